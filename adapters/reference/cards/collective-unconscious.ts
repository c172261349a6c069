import { draw } from '../engine/turn.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { creaturesControlledBy } from './helpers.js';

/** "Draw a card for each creature you control." — the card of 702.26b's first example. */
export const collectiveUnconscious: CardBehaviour = {
  name: 'Collective Unconscious',
  spell: { resolve: (g, item) => draw(g, item.controller, creaturesControlledBy(g, item.controller).length) },
};
