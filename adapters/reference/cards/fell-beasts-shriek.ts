import { tapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import { goad } from '../engine/goad.js';
import { instantOrSorcery } from '../engine/splice.js';
import type { Choices, PlayerId } from '../engine/types.js';
import { creaturePerPlayer, opponentsOf } from './helpers.js';

/** The creatures "each opponent chooses … they control", keyed by opponent in the `chosen` choice (helpers.ts). */
const chosenCreatures = (g: Game, controller: PlayerId, choices: Choices): Permanent[] =>
  creaturePerPlayer(g, choices, 'chosen', "Fell Beast's Shriek", opponentsOf(g, controller));

/**
 * "Each opponent chooses a creature they control. Tap and goad the chosen creatures." The choices are made as
 * it resolves and checked before it begins to (as an edict's are). "Splice onto instant or sorcery {2}{U}{R}"
 * (702.47): revealed from its owner's hand as they cast an instant or sorcery spell, it adds this text to that
 * spell (engine/splice.ts); the text is then the spell's, resolved for the spell's controller after the spell's
 * own effects.
 */
export const fellBeastsShriek: CardBehaviour = {
  name: "Fell Beast's Shriek",
  splice: { quality: 'an instant or sorcery spell', onto: instantOrSorcery, cost: '{2}{U}{R}' },
  hookedAbilities: ['splice'],
  checkResolutionChoices: (g, _self, choices, item) => void chosenCreatures(g, item.controller, choices),
  spell: {
    resolve(g, item) {
      const chosen = chosenCreatures(g, item.controller, item.choices);
      for (const c of chosen) tapPermanent(g, c);
      goad(g, item.controller, chosen);
    },
  },
};
