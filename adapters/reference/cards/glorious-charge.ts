import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { GameObject } from '../engine/types.js';
import { describedGetUntilEndOfTurn } from './helpers.js';

/**
 * "Creatures you control get +1/+1 until end of turn." — the set is locked as the spell resolves
 * (611.2c) and holds no phased-out creature (702.26e), even one that phases in later that turn.
 */
export const gloriousCharge: CardBehaviour = {
  name: 'Glorious Charge',
  spell: {
    resolve(g, item) {
      const mine = (o: GameObject) => g.isType(o, 'Creature') && g.controller(o) === item.controller;
      describedGetUntilEndOfTurn(g, item.controller, mine, 1, 1);
    },
  },
};
