import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "First strike. Noncreature spells cost {1} more to cast." First strike is the engine's keyword; the tax is
 * a cost increase applied as each spell's total cost is determined (601.2f), by every player, while Thalia
 * exists (a phased-out Thalia taxes nothing, 702.26b).
 */
export const thaliaGuardianOfThraben: CardBehaviour = {
  name: 'Thalia, Guardian of Thraben',
  hookedAbilities: ['noncreature-tax'],
  raisesSpellCost: (g, _self, spell) => (g.isType(spell, 'Creature') ? 0 : 1),
};
