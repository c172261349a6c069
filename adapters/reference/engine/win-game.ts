import type { Game } from './game-interface.js';
import { leaveGame } from './leave-game.js';
import type { PlayerId } from './types.js';

/**
 * 104.2b: an effect states that a player wins the game ("you win the game"). The game is then over for the
 * others: each opponent still in it loses (104.3h says so outright for limited range of influence); in a
 * game of three or more they leave it with their objects, as a loser does (800.4a).
 */
export function winGame(g: Game, winner: PlayerId): void {
  const inGame = g.playersInGame();
  const losers = new Set(inGame.map((p) => p.id).filter((id) => id !== winner));
  for (const p of inGame) {
    if (p.id === winner) continue;
    if (inGame.length > 2) leaveGame(g, p.id, losers);
    else p.inGame = false;
  }
}
