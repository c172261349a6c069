import type { Game } from './game-interface.js';
import { removeLosers } from './losers.js';
import type { PlayerId } from './types.js';

/**
 * 104.3e: an effect states that a player loses the game ("you lose the game"; Nefarious Lich). It happens at
 * once, not as a state-based action, and losing does what it does for any loser (losers.ts).
 */
export function loseGame(g: Game, loser: PlayerId): void {
  const p = g.player(loser);
  if (!p.inGame || !g.seams.players.losesByEffect(g, p)) return;
  removeLosers(g, [p], g.playersInGame().length);
}
