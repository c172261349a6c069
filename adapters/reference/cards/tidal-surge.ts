import { tapPermanent } from '../engine/casting.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';

const UP_TO_THREE_WITHOUT_FLYING: TargetSpec = {
  count: 3,
  min: 0,
  kind: 'permanent',
  describe: 'up to three target creatures without flying',
  filter: (g, o) => g.isType(o, 'Creature') && !g.has(o, 'flying'),
};

/**
 * "Tap up to three target creatures without flying." Only the chosen targets still legal as it resolves
 * are tapped (608.2b): one that phased out is not, and the others still are.
 */
export const tidalSurge: CardBehaviour = {
  name: 'Tidal Surge',
  spell: {
    targets: [UP_TO_THREE_WITHOUT_FLYING],
    resolve(g, item) {
      for (const creature of anyNumberOfTargets(g, item, UP_TO_THREE_WITHOUT_FLYING)) tapPermanent(g, creature);
    },
  },
};
