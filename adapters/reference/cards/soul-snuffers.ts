import { putCounters } from '../engine/counters.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

/**
 * "When Soul Snuffers enters, put a -1/-1 counter on each creature." Every player's creatures, the Snuffers
 * among them; only the creatures that exist as the trigger resolves get one (702.26b).
 */
export const soulSnuffers: CardBehaviour = {
  name: 'Soul Snuffers',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      resolve(g) {
        for (const creature of sweepSet(g, (o) => g.isType(o, 'Creature'))) putCounters(creature, '-1/-1', 1);
      },
    },
  ],
};
