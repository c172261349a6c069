// 508.1h-j and 509.1d-f: the total cost to attack or to block, which static abilities of permanents impose
// (Propaganda, Oppressive Rays), paid as attackers or blockers are declared; a declaration whose cost
// can't be paid is illegal.
import type { CardBehaviour, Game } from './game-interface.js';
import { payMana } from './mana.js';
import type { GameObject, PlayerId } from './types.js';

/**
 * The total of what the static abilities of the permanents that exist ask for these declared creatures.
 * Only permanents that exist impose costs: a phased-out one is treated as though it doesn't exist (702.26b).
 */
function totalCost<T>(
  g: Game,
  declared: readonly T[],
  costOf: (b: CardBehaviour, src: GameObject, one: T) => string | undefined,
): string {
  let total = '';
  for (const src of g.field.existingFor('statics')) {
    const b = g.behaviour(src);
    if (b) for (const one of declared) total += costOf(b, src, one) ?? '';
  }
  return total;
}

/**
 * Pays the total cost to attack with these attackers (each with what it attacks) from the active player's
 * mana pool. Throws IllegalAction, leaving the pool as it was, when the cost can't be paid (508.1j).
 */
export function payAttackCosts(g: Game, attackers: readonly (readonly [GameObject, string])[]): void {
  const total = totalCost(g, attackers, (b, src, [attacker, defending]) => b.attackCost?.(g, src, attacker, defending));
  if (total !== '') g.seams.cards.payMana(g, () => payMana(g.player(g.active), total, 0));
}

/**
 * Pays the total cost to block with these blockers (each with the creature it blocks): each defending
 * player pays for the creatures they control (509.1d), from their mana pool (509.1f: partial payments are
 * not allowed). Throws IllegalAction, leaving every pool as it was, when a cost can't be paid.
 */
export function payBlockCosts(g: Game, blockers: readonly (readonly [GameObject, GameObject])[]): void {
  const payers = [...new Set(blockers.map(([blocker]) => g.controller(blocker)))];
  const pools = new Map<PlayerId, Map<string, number>>(payers.map((p) => [p, g.player(p).mana]));
  try {
    for (const payer of payers) {
      const theirs = blockers.filter(([blocker]) => g.controller(blocker) === payer);
      const total = totalCost(g, theirs, (b, src, [blocker, attacker]) => b.blockCost?.(g, src, blocker, attacker));
      if (total !== '') g.seams.cards.payMana(g, () => payMana(g.player(payer), total, 0));
    }
  } catch (e) {
    for (const [p, pool] of pools) g.player(p).mana = pool;
    throw e;
  }
}
