import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';
import { selfEnters } from './timing.js';

const OTHER_CREATURES_YOU_CONTROL: TargetSpec = {
  count: 99,
  min: 0,
  kind: 'permanent',
  describe: 'any number of other target creatures you control',
  filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) === controller,
};

/** "When this creature enters, any number of other target creatures you control phase out." */
export const guardianOfFaith: CardBehaviour = {
  name: 'Guardian of Faith',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      targets: [OTHER_CREATURES_YOU_CONTROL],
      // "other": the engine's target check can't see the source, so the source is left out here.
      resolve: (g, item) =>
        void phaseOut(
          g,
          anyNumberOfTargets(g, item, OTHER_CREATURES_YOU_CONTROL).filter((o) => o !== item.source),
        ),
    },
  ],
};
