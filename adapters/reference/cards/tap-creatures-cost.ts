import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { tapPermanent } from '../engine/casting.js';
import type { GameObject, Permanent } from '../engine/types.js';

/**
 * The cost crew and saddle share (702.122a, 702.171a): "Tap any number of other untapped creatures you
 * control with total power N or greater". The creatures are the activation's choice named `choice`; each
 * must exist (a phased-out creature doesn't, 702.26b), so all are checked before any is tapped. Returns
 * the creatures tapped: the ones that crewed or saddled it (702.122b, 702.171c).
 */
export function tapOtherCreatures(
  g: Game,
  self: GameObject,
  chosen: unknown,
  cost: { keyword: string; power: number; choice: string },
): Permanent[] {
  const what = `${cost.keyword} ${cost.power}`;
  const ids = Array.isArray(chosen) ? chosen : [];
  const creatures: Permanent[] = [];
  for (const id of ids) {
    const c = typeof id === 'string' ? g.permanentById(id) : undefined;
    if (!c || c === self || c.tapped || !g.isType(c, 'Creature') || g.controller(c) !== g.controller(self))
      throw new IllegalAction(
        `${what} taps other untapped creatures you control (choice "${cost.choice}"); ${JSON.stringify(id)} is not one`,
      );
    if (!creatures.includes(c)) creatures.push(c);
  }
  const power = creatures.reduce((n, c) => n + g.characteristics(c).power, 0);
  if (power < cost.power)
    throw new IllegalAction(`${what} needs creatures with total power ${cost.power} or greater; got ${power}`);
  for (const c of creatures) tapPermanent(g, c);
  return creatures;
}
