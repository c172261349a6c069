import { putCounters } from '../engine/counters.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';

const UP_TO_TWO_CREATURES: TargetSpec = {
  count: 2,
  min: 0,
  kind: 'permanent',
  describe: 'up to two target creatures',
  filter: (g, o) => g.isType(o, 'Creature'),
};

/**
 * "Put a +1/+1 counter on each of up to two target creatures." Only the chosen targets still legal as it
 * resolves get one (608.2b): a target that phased out gets none, the other still does.
 */
export const girdForBattle: CardBehaviour = {
  name: 'Gird for Battle',
  spell: {
    targets: [UP_TO_TWO_CREATURES],
    resolve(g, item) {
      for (const creature of anyNumberOfTargets(g, item, UP_TO_TWO_CREATURES)) putCounters(creature, '+1/+1', 1);
    },
  },
};
