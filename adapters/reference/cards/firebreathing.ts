import type { CardBehaviour } from '../engine/card-behaviour.js';
import { hostOfSource } from './attachments.js';
import { enchantCreature, getUntilEndOfTurn } from './helpers.js';

/**
 * "Enchant creature / {R}: Enchanted creature gets +1/+0 until end of turn." The ability finds the
 * enchanted creature as it resolves, through the Aura as it is (or last was) attached: a creature that
 * phased out meanwhile, its Aura with it (702.26g), gets nothing (702.26b).
 */
export const firebreathing: CardBehaviour = {
  name: 'Firebreathing',
  enchant: enchantCreature,
  activated: [
    {
      key: 'pump',
      mana: '{R}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) getUntilEndOfTurn(g, item.controller, [creature], 1, 0);
      },
    },
  ],
};
