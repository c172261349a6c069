import type { CombatDamageAssignment } from '../../../harness/generated/fixture.js';
import { IllegalAction } from './errors.js';
import type { DamageAssignment, Game } from './game-interface.js';
import type { GameObject, Permanent } from './types.js';

/**
 * How a blocked attacker's combat damage is assigned (510.1c, 702.19b, d): the attacking player's
 * division when the fixture gives one (an `advance` action's `combatDamage`), checked against the
 * rules of the edition (510.1e: an assignment that breaks them is illegal), or else the default
 * division the vocabulary documents.
 */
export function assignBlockedDamage(
  g: Game,
  attacker: GameObject,
  blockers: Permanent[],
  power: number,
  pending: ReadonlyMap<string, number>,
): DamageAssignment[] {
  const chosen = g.takeCombatDamageChoice(attacker);
  if (!chosen) return defaultAssignment(g, attacker, blockers, power, pending);
  return checkedAssignment(g, attacker, blockers, power, pending, chosen);
}

/**
 * Lethal damage a blocker still needs (510.1c, 702.19b): its toughness less damage already marked and
 * damage other creatures are assigning it in this step; with deathtouch any damage is lethal (702.2c).
 */
export function lethalDamage(
  g: Game,
  attacker: GameObject,
  blocker: Permanent,
  pending: ReadonlyMap<string, number>,
): number {
  const left = Math.max(0, g.characteristics(blocker).toughness - blocker.damage - (pending.get(blocker.id) ?? 0));
  return g.has(attacker, 'deathtouch') ? Math.min(1, left) : left;
}

/**
 * The division an attacker without a chosen one makes: lethal damage to each blocker in the order
 * given, all that is left to the last one (510.1c), or with trample to the player or permanent it
 * attacks (702.19b); with trample and no blockers left, everything goes there (702.19d).
 */
export function defaultAssignment(
  g: Game,
  attacker: GameObject,
  blockers: Permanent[],
  power: number,
  pending: ReadonlyMap<string, number>,
): DamageAssignment[] {
  const trample = g.has(attacker, 'trample');
  const out: DamageAssignment[] = [];
  let left = power;
  blockers.forEach((b, i) => {
    const lethal = lethalDamage(g, attacker, b, pending);
    const amount = i === blockers.length - 1 && !trample ? left : Math.min(left, lethal);
    if (amount > 0) out.push({ to: b, amount });
    left -= amount;
  });
  if (left > 0 && trample) out.push({ to: 'attacked', amount: left });
  return out;
}

/** The attacking player's division, if the rules allow it (510.1e); an illegal one rejects the action. */
function checkedAssignment(
  g: Game,
  attacker: GameObject,
  blockers: Permanent[],
  power: number,
  pending: ReadonlyMap<string, number>,
  chosen: CombatDamageAssignment,
): DamageAssignment[] {
  const illegal = (why: string) =>
    new IllegalAction(`combat damage assignment for ${attacker.id} is illegal (510.1e): ${why}`);
  const trample = g.has(attacker, 'trample');
  const attacked = attacker.combat?.attacking;
  const out: DamageAssignment[] = [];
  let total = 0;
  let toAttacked = 0;
  for (const [to, amount] of Object.entries(chosen.assign)) {
    total += amount;
    const blocker = blockers.find((b) => b.id === to);
    if (blocker) {
      if (amount > 0) out.push({ to: blocker, amount });
    } else if (trample && to === attacked) {
      toAttacked += amount;
    } else {
      // 510.1c: only the creatures blocking it now (one removed from combat, 506.4, is not among them);
      // 702.19b: with trample, also what it attacks.
      throw illegal(`${to} is not ${trample ? 'blocking it or what it attacks' : 'a creature blocking it'}`);
    }
  }
  if (total !== power) throw illegal(`it assigns ${power} damage (510.1a), not ${total}`);
  const short = blockers.filter((b) => (chosen.assign[b.id] ?? 0) < lethalDamage(g, attacker, b, pending));
  // 702.19b: damage goes to what a trampler attacks only once every blocker is assigned lethal damage.
  if (toAttacked > 0 && short.length > 0) throw illegal(`${short[0]!.id} is not assigned lethal damage (702.19b)`);
  // 509.2 and 510.1c before 2024-11-08: damage goes along a damage assignment order, each blocker
  // lethal damage before the next; some order allows the division only if at most one blocker is
  // assigned some damage but less than lethal (the vocabulary does not state the order the player chose).
  const partial = short.filter((b) => (chosen.assign[b.id] ?? 0) > 0);
  if (g.rules['RR-DAMAGE-ASSIGNMENT-ORDER'] && partial.length > 1)
    throw illegal(
      `no damage assignment order lets ${partial.map((b) => b.id).join(' and ')} both be assigned less than lethal damage (509.2, 510.1c)`,
    );
  if (toAttacked > 0) out.push({ to: 'attacked', amount: toAttacked });
  return out;
}
