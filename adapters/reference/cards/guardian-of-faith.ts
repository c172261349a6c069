import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/stack.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { selfEnters } from './timing.js';

/** "When this creature enters, any number of other target creatures you control phase out." */
export const guardianOfFaith: CardBehaviour = {
  name: 'Guardian of Faith',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      targets: [
        {
          count: 99,
          min: 0,
          kind: 'permanent',
          describe: 'any number of other target creatures you control',
          filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) === controller,
        },
      ],
      // "other": the engine's target check can't see the source, so the source is left out here.
      resolve: (g, item) =>
        void phaseOut(
          g,
          targetObjects(g, item).filter((o) => o !== item.source),
        ),
    },
  ],
};
