import { putCounters } from '../engine/counters.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';
import { upToTwoTargetCreatures } from './helpers.js';

/**
 * "Put a +1/+1 counter on each of up to two target creatures." Only the chosen targets still legal as it
 * resolves get one (608.2b): a target that phased out gets none, the other still does.
 */
export const girdForBattle: CardBehaviour = {
  name: 'Gird for Battle',
  spell: {
    targets: [upToTwoTargetCreatures],
    resolve(g, item) {
      for (const creature of anyNumberOfTargets(g, item, upToTwoTargetCreatures)) putCounters(creature, '+1/+1', 1);
    },
  },
};
