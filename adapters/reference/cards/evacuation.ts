import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

/** "Return all creatures to their owners' hands." */
export const evacuation: CardBehaviour = {
  name: 'Evacuation',
  spell: {
    resolve: (g) =>
      g.moveAllTo(
        sweepSet(g, (p) => g.isType(p, 'Creature')),
        'hand',
      ),
  },
};
