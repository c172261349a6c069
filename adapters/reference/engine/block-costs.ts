// 509.1d-f: the total cost to block, which static abilities of permanents impose (Oppressive Rays), paid
// as blockers are declared; a declaration whose cost can't be paid is illegal.
import type { Game } from './game-interface.js';
import { payMana } from './mana.js';
import type { GameObject, PlayerId } from './types.js';

/** What the static abilities of the permanents that exist ask for these blockers (each with what it blocks). */
function totalCostToBlock(g: Game, blockers: readonly (readonly [GameObject, GameObject])[]): string {
  let total = '';
  // Only permanents that exist impose costs: a phased-out one is treated as though it doesn't exist (702.26b).
  for (const src of g.field.existingFor('statics')) {
    const b = g.behaviour(src);
    if (!b?.blockCost) continue;
    for (const [blocker, attacker] of blockers) total += b.blockCost(g, src, blocker, attacker) ?? '';
  }
  return total;
}

/**
 * Pays the total cost to block with these blockers: each defending player pays for the creatures they
 * control (509.1d), from their mana pool (509.1f: partial payments are not allowed). Throws IllegalAction,
 * leaving every pool as it was, when a cost can't be paid.
 */
export function payBlockCosts(g: Game, blockers: readonly (readonly [GameObject, GameObject])[]): void {
  const payers = [...new Set(blockers.map(([blocker]) => g.controller(blocker)))];
  const pools = new Map<PlayerId, Map<string, number>>(payers.map((p) => [p, g.player(p).mana]));
  try {
    for (const payer of payers) {
      const total = totalCostToBlock(
        g,
        blockers.filter(([blocker]) => g.controller(blocker) === payer),
      );
      if (total !== '') g.seams.cards.payMana(g, () => payMana(g.player(payer), total, 0));
    }
  } catch (e) {
    for (const [p, pool] of pools) g.player(p).mana = pool;
    throw e;
  }
}
