import type { CardBehaviour } from '../engine/card-behaviour.js';
import { describedGetUntilEndOfTurn } from './helpers.js';

/**
 * "All creatures get +1/+1 until end of turn." Every player's creatures, not only its caster's: the set is
 * locked as the spell resolves (611.2c) and holds no phased-out creature (702.26e), even one that phases in
 * later that turn.
 */
export const magnify: CardBehaviour = {
  name: 'Magnify',
  spell: {
    resolve(g, item) {
      describedGetUntilEndOfTurn(g, item.controller, (o) => g.isType(o, 'Creature'), 1, 1);
    },
  },
};
