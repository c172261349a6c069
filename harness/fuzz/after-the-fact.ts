import type { Action } from '../generated/fixture.js';
import type { ActionContext, Built } from './build-context.js';
import type { ActionPlan } from './plan.js';

/** Whether a creature may attack as the setup has it: untapped, phased in, not summoning sick (508.1a, 302.6). */
const ready = (b: Built): boolean =>
  !b.setup.tapped && !b.setup.summoningSick && (b.setup.phased === undefined || b.setup.phased === 'in');

/**
 * An unblocked attack run on to its combat damage step, where the abilities combat damage triggers wait on
 * the stack (the monarch's and the initiative's, 725.2 and 726.2), and, when the plan names fewer than three
 * objects, the attacker phased out before they resolve: the creature that dealt the damage no longer exists
 * (702.26b), but the damage and who controlled it are facts already (903.10a counts a commander's combat
 * damage as it is dealt). Then on to the end step, which resolves what waits.
 */
export function throughCombatDamage(a: ActionPlan, ctx: ActionContext, attacking: Built, label: string): Action[] {
  // An attack the rules forbid (a tapped, phased-out or summoning-sick attacker, 508.1a, 302.6) leaves no
  // combat damage step to reach (508.8): the scenario would be discarded.
  if (!ready(attacking)) return [];
  const attacker = attacking.setup.id;
  const phaseOut: Action[] =
    a.objects.length < 3 && ctx.caps.has('effect.phase-out')
      ? [{ do: 'phaseOut', label: `${label}-after-damage`, objects: [attacker] }]
      : [];
  return [
    { do: 'advance', label: `${label}-damage`, to: { step: 'combatDamage', turnOf: ctx.caster } },
    ...phaseOut,
    { do: 'advance', label: `${label}-after-combat`, to: { step: 'end', turnOf: ctx.caster } },
  ];
}

/**
 * A planeswalker's loyalty ability activated again after its planeswalker phased out and back in the same
 * turn: phasing in is not entering (702.26d), so it is the permanent whose loyalty ability was activated this
 * turn, and a second activation is illegal (606.3) and must be rejected. Only with `untilEndOfTurn`, for an
 * engine that reports rejections and phases permanents out and in by effect; none otherwise.
 */
export function activatedAgainAfterPhasing(
  a: ActionPlan,
  ctx: ActionContext,
  source: Built,
  activate: Action,
): Action[] {
  const { caps } = ctx;
  if (source.card.loyalty === undefined || !a.untilEndOfTurn || a.namesTurn) return [];
  if (!caps.has('observe.rejections') || !caps.has('effect.phase-out') || !caps.has('effect.phase-in')) return [];
  const label = `a${ctx.index + 1}`;
  const id = source.setup.id;
  return [
    { do: 'phaseOut', label: `${label}-phase-out`, objects: [id] },
    { do: 'phaseIn', label: `${label}-phase-in`, objects: [id] },
    { ...activate, label: `${label}-again` },
  ];
}

/**
 * The target of an activated ability that targets: any permanent on the battlefield, or with `untilEndOfTurn`
 * a phased-in creature of the setup when there is one (equip, Vedalken Shackles and Teferi, Master of Time's
 * −3 target creatures), so the activation's timing and cost, not its target, decide whether it is legal.
 */
export function activationTarget(a: ActionPlan, ctx: ActionContext): string {
  const k = a.objects[1] ?? a.step;
  const creatures = ctx.permanents.filter(
    (p) =>
      p.card.role === 'creature' &&
      p.setup.zone === 'battlefield' &&
      (p.setup.phased === undefined || p.setup.phased === 'in'),
  );
  if (a.untilEndOfTurn && creatures.length > 0) return creatures[k % creatures.length]!.setup.id;
  return ctx.onBattlefield[k % ctx.onBattlefield.length]!;
}
