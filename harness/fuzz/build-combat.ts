import type { Action, CombatDamageAssignment } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { ActionContext, Built, BuiltActions } from './build-context.js';
import type { ActionPlan } from './plan.js';
import { throughCombatDamage } from './after-the-fact.js';
import { combatScene } from './combat-scenes.js';

/**
 * A creature that, as set up, may be declared: phased in (702.26b), untapped (508.1a, 509.1a) and, to
 * attack, not summoning sick (302.6). Earlier actions may still change that; the engine has the last word.
 */
function ready(p: Built, attacking: boolean): boolean {
  const phasedIn = p.setup.phased === undefined || p.setup.phased === 'in';
  return phasedIn && p.setup.tapped !== true && !(attacking && p.setup.summoningSick === true);
}

const keyword = (p: Built, key: string): boolean =>
  catalogueCard(p.card.name)?.abilities.some((x) => x.key === key) === true;

/** Whether the blocker's printed keywords let it block the attacker: flying needs flying or reach (702.9b). */
const reaches = (blocker: Built, attacker: Built): boolean =>
  !keyword(attacker, 'flying') || keyword(blocker, 'flying') || keyword(blocker, 'reach');

/**
 * The creatures a declaration picks from: two draws in three only those ready, so most declarations are
 * legal and combat goes on to blocks and damage; the third from all of them (phased-out, tapped and
 * summoning-sick ones included: those declarations are illegal, and the engine must reject them).
 */
function candidates(all: readonly Built[], choice: number, attacking: boolean): readonly Built[] {
  const able = all.filter((p) => ready(p, attacking));
  return choice % 3 === 0 || able.length === 0 ? all : able;
}

/**
 * Who attacks, by `spell` modulo 8: one creature (0-3), so a creature that must attack and is left out
 * shows (508.1d); two (4-6), banded with `combat.banding` (4-5), a band the rules may forbid (702.22c-d);
 * or every creature that is ready (7), the declaration an "attacks each combat if able" asks for.
 */
function attackers(
  a: ActionPlan,
  ctx: ActionContext,
  pool: readonly Built[],
): { ids: string[]; band?: [string, string] } {
  // One draw in two, a creature something is attached to when there is one: an Aura or Equipment changes how
  // it fights (Lure's blocking requirement, Cloak of Invisibility's "can't be blocked except by Walls").
  const dressed = pool.filter((p) => ctx.permanents.some((q) => q.setup.attachedTo === p.setup.id));
  const from = a.variant % 2 === 1 && dressed.length > 0 ? dressed : pool;
  const first = from[a.objects[0]! % from.length]!;
  const shape = a.spell % 8;
  if (shape === 7) {
    const able = pool.filter((p) => ready(p, true));
    return { ids: [first, ...able.filter((p) => p !== first)].map((p) => p.setup.id) };
  }
  if (shape < 4 || pool.length < 2) return { ids: [first.setup.id] };
  const second = pool[(a.objects[0]! + 1 + (a.variant >> 2)) % pool.length]!;
  if (second === first) return { ids: [first.setup.id] };
  const ids: [string, string] = [first.setup.id, second.setup.id];
  return shape < 6 && ctx.caps.has('combat.banding') ? { ids, band: ids } : { ids };
}

/**
 * The starting active player's next declare attackers step, and creatures of theirs attacking the next
 * player or, sometimes, a planeswalker that player controls (506.3); three times in four (`untilEndOfTurn`, or
 * a bit of `variant`), a block by the
 * defending player (two blockers with `combat.damage-assignment`) and the rest of combat; with `namesTurn`,
 * one creature or the attacked planeswalker phasing out mid-combat (506.4), and a checkpoint after it.
 */
export function attack(a: ActionPlan, ctx: ActionContext, checkpoint: Action): BuiltActions {
  const scene = combatScene(a, ctx);
  if (scene) return scene;
  const creatures = (player: string) =>
    ctx.permanents.filter(
      (p) => p.setup.zone === 'battlefield' && p.card.role === 'creature' && p.controller === player,
    );
  const mine = creatures(ctx.caster);
  if (mine.length === 0 || ctx.left.has(ctx.caster)) return { actions: [checkpoint], objects: [] };
  // An unblocked attack run on through combat damage (`namesTurn` without `untilEndOfTurn`) picks among the
  // creatures that may attack when there is one: the designations' combat-damage triggers need it legal.
  const toDamage = a.namesTurn && !a.untilEndOfTurn;
  const pool = candidates(mine, toDamage ? 1 : a.variant, true);
  const declared = attackers(a, ctx, pool);
  const others = ctx.players.filter((p) => p !== ctx.caster && !ctx.left.has(p));
  const defending = others[a.player % others.length]!;
  const walker = ctx.permanents.find(
    (p) => p.card.loyalty !== undefined && p.controller === defending && p.setup.zone === 'battlefield',
  );
  const attacked = walker && a.step % 2 === 1 ? walker.setup.id : defending;
  const label = `a${ctx.index + 1}`;
  const actions: Action[] = [
    { do: 'advance', label: `${label}-combat`, to: { step: 'declareAttackers', turnOf: ctx.caster } },
    {
      do: 'declareAttackers',
      label,
      attackers: declared.ids.map((attacker) => ({ attacker, defending: attacked })),
      ...(declared.band ? { bands: [declared.band] } : {}),
    },
  ];
  // An attack the engine rejected leaves no declare blockers step to reach (508.8): the reference engine
  // cannot play that scenario, so it is discarded, never charged to the engine under test.
  const theirs = candidates(creatures(defending), a.variant, false);
  const blocked = declared.ids[(a.variant >> 3) % declared.ids.length]!;
  const blocking = a.untilEndOfTurn || (a.variant & 8) !== 0;
  const blocks = blocking && theirs.length > 0 ? block(a, ctx, theirs, blocked) : undefined;
  if (blocks) actions.push(...blocks.actions);
  // Unblocked, half the time (`variant` bit 4 clear), on to the combat damage step with its triggers waiting.
  else if (toDamage && (a.variant & 16) === 0) {
    const first = ctx.permanents.find((p) => p.setup.id === declared.ids[0])!;
    return { objects: [], actions: [...actions, ...throughCombatDamage(a, ctx, first, label)] };
  }
  // The blocker, an attacker or the attacked planeswalker phases out: it is removed from combat (506.4), an
  // attacker stays blocked though its blocker is gone (509.1h), and creatures attacking a planeswalker that
  // left combat keep attacking (506.4c). The checkpoint shows who is still in combat.
  const leaves = [...(blocks ? [blocks.blocker] : []), ...declared.ids, ...(attacked === defending ? [] : [attacked])];
  if (a.namesTurn && ctx.caps.has('effect.phase-out'))
    actions.push(
      { do: 'phaseOut', label: `${label}-leaves-combat`, objects: [leaves[a.objects.at(-1)! % leaves.length]!] },
      { do: 'checkpoint', name: `c${ctx.index + 1}-in-combat` },
    );
  // Unblocked, combat sometimes runs on through its damage (510) to the end step too.
  const end: Action = { do: 'advance', label: `${label}-after-combat`, to: { step: 'end', turnOf: ctx.caster } };
  if (blocks || (a.variant & 16) !== 0) actions.push(blocks?.end ?? end);
  return { objects: [], actions };
}

/**
 * The defending player's blockers of one attacker, then an advance through combat damage (510) to the end
 * step. Two draws in three, among their creatures able to block it as set up (ready, and flying or reach
 * against flying); the third among all. With `combat.damage-assignment`, one block in four has two
 * blockers and one every creature of the pool (what Lure requires, 509.1c), the attacker's damage divided
 * among them with that advance.
 */
function block(
  a: ActionPlan,
  ctx: ActionContext,
  theirs: readonly Built[],
  attacker: string,
): { actions: Action[]; blocker: string; end: Action } {
  const label = `a${ctx.index + 1}`;
  const attacking = ctx.permanents.find((p) => p.setup.id === attacker)!;
  const able = theirs.filter((p) => reaches(p, attacking));
  const pool = a.variant % 3 === 0 || able.length === 0 ? theirs : able;
  const first = pool[(a.objects[1] ?? a.step) % pool.length]!;
  const more = ctx.caps.has('combat.damage-assignment') ? others(a, pool, first) : [];
  const ids = [first, ...more].map((p) => p.setup.id);
  const end: Action = { do: 'advance', label: `${label}-after-combat`, to: { step: 'end', turnOf: ctx.caster } };
  return {
    blocker: ids[0]!,
    end: ids.length > 1 ? { ...end, combatDamage: [divide(a, attacking, ids)] } : end,
    actions: [
      { do: 'advance', label: `${label}-blocks`, to: { step: 'declareBlockers', turnOf: ctx.caster } },
      { do: 'declareBlockers', label: `${label}-block`, blockers: ids.map((blocker) => ({ blocker, attacker })) },
    ],
  };
}

/** The blockers beside the first, by `spell` as drawn: none (half the draws), the next one in the pool, or every other one. */
function others(a: ActionPlan, pool: readonly Built[], first: Built): Built[] {
  const rest = pool.filter((p) => p !== first);
  const shape = (a.spell >> 3) % 4;
  if (rest.length === 0 || shape < 2) return [];
  return shape === 2 ? [rest[(pool.indexOf(first) + rest.length) % rest.length]!] : rest;
}

/**
 * The attacker's combat damage divided among its blockers: its printed power and +1/+1 counters, one or
 * two to each blocker after the first and the rest to the first. Where an effect changed its power, or an
 * older edition wants lethal damage to the first blocker before any to the next, the division is illegal
 * and the engine must reject the advance (510.1c), as the reference engine does.
 */
function divide(a: ActionPlan, attacking: Built, blockers: readonly string[]): CombatDamageAssignment {
  const printed = catalogueCard(attacking.card.name)?.power;
  const power = (typeof printed === 'number' ? printed : 0) + (attacking.setup.counters?.['+1/+1'] ?? 0);
  const assign: Record<string, number> = {};
  let left = power;
  for (const b of blockers.slice(1)) {
    assign[b] = Math.min(left, 1 + (a.step % 2));
    left -= assign[b];
  }
  return { attacker: attacking.setup.id, assign: { [blockers[0]!]: left, ...assign } };
}
