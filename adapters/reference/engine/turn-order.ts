import type { Game } from './game-interface.js';
import type { PlayerId } from './types.js';

// The order of the turns to come as it stands now: the extra turns (500.7), then the turn order from the last
// regular turn, skipping players who left the game (800.4). Read by durations (611.2a, 800.4m) and the turn
// structure alike, so both see one order.

/** The players of the turns after the current one, in order: the extra turns, then the turn order (`count` of them). */
export function upcomingTurns(g: Game, count: number): PlayerId[] {
  const turns = g.extraTurns.filter((p) => g.player(p).inGame).slice(0, count);
  let from = g.regularTurnBefore ?? g.active;
  while (turns.length < count) turns.push((from = g.nextPlayerAfter(from)));
  return turns;
}

/** Where the turn order resumes after the extra turns: the last regular turn's player, and how many extra turns come first. */
export function turnOrderResumes(g: Game): { after: PlayerId; extraTurnsFirst: number } {
  return {
    after: g.regularTurnBefore ?? g.active,
    extraTurnsFirst: g.extraTurns.filter((p) => g.player(p).inGame).length,
  };
}
