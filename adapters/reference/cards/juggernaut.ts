import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Juggernaut attacks each combat if able. / Juggernaut can't be blocked by Walls." An attack
 * requirement (508.1d) and a blocking restriction (509.1b); while it is phased out it doesn't exist
 * (702.26b), so nothing requires it to attack.
 */
export const juggernaut: CardBehaviour = {
  name: 'Juggernaut',
  hookedAbilities: ['attacks-each-combat', 'cant-be-blocked-by-walls'],
  requiresAttack: (_g, self, creature) => creature === self,
  forbidsBlock: (g, self, blocker, attacker) => attacker === self && g.hasSubtype(blocker, 'Wall'),
};
