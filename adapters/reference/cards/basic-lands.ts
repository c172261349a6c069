import { addMana } from '../engine/mana.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * Basic lands: "{T}: Add [mana]." A mana ability (605): it doesn't use the stack, so activating it
 * adds the mana at once.
 */
function basicLand(name: string, symbol: string): CardBehaviour {
  return {
    name,
    activated: [
      {
        key: 'mana',
        tap: true,
        manaAbility: true,
        resolve: (g, item) => addMana(g.player(item.controller), `{${symbol}}`),
      },
    ],
  };
}

export const plains = basicLand('Plains', 'W');
export const snowCoveredPlains = basicLand('Snow-Covered Plains', 'W');
export const island = basicLand('Island', 'U');
export const swamp = basicLand('Swamp', 'B');
export const mountain = basicLand('Mountain', 'R');
export const forest = basicLand('Forest', 'G');
