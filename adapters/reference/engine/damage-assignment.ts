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
  // 702.22j: blocked by a banding group, the defending player divides the damage among the blockers alone.
  const banded = g.seams.combat.bandingDivides(g, attacker, blockers);
  const chosen = g.takeCombatDamageChoice(attacker, 'attacker');
  if (!chosen) return defaultAssignment(g, attacker, blockers, power, pending, banded);
  return checkedAssignment(g, attacker, blockers, power, pending, chosen, banded);
}

/**
 * How a blocking creature's combat damage is divided among the attackers it blocks (510.1d): the stated
 * division, checked as 510.1d has it in the edition (or freely, when banding gives the active player the
 * division, 702.22k), or else lethal damage to each in turn and the rest to the last one.
 */
export function assignBlockingDamage(
  g: Game,
  blocker: GameObject,
  attackers: Permanent[],
  power: number,
  pending: ReadonlyMap<string, number>,
): { to: Permanent; amount: number }[] {
  const chosen = g.takeCombatDamageChoice(blocker, 'blocker');
  if (!chosen) return defaultBlockingAssignment(g, blocker, attackers, power, pending);
  const illegal = illegalFor(blocker);
  const out: { to: Permanent; amount: number }[] = [];
  let total = 0;
  for (const [to, amount] of Object.entries(chosen.assign)) {
    const attacker = attackers.find((a) => a.id === to);
    if (!attacker) throw illegal(`${to} is not a creature it blocks (510.1d)`);
    total += amount;
    if (amount > 0) out.push({ to: attacker, amount });
  }
  if (total !== power) throw illegal(`it assigns ${power} damage (510.1a), not ${total}`);
  const partial = attackers.filter((a) => {
    const n = chosen.assign[a.id] ?? 0;
    return n > 0 && n < g.seams.combat.lethalDamage(g, blocker, a, pending);
  });
  // 509.3 and 510.1d before 2024-11-08, unless banding gives the active player the division "as they choose" (702.22k).
  if (!someOrderAllows(g, partial, g.seams.combat.bandingDivides(g, blocker, attackers)))
    throw illegal(
      `no damage assignment order lets ${partial.map((a) => a.id).join(' and ')} both be assigned less than lethal damage (509.3, 510.1d)`,
    );
  return out;
}

/** A blocker's division without a stated one: lethal damage to each attacker in turn, the rest to the last (510.1d). */
export function defaultBlockingAssignment(
  g: Game,
  blocker: GameObject,
  attackers: Permanent[],
  power: number,
  pending: ReadonlyMap<string, number>,
): { to: Permanent; amount: number }[] {
  return lethalInTurn(g, blocker, attackers, power, pending, true).out;
}

/**
 * Lethal damage to each creature in turn (510.1c-d), the rest to the last one when `restToLast`;
 * returns the division and the damage left over (what a trampler assigns to what it attacks).
 */
function lethalInTurn(
  g: Game,
  source: GameObject,
  creatures: Permanent[],
  power: number,
  pending: ReadonlyMap<string, number>,
  restToLast: boolean,
): { out: { to: Permanent; amount: number }[]; left: number } {
  const out: { to: Permanent; amount: number }[] = [];
  let left = power;
  creatures.forEach((c, i) => {
    const lethal = g.seams.combat.lethalDamage(g, source, c, pending);
    const amount = i === creatures.length - 1 && restToLast ? left : Math.min(left, lethal);
    if (amount > 0) out.push({ to: c, amount });
    left -= amount;
  });
  return { out, left };
}

/** The error for an assignment the rules forbid (510.1e), naming the creature whose damage it divides. */
function illegalFor(creature: GameObject): (why: string) => IllegalAction {
  return (why) => new IllegalAction(`combat damage assignment for ${creature.id} is illegal (510.1e): ${why}`);
}

/**
 * 509.2-509.3 and 510.1c-d before 2024-11-08: damage goes along a damage assignment order, each creature
 * lethal damage before the next, so some order allows a division only if at most one creature is
 * assigned some damage but less than lethal (`partial`); the vocabulary does not state the order the
 * player chose. Banding's free division (702.22j-k) and later editions have no order.
 */
function someOrderAllows(g: Game, partial: readonly GameObject[], freeDivision: boolean): boolean {
  return !g.rules['RR-DAMAGE-ASSIGNMENT-ORDER'] || partial.length <= 1 || freeDivision;
}

/** 702.19b with 702.22j: a trampler assigns damage to what it attacks, unless a banding group blocking it divides its damage among themselves. */
function tramples(g: Game, attacker: GameObject, blockers: readonly Permanent[], banded: boolean): boolean {
  return g.has(attacker, 'trample') && !(banded && blockers.length > 0);
}

/**
 * Lethal damage a blocker still needs (510.1c, 702.19b): its toughness less damage already marked and
 * damage other creatures are assigning it in this step; with deathtouch any damage is lethal (702.2c).
 */
export function lethalDamage(
  g: Game,
  source: GameObject,
  creature: Permanent,
  pending: ReadonlyMap<string, number>,
): number {
  const left = Math.max(0, g.characteristics(creature).toughness - creature.damage - (pending.get(creature.id) ?? 0));
  return g.has(source, 'deathtouch') ? Math.min(1, left) : left;
}

/**
 * The division an attacker without a chosen one makes: lethal damage to each blocker in the order
 * given, all that is left to the last one (510.1c), or with trample to the player or permanent it
 * attacks (702.19b); with trample and no blockers left, everything goes there (702.19d). Divided by the
 * defending player because of banding (702.22j), it goes among the blockers only.
 */
export function defaultAssignment(
  g: Game,
  attacker: GameObject,
  blockers: Permanent[],
  power: number,
  pending: ReadonlyMap<string, number>,
  banded = false,
): DamageAssignment[] {
  const trample = tramples(g, attacker, blockers, banded);
  const { out, left } = lethalInTurn(g, attacker, blockers, power, pending, !trample);
  return left > 0 && trample ? [...out, { to: 'attacked', amount: left }] : out;
}

/** The attacking player's division, if the rules allow it (510.1e); an illegal one rejects the action. */
function checkedAssignment(
  g: Game,
  attacker: GameObject,
  blockers: Permanent[],
  power: number,
  pending: ReadonlyMap<string, number>,
  chosen: CombatDamageAssignment,
  banded: boolean,
): DamageAssignment[] {
  const illegal = illegalFor(attacker);
  // 702.22j: the defending player "can divide that creature's combat damage as they choose among any creatures blocking it".
  const trample = tramples(g, attacker, blockers, banded);
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
  const short = blockers.filter(
    (b) => (chosen.assign[b.id] ?? 0) < g.seams.combat.lethalDamage(g, attacker, b, pending),
  );
  // 702.19b: damage goes to what a trampler attacks only once every blocker is assigned lethal damage.
  if (toAttacked > 0 && short.length > 0) throw illegal(`${short[0]!.id} is not assigned lethal damage (702.19b)`);
  const partial = short.filter((b) => (chosen.assign[b.id] ?? 0) > 0);
  if (!someOrderAllows(g, partial, banded))
    throw illegal(
      `no damage assignment order lets ${partial.map((b) => b.id).join(' and ')} both be assigned less than lethal damage (509.2, 510.1c)`,
    );
  if (toAttacked > 0) out.push({ to: 'attacked', amount: toAttacked });
  return out;
}
