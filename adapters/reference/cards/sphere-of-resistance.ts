import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Spells cost {1} more to cast." A cost increase applied as each spell's total cost is determined (601.2f),
 * for every player and every spell, while Sphere of Resistance exists (phased out, it taxes nothing, 702.26b).
 */
export const sphereOfResistance: CardBehaviour = {
  name: 'Sphere of Resistance',
  hookedAbilities: ['spell-tax'],
  raisesSpellCost: () => 1,
};
