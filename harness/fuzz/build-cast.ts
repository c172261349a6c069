import type { Action, TriggerChoice } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { ActionContext, Built, BuiltActions } from './build-context.js';
import type { PoolCard } from './card-pool.js';
import type { ActionPlan } from './plan.js';
import { manaFor, response, spellExtras } from './build-spell-choices.js';
import { afterEntering } from './enters-trigger.js';
import { afterReturning, watchedTarget } from './returned.js';

/**
 * With `observe.rejections`, one cast in eight is one the rules forbid, which the engine must reject:
 * without its mana (601.2h), from the graveyard without flashback (601.2a, 702.34a), with one target too
 * many (601.2c), or in the cleanup step, where no player receives priority (514.3).
 */
type CastFlaw = 'none' | 'unpaid' | 'from-graveyard' | 'extra-target' | 'at-cleanup';
const FLAWS: readonly CastFlaw[] = ['unpaid', 'from-graveyard', 'extra-target', 'at-cleanup'];

function castFlaw(a: ActionPlan, ctx: ActionContext): CastFlaw {
  return ctx.caps.has('observe.rejections') ? (FLAWS[a.variant] ?? 'none') : 'none';
}

/** The targets a cast names: a permanent or a player as the spell asks, and one more when flawed so. */
function castTargets(spell: PoolCard, a: ActionPlan, ctx: ActionContext, flaw: CastFlaw): string[] {
  const { onBattlefield } = ctx;
  const inGame = ctx.players.filter((p) => !ctx.left.has(p));
  const permanent = (k: number) => onBattlefield[k % Math.max(1, onBattlefield.length)];
  const wanted = spell.targets
    ? (watchedTarget(spell, a, ctx) ?? permanent(a.objects[0]!))
    : spell.targetsPlayer
      ? inGame[a.player % inGame.length]
      : undefined;
  const extra = flaw === 'extra-target' ? permanent(a.objects[1] ?? a.step + 1) : undefined;
  return [wanted, extra].filter((t): t is string => t !== undefined);
}

/** The target of a permanent spell's enters trigger: a creature an opponent of its caster controls in the setup. */
function entersTriggerTarget(
  spell: PoolCard,
  id: string,
  caster: string,
  ctx: ActionContext,
): { triggers?: TriggerChoice[] } {
  const ability = spell.entersTargetingOpponentCreature;
  if (ability === undefined) return {};
  const theirs = ctx.permanents.find(
    (p) => p.card.role === 'creature' && p.setup.zone === 'battlefield' && !p.setup.phased && p.controller !== caster,
  );
  return theirs ? { triggers: [{ source: id, ability, targets: [theirs.setup.id] }] } : {};
}

/**
 * Who casts: the active player, or with `untilEndOfTurn` for an instant the next player still in the game
 * (any player may cast an instant when they have priority, 117.1a): Teferi's Protection then protects a
 * player the active one may attack or target.
 */
function castBy(spell: PoolCard, a: ActionPlan, ctx: ActionContext): string {
  if (!a.untilEndOfTurn || !catalogueCard(spell.name)?.types.includes('Instant')) return ctx.caster;
  const seats = ctx.players.length;
  const from = ctx.players.indexOf(ctx.caster);
  for (let k = 1; k < seats; k++) {
    const p = ctx.players[(from + k) % seats]!;
    if (!ctx.left.has(p)) return p;
  }
  return ctx.caster;
}

/** Mana added, the spell cast (at a permanent or a player when it targets), then resolved: three actions. */
export function castSpell(a: ActionPlan, ctx: ActionContext, checkpoint: Action): BuiltActions {
  const commander = ctx.commandZone[0];
  if (commander && a.variant >= FLAWS.length) return castCommander(commander, ctx);
  const spell = drawnSpell(a, ctx);
  const cost = spell && (spell.flashback ?? spell.bestow ?? catalogueCard(spell.name)?.manaCost);
  if (!spell || !cost || (spell.targets && ctx.onBattlefield.length === 0))
    return { actions: [checkpoint], objects: [] };
  const id = `s${ctx.index + 1}`;
  const label = `a${ctx.index + 1}`;
  const flaw = castFlaw(a, ctx);
  const caster = castBy(spell, a, ctx);
  const extras = spellExtras(spell, a, ctx, caster);
  if (!extras) return { actions: [checkpoint], objects: [] };
  const targets = extras.targets ?? castTargets(spell, a, ctx, flaw);
  const x = spell.x ? 1 + (a.step % 3) : undefined;
  const answer =
    flaw === 'none' && !spell.entersTrigger && !spell.permanentSpell ? response(a, ctx, id, caster) : undefined;
  const returned = spell.returnsTarget ? ctx.permanents.find((p) => p.setup.id === targets[0]) : undefined;
  if (returned?.card.targetsAsItEnters) return { actions: [checkpoint], objects: [] };
  // A permanent spell is on the battlefield once resolved: later actions may phase it out or destroy it.
  if (spell.entersTrigger || spell.permanentSpell) ctx.onBattlefield.push(id);
  const zone = spell.flashback !== undefined || flaw === 'from-graveyard' ? 'graveyard' : 'hand';
  return {
    objects: [{ id, card: spell.name, owner: caster, zone }, ...(answer?.objects ?? [])],
    actions: [
      ...(flaw === 'at-cleanup'
        ? [{ do: 'advance', label: `${label}-cleanup`, to: { step: 'cleanup', turnOf: ctx.caster } } as Action]
        : []),
      ...(flaw === 'unpaid'
        ? []
        : [{ do: 'addMana', label: `${label}-mana`, player: caster, mana: extras.mana ?? manaFor(cost, x) } as Action]),
      {
        do: 'cast',
        label,
        player: caster,
        object: id,
        ...(targets.length > 0 ? { targets } : {}),
        ...(x !== undefined ? { x } : {}),
        ...(spell.bestow ? { choices: { bestow: true } } : {}),
        ...(extras.choices ? { choices: extras.choices } : {}),
      },
      ...(answer?.actions ?? []),
      // With `namesTurn` the spell stays on the stack: the next actions happen while it waits (its target
      // may phase out, 608.2b; its caster may leave, 800.4a), and the next advance resolves it.
      ...(a.namesTurn
        ? []
        : [
            { do: 'resolve', label: `${label}-resolve`, ...entersTriggerTarget(spell, id, caster, ctx) } as Action,
            ...afterEntering(spell, a, ctx, id, label),
            ...afterReturning(spell, a, ctx, targets[0], label),
          ]),
    ],
  };
}

/**
 * The spell a cast draws from the pool; a spell that only answers another (Spell Snare) stands for the next
 * one in the pool, answered.
 */
function drawnSpell(a: ActionPlan, ctx: ActionContext): PoolCard | undefined {
  const n = ctx.spells.length;
  for (let k = 0; k < n; k++) {
    const spell = ctx.spells[(a.spell + k) % n]!;
    if (!spell.answersSpell) return spell;
  }
  return undefined;
}

/**
 * The caster's commander cast from the command zone for its mana cost, the first time with no tax (903.8):
 * mana added, the cast, the resolution.
 */
function castCommander(commander: Built, ctx: ActionContext): BuiltActions {
  ctx.commandZone.length = 0;
  const id = commander.setup.id;
  const label = `a${ctx.index + 1}`;
  const cost = catalogueCard(commander.card.name)?.manaCost ?? '';
  ctx.onBattlefield.push(id);
  return {
    objects: [],
    actions: [
      ...(cost === '' ? [] : [{ do: 'addMana', label: `${label}-mana`, player: ctx.caster, mana: cost } as Action]),
      { do: 'cast', label, player: ctx.caster, object: id },
      { do: 'resolve', label: `${label}-resolve` },
    ],
  };
}
