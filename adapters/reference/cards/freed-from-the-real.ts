import { tapPermanent, untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { hostOfSource } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / {U}: Tap enchanted creature. / {U}: Untap enchanted creature." Each ability finds the
 * enchanted creature as it resolves, through the Aura as it is (or last was) attached: a creature that
 * phased out meanwhile, the Aura with it (702.26g), is neither tapped nor untapped.
 */
export const freedFromTheReal: CardBehaviour = {
  name: 'Freed from the Real',
  enchant: enchantCreature,
  activated: [
    {
      key: 'tap',
      mana: '{U}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) tapPermanent(g, creature);
      },
    },
    {
      key: 'untap',
      mana: '{U}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) untapPermanent(g, creature);
      },
    },
  ],
};
