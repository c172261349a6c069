import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Permanent } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { Choices } from '../engine/types.js';
import { creaturePerPlayer, type Choosers } from './helpers.js';

/**
 * Every player in the game chooses (101.4: in APNAP order), among the creatures they control that exist (702.26b).
 * creaturePerPlayer asks only the players apnap() lists, which are the players still in the game.
 */
const EACH_PLAYER: Choosers = { chooses: () => true, describe: 'a player in the game' };

const returnedCreatures = (g: Game, choices: Choices): Permanent[] =>
  creaturePerPlayer(g, choices, 'return', 'Curfew', EACH_PLAYER);

/**
 * "Each player returns a creature they control to its owner's hand." Each player chooses as it resolves (the
 * choices are checked before it begins to, so a refused one leaves it on the stack); then the chosen creatures
 * return at once.
 */
export const curfew: CardBehaviour = {
  name: 'Curfew',
  checkResolutionChoices: (g, _self, choices) => void returnedCreatures(g, choices),
  spell: {
    resolve(g, item) {
      for (const c of returnedCreatures(g, item.choices)) g.returnToHand(c);
    },
  },
};
