import { manaValue } from '../engine/mana.js';
import { counterSpell } from '../engine/stack.js';
import { legalTargets, spellOnStack } from '../engine/targets.js';
import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** 202.3: the mana value of a spell on the stack, X counting as the value chosen for it (202.3e). */
function manaValueOnStack(g: Game, card: GameObject): number {
  const item = spellOnStack(g, card.id);
  return manaValue(card.card.manaCost ?? '', g.seams.cards.xOnTheStack(g, item));
}

/**
 * "Counter target spell with mana value 2." Cost reductions don't change a spell's mana value: March
 * of Swirling Mist with X=1 has mana value 2 however little was paid (ruling 2022-02-18). A countered copy of a
 * spell ceases to exist (707.10a) rather than taking its card to the graveyard (engine/stack.ts, counterSpell).
 */
export const spellSnare: CardBehaviour = {
  name: 'Spell Snare',
  spell: {
    targets: [
      {
        count: 1,
        kind: 'spell',
        describe: 'target spell with mana value 2',
        filter: (g, card) => manaValueOnStack(g, card) === 2,
      },
    ],
    resolve(g, item) {
      for (const t of legalTargets(g, item)) {
        const spell = 'object' in t ? spellOnStack(g, t.object.id) : undefined;
        if (spell) counterSpell(g, spell);
      }
    },
  },
};
