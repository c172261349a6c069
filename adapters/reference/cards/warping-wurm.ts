import { putCounters } from '../engine/counters.js';
import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { unlessYouPay } from './helpers.js';
import { atYourUpkeep, selfPhasesIn } from './timing.js';

/**
 * "At the beginning of your upkeep, Warping Wurm phases out unless you pay {2}{G}{U}.
 * Whenever Warping Wurm phases in, put a +1/+1 counter on it."
 */
export const warpingWurm: CardBehaviour = {
  name: 'Warping Wurm',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve(g, item) {
        unlessYouPay(g, item, '{2}{G}{U}', () => {
          const self = g.permanent(item.sourceRef);
          if (self) phaseOut(g, [self]);
        });
      },
    },
    {
      key: 'phases-in',
      event: 'phasesIn',
      matches: selfPhasesIn,
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'trigger-source');
        if (self) putCounters(self, '+1/+1', 1);
      },
    },
  ],
};
