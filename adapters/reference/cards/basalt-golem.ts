import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atEndOfCombatOnThatCreature } from './combat-partner.js';

/**
 * "This creature can't be blocked by artifact creatures. / Whenever this creature becomes blocked by a
 * creature, that creature's controller sacrifices it at end of combat. If the player does, they create a
 * 0/2 colorless Wall artifact creature token with defender." A blocking restriction (509.1b) and one
 * trigger for each creature blocking it (509.3). Its delayed trigger finds only a creature that still
 * exists (the 'remembered' reader): one phased out at end of combat isn't sacrificed (702.26b), so its
 * controller doesn't "do" it and gets no Wall.
 */
export const basaltGolem: CardBehaviour = {
  name: 'Basalt Golem',
  hookedAbilities: ['cant-be-blocked-by-artifact-creatures'],
  forbidsBlock: (g, self, blocker, attacker) => attacker === self && g.isType(blocker, 'Artifact'),
  triggers: atEndOfCombatOnThatCreature('trigger-becomes-blocked', 'becomes-blocked-by', (g, ref) => {
    const creature = g.permanent(ref, 'remembered');
    if (!creature) return;
    const player = g.controller(creature);
    if (g.sacrifice(creature, player)) g.makeToken('Wall Token', player);
  }),
};
