import { followNextTurns } from './durations.js';
import type { Game } from './game-interface.js';
import type { PlayerId } from './types.js';

// Extra turns (500.7): "Some effects can give a player extra turns. They do this by adding the turns
// directly after the specified turn. ... The most recently created turn will be taken first."

/**
 * Adds `count` extra turns for `player` directly after the current turn, taken before any added earlier (500.7).
 * Every "until [a player]'s next turn" still to come then ends at that player's next turn as the order now
 * stands (611.2a): sooner when the extra turns are theirs, later when another player's come first; for a
 * player who left the game, where their turn would now have begun (800.4m).
 */
export function addExtraTurns(g: Game, player: PlayerId, count: number): void {
  for (let k = 0; k < count; k++) g.extraTurns.unshift(player);
  followNextTurns(g);
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
