import type { Action, CombatDamageAssignment } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { ActionContext, Built, BuiltActions } from './build-context.js';
import type { ActionPlan } from './plan.js';

/**
 * The starting active player's next declare attackers step, and one of their creatures attacking
 * the next player (phased-out or summoning-sick ones included: those attacks are illegal); with
 * `untilEndOfTurn`, a block by the defending player and the rest of combat.
 */
export function attack(a: ActionPlan, ctx: ActionContext, checkpoint: Action): BuiltActions {
  const mine = ctx.permanents.filter(
    (p) => p.setup.zone === 'battlefield' && p.card.role === 'creature' && p.controller === ctx.caster,
  );
  if (mine.length === 0 || ctx.left.has(ctx.caster)) return { actions: [checkpoint], objects: [] };
  const attacking = mine[a.objects[0]! % mine.length]!;
  const attacker = attacking.setup.id;
  const others = ctx.players.filter((p) => p !== ctx.caster && !ctx.left.has(p));
  const defending = others[a.player % others.length]!;
  // Sometimes a planeswalker the defending player controls is attacked instead (506.3, 508.1b).
  const walker = ctx.permanents.find(
    (p) => p.card.loyalty !== undefined && p.controller === defending && p.setup.zone === 'battlefield',
  );
  const attacked = walker && a.step % 2 === 1 ? walker.setup.id : defending;
  const label = `a${ctx.index + 1}`;
  const actions: Action[] = [
    { do: 'advance', label: `${label}-combat`, to: { step: 'declareAttackers', turnOf: ctx.caster } },
    { do: 'declareAttackers', label, attackers: [{ attacker, defending: attacked }] },
  ];
  // Sometimes the defending player blocks with one of their creatures (phased-out, tapped or stolen
  // ones included: those blocks are illegal), and combat runs on to its damage (510) and end (511).
  // An attack the engine rejected leaves no declare blockers step to reach (508.8): the reference
  // engine cannot play that scenario, so it is discarded, never charged to the engine under test.
  const theirs = ctx.permanents.filter(
    (p) => p.setup.zone === 'battlefield' && p.card.role === 'creature' && p.controller === defending,
  );
  if (a.untilEndOfTurn && theirs.length > 0) {
    const first = (a.objects[1] ?? a.step) % theirs.length;
    const blocker = theirs[first]!.setup.id;
    const second = doubleBlock(a, ctx, theirs, first);
    actions.push(
      { do: 'advance', label: `${label}-blocks`, to: { step: 'declareBlockers', turnOf: ctx.caster } },
      {
        do: 'declareBlockers',
        label: `${label}-block`,
        blockers: [{ blocker, attacker }, ...(second ? [{ blocker: second, attacker }] : [])],
      },
    );
    // Sometimes the blocker, the attacker or the attacked planeswalker phases out after blocks: it is
    // removed from combat (506.4), an attacker stays blocked though its blocker is gone (509.1h), and
    // creatures attacking a planeswalker that left combat keep attacking (506.4c).
    const leaves = [blocker, attacker, ...(attacked === defending ? [] : [attacked])];
    if (a.namesTurn && ctx.caps.has('effect.phase-out'))
      actions.push({
        do: 'phaseOut',
        label: `${label}-leaves-combat`,
        objects: [leaves[a.objects.at(-1)! % leaves.length]!],
      });
    const end: Action = { do: 'advance', label: `${label}-after-combat`, to: { step: 'end', turnOf: ctx.caster } };
    actions.push(second ? { ...end, combatDamage: [divide(a, attacking, blocker, second)] } : end);
  }
  return { objects: [], actions };
}

/**
 * A second blocker, with `combat.damage-assignment` only: the attacker's damage is then divided among two
 * creatures, a division the scenario must state, since the rules leave it to the attacking player (510.1c).
 */
function doubleBlock(a: ActionPlan, ctx: ActionContext, theirs: readonly Built[], first: number): string | undefined {
  if (theirs.length < 2 || a.objects.length < 3 || !ctx.caps.has('combat.damage-assignment')) return undefined;
  return theirs[(first + 1) % theirs.length]!.setup.id;
}

/**
 * The attacker's combat damage split between its two blockers: its printed power and +1/+1 counters, one
 * or two to the second blocker and the rest to the first. Where an effect changed its power, or an older
 * edition wants lethal damage to the first blocker before any to the next, the division is illegal and the
 * engine must reject the advance (510.1c), as the reference engine does.
 */
function divide(a: ActionPlan, attacking: Built, first: string, second: string): CombatDamageAssignment {
  const printed = catalogueCard(attacking.card.name)?.power;
  const power = (typeof printed === 'number' ? printed : 0) + (attacking.setup.counters?.['+1/+1'] ?? 0);
  const toSecond = Math.min(power, 1 + (a.step % 2));
  return { attacker: attacking.setup.id, assign: { [first]: power - toSecond, [second]: toSecond } };
}
