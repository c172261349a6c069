import { putCounters } from '../engine/counters.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

/** "Put a +1/+1 counter on each creature you control." Only the creatures that exist as it resolves get one (702.26b). */
export const basrisSolidarity: CardBehaviour = {
  name: "Basri's Solidarity",
  spell: {
    resolve(g, item) {
      const mine = sweepSet(g, (o) => g.isType(o, 'Creature') && g.controller(o) === item.controller);
      for (const creature of mine) putCounters(creature, '+1/+1', 1);
    },
  },
};
