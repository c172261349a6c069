import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/stack.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Convoke / Any number of target nonland permanents you control phase out." Naming both a creature
 * and an Aura or Equipment attached to it phases the attachment out indirectly only (702.26h).
 * Convoke is a keyword the engine's casting rules know (702.51a): the `convoke` choice lists the creatures tapped.
 */
export const cleverConcealment: CardBehaviour = {
  name: 'Clever Concealment',
  spell: {
    targets: [
      {
        count: 20,
        min: 0,
        kind: 'permanent',
        describe: 'any number of target nonland permanents you control',
        filter: (g, o, controller) => !g.isType(o, 'Land') && g.controller(o) === controller,
      },
    ],
    resolve: (g, item) => void phaseOut(g, targetObjects(g, item)),
  },
};
