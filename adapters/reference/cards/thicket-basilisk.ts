import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atEndOfCombatOnThatCreature } from './combat-partner.js';

/**
 * "Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at
 * end of combat." One trigger for each non-Wall creature in a blocking pair with the Basilisk; its
 * delayed trigger destroys only a creature that still exists (the 'remembered' reader), so a creature
 * phased out at end of combat stays (702.26b).
 */
export const thicketBasilisk: CardBehaviour = {
  name: 'Thicket Basilisk',
  triggers: atEndOfCombatOnThatCreature(
    'trigger-blocks-or-blocked',
    'blocks-or-becomes-blocked-by',
    (g, ref) => {
      const creature = g.permanent(ref, 'remembered');
      if (creature) g.destroy(creature);
    },
    (g, other) => !g.hasSubtype(other, 'Wall'),
  ),
};
