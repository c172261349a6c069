import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedBonus, hostOfSource } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / Enchanted creature gets +1/+3. / {W}: Return enchanted creature to its owner's hand."
 * The ability finds the enchanted creature as it resolves, through the Aura as it is (or last was)
 * attached: a creature that phased out meanwhile, the Aura with it (702.26g), stays where it is (702.26b).
 */
export const sunClasp: CardBehaviour = {
  name: 'Sun Clasp',
  enchant: enchantCreature,
  statics: [attachedBonus('bonus', 1, 3)],
  activated: [
    {
      key: 'return',
      mana: '{W}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) g.returnToHand(creature);
      },
    },
  ],
};
