import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';

const NONLAND_PERMANENTS_YOU_CONTROL: TargetSpec = {
  count: 20,
  min: 0,
  kind: 'permanent',
  describe: 'any number of target nonland permanents you control',
  filter: (g, o, controller) => !g.isType(o, 'Land') && g.controller(o) === controller,
};

/**
 * "Convoke / Any number of target nonland permanents you control phase out." Naming both a creature
 * and an Aura or Equipment attached to it phases the attachment out indirectly only (702.26h).
 * Convoke is a keyword the engine's casting rules know (702.51a): the `convoke` choice lists the creatures tapped.
 */
export const cleverConcealment: CardBehaviour = {
  name: 'Clever Concealment',
  spell: {
    targets: [NONLAND_PERMANENTS_YOU_CONTROL],
    resolve: (g, item) => void phaseOut(g, anyNumberOfTargets(g, item, NONLAND_PERMANENTS_YOU_CONTROL)),
  },
};
