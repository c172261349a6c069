import type { SplitHalf } from './card-types.js';
import type { Game } from './game-interface.js';
import { IllegalAction, Unsupported } from './errors.js';
import type { Choices, GameObject } from './types.js';

// Split cards (709): two halves on one card. The catalogue gives the card's combined characteristics,
// which it has in every zone but the stack (709.4); a spell cast as one half has only that half's (709.3b).

/** 709.3: the half of a split card a player casts, named by the cast's `half` choice; none for any other card. */
export function halfToCast(g: Game, obj: GameObject, choices: Choices): SplitHalf | undefined {
  const halves = g.behaviour(obj)?.split;
  if (!halves) return undefined;
  const named = choices['half'];
  const names = halves.map((h) => `"${h.name}"`).join(' or ');
  if (named === undefined)
    throw new Unsupported(`${obj.card.name} is a split card: the choice "half" names the half cast (${names})`);
  const half = halves.find((h) => h.name === named);
  if (!half) throw new IllegalAction(`${obj.card.name} has no half named ${JSON.stringify(named)} (${names}, 709.3)`);
  return half;
}

/** 709.3b: the half a split card on the stack was cast as; none elsewhere (709.4) and for any other card. */
export function halfOnStack(g: Game, obj: GameObject): SplitHalf | undefined {
  if (obj.zone !== 'stack') return undefined;
  const name = obj.memory['castHalf'];
  return g.behaviour(obj)?.split?.find((h) => h.name === name);
}
