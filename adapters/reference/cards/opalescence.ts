import { manaValue } from '../engine/mana.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Each other non-Aura enchantment is a creature in addition to its other types and has base power
 * and base toughness each equal to its mana value." — makes Out of Time a creature for its ruling
 * "If Out of Time happens to be a creature when its enter the battlefield trigger resolves ...".
 */
export const opalescence: CardBehaviour = {
  name: 'Opalescence',
  statics: [
    {
      key: 'animate-enchantments',
      animate(_g, self, obj) {
        if (obj === self || !obj.card.types.includes('Enchantment') || (obj.card.subtypes ?? []).includes('Aura'))
          return undefined;
        const mv = manaValue(obj.card.manaCost ?? '');
        return { power: mv, toughness: mv };
      },
    },
  ],
};
