import type { Game } from './game-interface.js';
import { leaveGame } from './leave-game.js';
import type { Player } from './types.js';

/**
 * What losing does to the players who lose at one moment, whether by a state-based action (704.5a-b,
 * 903.10a), by an effect that says so (104.3e), or as the opponents of a player an effect says wins
 * (104.2b): in a game of three or more each leaves it with their objects, all at the same time (800.4a);
 * with two players the game is over (104.2a), so a loser is only marked out. `playersBefore` is how many
 * were in the game before anyone lost, since the losers leaving changes the count.
 */
export function removeLosers(g: Game, losers: readonly Player[], playersBefore: number): void {
  const together = new Set(losers.map((p) => p.id));
  for (const p of losers) {
    if (playersBefore > 2 && g.seams.players.loserLeaves(g, p)) leaveGame(g, p.id, together);
    else p.inGame = false;
  }
}
