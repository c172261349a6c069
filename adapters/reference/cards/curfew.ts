import type { CardBehaviour } from '../engine/card-behaviour.js';
import { IllegalAction, Unsupported, type Permanent } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { Choices } from '../engine/types.js';
import { creaturesControlledBy } from './helpers.js';

/**
 * The creature each player returns, from the `return` choice keyed by player, in APNAP order (101.4). A player
 * chooses among the creatures they control that exist (702.26b): one whose creatures are all phased out
 * returns none, and naming a phased-out one is refused.
 */
function returnedCreatures(g: Game, choices: Choices): Permanent[] {
  const given = choices['return'];
  if (given !== undefined && (given === null || typeof given !== 'object' || Array.isArray(given)))
    throw new IllegalAction('Curfew: "return" must be an object keyed by player');
  const byPlayer = (given ?? {}) as Record<string, unknown>;
  // A named creature must be one its player controls, even for a player with none to choose from.
  for (const [p, id] of Object.entries(byPlayer))
    if (typeof id !== 'string' || !creaturesControlledBy(g, p).some((o) => o.id === id))
      throw new IllegalAction(`Curfew: ${String(id)} is not a creature ${p} controls`);
  const returned: Permanent[] = [];
  for (const p of g.apnap()) {
    const theirs = creaturesControlledBy(g, p);
    if (theirs.length === 0) continue;
    const id = byPlayer[p];
    if (typeof id !== 'string')
      throw new Unsupported(`Curfew: the fixture must name the creature ${p} returns ("return")`);
    returned.push(theirs.find((o) => o.id === id)!);
  }
  return returned;
}

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
