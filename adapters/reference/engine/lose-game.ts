import type { Game } from './game-interface.js';
import { leaveGame } from './leave-game.js';
import type { PlayerId } from './types.js';

/**
 * 104.3e: an effect states that a player loses the game ("you lose the game"; Nefarious Lich). It happens at
 * once, not as a state-based action. In a game of three or more the loser leaves it with their objects (800.4a);
 * in a two-player game the other player has won (104.2a) and the game is over.
 */
export function loseGame(g: Game, loser: PlayerId): void {
  const p = g.player(loser);
  if (!p.inGame || !g.seams.players.losesByEffect(g, p)) return;
  if (g.playersInGame().length > 2) leaveGame(g, loser);
  else p.inGame = false;
}
