import type { CardBehaviour } from '../engine/card-behaviour.js';

/** The token Kaito Shizuki's −2 creates: "This creature can't be blocked." (509.1b). */
export const ninjaToken: CardBehaviour = {
  name: 'Ninja Token',
  hookedAbilities: ['cant-be-blocked'],
  forbidsBlock: (_g, self, _blocker, attacker) => attacker === self,
};
