import { tapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import { IllegalAction, Unsupported, type Permanent } from '../engine/game.js';
import { goad } from '../engine/goad.js';
import { instantOrSorcery } from '../engine/splice.js';
import type { Choices, PlayerId } from '../engine/types.js';
import { creaturesControlledBy, isOpponent } from './helpers.js';

/**
 * The creatures "each opponent chooses … they control", in APNAP order (101.4), from the `chosen` choice keyed
 * by opponent. Only a creature that exists can be chosen (702.26b): an opponent whose creatures are all phased
 * out chooses none, and naming a phased-out one is refused.
 */
function chosenCreatures(g: Game, controller: PlayerId, choices: Choices): Permanent[] {
  const given = choices['chosen'];
  if (given !== undefined && (given === null || typeof given !== 'object' || Array.isArray(given)))
    throw new IllegalAction(`Fell Beast's Shriek: "chosen" must be an object keyed by opponent`);
  const byPlayer = (given ?? {}) as Record<string, unknown>;
  const chosen: Permanent[] = [];
  for (const p of g.apnap()) {
    if (!isOpponent(g, controller, p)) continue;
    const theirs = creaturesControlledBy(g, p);
    if (theirs.length === 0) continue;
    const id = byPlayer[p];
    if (typeof id !== 'string')
      throw new Unsupported(`Fell Beast's Shriek: the fixture must name the creature ${p} chooses ("chosen")`);
    const creature = theirs.find((o) => o.id === id);
    if (!creature) throw new IllegalAction(`${id} is not a creature ${p} controls`);
    chosen.push(creature);
  }
  return chosen;
}

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
