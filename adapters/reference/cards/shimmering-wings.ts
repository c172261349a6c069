import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedKeyword } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / Enchanted creature has flying. / {U}: Return Shimmering Wings to its owner's hand."
 * The ability moves its own source as it resolves: an Aura that phased out meanwhile stays where it is,
 * attached (702.26b, i).
 */
export const shimmeringWings: CardBehaviour = {
  name: 'Shimmering Wings',
  enchant: enchantCreature,
  statics: [attachedKeyword('flying', 'flying')],
  activated: [
    {
      key: 'return',
      mana: '{U}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'source-moved');
        if (self) g.returnToHand(self);
      },
    },
  ],
};
