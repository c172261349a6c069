import type { Game } from './game-interface.js';
import { removeLosers } from './losers.js';
import type { PlayerId } from './types.js';

/**
 * 104.2b: an effect states that a player wins the game ("you win the game"). The game is then over for the
 * others: each opponent still in it loses (104.3h says so outright for limited range of influence), all at
 * once, and losing does what it does for any loser (losers.ts).
 */
export function winGame(g: Game, winner: PlayerId): void {
  const inGame = g.playersInGame();
  removeLosers(
    g,
    inGame.filter((p) => p.id !== winner),
    inGame.length,
  );
}
