import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Target artifact, creature, or land phases out." */
export const realityRipple: CardBehaviour = {
  name: 'Reality Ripple',
  spell: {
    targets: [
      {
        count: 1,
        kind: 'permanent',
        describe: 'target artifact, creature, or land',
        filter: (g, o) => g.isType(o, 'Artifact') || g.isType(o, 'Creature') || g.isType(o, 'Land'),
      },
    ],
    resolve: (g, item) => void phaseOut(g, targetObjects(g, item)),
  },
};
