import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atEndOfCombatOnThatCreature } from './combat-partner.js';

/**
 * "Defender / Whenever this creature blocks a creature, return that creature to its owner's hand at
 * end of combat." Its delayed trigger returns only a creature that still exists (the 'remembered'
 * reader), so one phased out at end of combat stays (702.26b). Defender is a keyword the combat rules know.
 */
export const wallOfTears: CardBehaviour = {
  name: 'Wall of Tears',
  triggers: atEndOfCombatOnThatCreature('trigger-blocks', 'blocks', (g, ref) => {
    const creature = g.permanent(ref, 'remembered');
    if (creature) g.returnToHand(creature);
  }),
};
