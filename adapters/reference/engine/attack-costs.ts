// 508.1h-j: the total cost to attack, which static abilities of permanents impose (Propaganda), paid as
// attackers are declared; a declaration whose cost can't be paid is illegal.
import type { Game } from './game-interface.js';
import { payMana } from './mana.js';
import type { GameObject } from './types.js';

/**
 * Pays the total cost to attack with these attackers (each with what it attacks) from the active player's
 * mana pool. Only permanents that exist impose costs: a phased-out one is treated as though it doesn't
 * exist (702.26b). Throws IllegalAction, leaving the pool as it was, when the cost can't be paid (508.1j).
 */
export function payAttackCosts(g: Game, attackers: readonly (readonly [GameObject, string])[]): void {
  let total = '';
  for (const src of g.field.existingFor('statics')) {
    const b = g.behaviour(src);
    if (!b?.attackCost) continue;
    for (const [attacker, defending] of attackers) total += b.attackCost(g, src, attacker, defending) ?? '';
  }
  if (total !== '') g.seams.cards.payMana(g, () => payMana(g.player(g.active), total, 0));
}
