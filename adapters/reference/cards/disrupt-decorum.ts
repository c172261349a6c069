import { goad } from '../engine/goad.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

/**
 * "Goad all creatures you don't control." The creatures are those that exist as it resolves (702.26b): a
 * phased-out creature isn't goaded, and isn't once it phases in (the set is locked, 611.2c).
 */
export const disruptDecorum: CardBehaviour = {
  name: 'Disrupt Decorum',
  spell: {
    resolve(g, item) {
      goad(
        g,
        item.controller,
        sweepSet(g, (o) => g.isType(o, 'Creature') && g.controller(o) !== item.controller),
      );
    },
  },
};
