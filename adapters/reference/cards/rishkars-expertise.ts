import { Unsupported } from '../engine/game.js';
import { draw } from '../engine/turn.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { creaturesControlledBy } from './helpers.js';

/**
 * "Draw cards equal to the greatest power among creatures you control. You may cast a spell with
 * mana value 5 or less from your hand without paying its mana cost." (The free cast is not
 * implemented: a fixture that chooses it is unsupported.)
 */
export const rishkarsExpertise: CardBehaviour = {
  name: "Rishkar's Expertise",
  spell: {
    resolve(g, item) {
      if (item.choices['cast'] !== undefined)
        throw new Unsupported("Rishkar's Expertise: casting a spell without paying its mana cost is not implemented");
      const greatest = Math.max(0, ...creaturesControlledBy(g, item.controller).map((o) => g.characteristics(o).power));
      draw(g, item.controller, greatest);
    },
  },
};
