import { parseMana } from '../engine/mana.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * A mana symbol's part of the mana value of a permanent (202.3): a number its value, a monocolored hybrid
 * symbol such as {2/W} its larger part (202.3f), X 0 off the stack (202.3e), any other symbol 1.
 */
function symbolValue(symbol: string): number {
  const generic = /^(\d+)(?:\/|$)/.exec(symbol);
  if (generic) return Number(generic[1]);
  return symbol === 'X' ? 0 : 1;
}

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
        const mv = parseMana(obj.card.manaCost ?? '').reduce((n, s) => n + symbolValue(s), 0);
        return { power: mv, toughness: mv };
      },
    },
  ],
};
