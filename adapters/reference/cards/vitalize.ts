import { untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

/** "Untap all creatures you control." Only the creatures that exist as it resolves are found (702.26b). */
export const vitalize: CardBehaviour = {
  name: 'Vitalize',
  spell: {
    resolve(g, item) {
      const mine = sweepSet(g, (o) => g.isType(o, 'Creature') && g.controller(o) === item.controller);
      for (const creature of mine) untapPermanent(g, creature);
    },
  },
};
