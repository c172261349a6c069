import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atEndOfCombatOnThatCreature } from './combat-partner.js';

/**
 * "Whenever this creature blocks or becomes blocked by a creature, this creature deals 1 damage to
 * that creature at end of combat." One trigger for each creature in a blocking pair with the Ogre; its
 * delayed trigger deals the damage only to a creature that still exists (the 'remembered' reader), so
 * a creature phased out at end of combat is dealt none (702.26b).
 */
export const sawtoothOgre: CardBehaviour = {
  name: 'Sawtooth Ogre',
  triggers: atEndOfCombatOnThatCreature('trigger-blocks-or-blocked', 'blocks-or-becomes-blocked-by', (g, ref, item) => {
    const creature = g.permanent(ref, 'remembered');
    if (creature) g.dealDamage({ object: creature }, 1, item.source);
  }),
};
