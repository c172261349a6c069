import type { Game } from './game-interface.js';
import type { PlayerId } from './types.js';

// Extra turns (500.7): "Some effects can give a player extra turns. They do this by adding the turns
// directly after the specified turn. ... The most recently created turn will be taken first."

/**
 * Adds `count` extra turns for `player` directly after the current turn, taken before any added earlier (500.7).
 * Every "until [a player]'s next turn" still to come then ends at that player's next turn as the order now
 * stands (611.2a): sooner when the extra turns are theirs, later when another player's come first.
 */
export function addExtraTurns(g: Game, player: PlayerId, count: number): void {
  for (let k = 0; k < count; k++) g.extraTurns.unshift(player);
  for (const e of g.effects) {
    const d = e.duration;
    if (d.kind !== 'untilTurnOf' || d.turnIndex <= g.turnIndex || !g.player(d.player).inGame) continue;
    e.duration = {
      ...d,
      turnIndex: g.seams.effects.rescheduled(g, d.player, d.turnIndex, g.nextTurnIndexOf(d.player)),
    };
  }
}

/**
 * The player whose turn begins next, taking it off the extra turns if it is one. After extra turns the
 * turn order goes on from the turn they were added after (500.7: they are added, nothing is skipped).
 * An extra turn of a player who left the game is not taken (800.4).
 */
export function takeNextTurn(g: Game): PlayerId {
  for (let extra = g.extraTurns.shift(); extra !== undefined; extra = g.extraTurns.shift()) {
    if (!g.player(extra).inGame) continue;
    g.regularTurnBefore ??= g.active;
    return extra;
  }
  const next = g.nextPlayerAfter(g.regularTurnBefore ?? g.active);
  g.regularTurnBefore = undefined;
  return next;
}

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
