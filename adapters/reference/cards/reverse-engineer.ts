import { draw } from '../engine/turn.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Improvise. Draw three cards." Improvise is paid as the spell is cast (engine/improvise.ts, 702.126a). */
export const reverseEngineer: CardBehaviour = {
  name: 'Reverse Engineer',
  spell: { resolve: (g, item) => draw(g, item.controller, 3) },
};
