import type { Action, Choices } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { ActionContext, Built } from './build-context.js';
import type { Activation, PoolCard } from './card-pool.js';
import type { ActionPlan } from './plan.js';

/**
 * What some spells of the pool need beyond a target: the card a Wish asks for, the modes and targets of a
 * modal spell, the X in the mana paid. Each stays a legal cast the reference engine can play: a Wish naming
 * a card that is not outside the game finds nothing (the cast is legal), and every mode's target is of the
 * kind that mode asks for.
 */
export interface SpellExtras {
  targets?: string[];
  choices?: Choices;
  /** The mana added for the cast when it is not the whole mana cost (creatures convoke for some of it). */
  mana?: string;
}

/**
 * A Wish ("a card you own from outside the game") names a card its caster owns on the battlefield: a
 * phased-out one is still on the battlefield (702.26d, Wish rulings 2007-09-16: "Can't acquire cards that
 * are phased out"), so nothing is fetched; every other step of the spell still happens. Half the time the
 * name is taken from the caster's phased-out permanents at the start, when there are some.
 */
function wishChoice(a: ActionPlan, ctx: ActionContext, caster: string): SpellExtras {
  const owned = ctx.permanents.filter((p) => p.setup.owner === caster && p.setup.zone === 'battlefield');
  const out = owned.filter((p) => p.setup.phased !== undefined && p.setup.phased !== 'in');
  const from = out.length > 0 && a.step % 2 === 0 ? out : owned;
  const named = from[a.objects[0]! % Math.max(1, from.length)];
  return named ? { choices: { card: named.card.name } } : {};
}

/**
 * Unite the Coalition ("Choose five. You may choose the same mode more than once."): the first modes phase
 * permanents out, a later one deals 2 damage to the same creatures, so the spell's later instructions meet
 * what its earlier ones phased out (702.26b: from then on it is treated as though it doesn't exist, 608.2c:
 * the instructions are followed in order). Modes are listed in printed order, each with one target of its
 * kind: 1 a permanent, 2 a player, 4 any target (a creature here).
 */
function modalChoice(a: ActionPlan, ctx: ActionContext, caster: string): SpellExtras | undefined {
  const creatures = ctx.permanents.filter(
    (p) => p.card.role === 'creature' && p.setup.zone === 'battlefield' && (p.setup.phased ?? 'in') === 'in',
  );
  if (creatures.length === 0) return undefined;
  const pick = (k: number) => creatures[k % creatures.length]!.setup.id;
  const first = pick(a.objects[0]!);
  const second = pick(a.objects[1] ?? a.objects[0]! + 1);
  const inGame = ctx.players.filter((p) => !ctx.left.has(p));
  const player = inGame[a.player % inGame.length] ?? caster;
  if (a.step % 2 === 0) return { targets: [first, second, player, first, second], choices: { mode: [1, 1, 2, 4, 4] } };
  return { targets: [first, player, first, second, player], choices: { mode: [1, 2, 4, 4, 4] } };
}

/**
 * Clever Concealment ("Convoke ... Any number of target nonland permanents you control phase out."): one to
 * three of its caster's phased-in nonland permanents, half the time with an Aura or Equipment named before the
 * creature it is attached to (702.26h: the set phases out at once, the attachment indirectly); zero to two of
 * the caster's untapped creatures convoke, each tapped to pay {1} of its cost (702.51a), the rest added as mana.
 */
function convokeChoice(a: ActionPlan, ctx: ActionContext, caster: string, cost: string): SpellExtras | undefined {
  const mine = ctx.permanents.filter(
    (p) =>
      p.controller === caster &&
      p.setup.zone === 'battlefield' &&
      (p.setup.phased ?? 'in') === 'in' &&
      !catalogueCard(p.card.name)?.types.includes('Land'),
  );
  if (mine.length === 0) return undefined;
  const named = [...new Set(a.objects.map((k) => mine[k % mine.length]!))];
  const riders = mine.filter((p) => p.setup.attachedTo === named[0]!.setup.id && !named.includes(p));
  const targets = [...(a.step % 2 === 0 ? riders.slice(0, 1) : []), ...named].map((p) => p.setup.id);
  const untapped = mine.filter((p) => p.card.role === 'creature' && p.setup.tapped !== true);
  const generic = Number(/^\{(\d+)\}/.exec(cost)?.[1] ?? 0);
  const convoke = untapped.slice(0, Math.min(generic, a.player % 3)).map((p) => p.setup.id);
  const rest = generic - convoke.length;
  const mana = cost.replace(/^\{\d+\}/, rest > 0 ? `{${rest}}` : '');
  return { targets, mana, ...(convoke.length > 0 ? { choices: { convoke } } : {}) };
}

/** The targets and choices a cast of `spell` names beyond the plain ones; undefined when it can't be cast here. */
export function spellExtras(
  spell: PoolCard,
  a: ActionPlan,
  ctx: ActionContext,
  caster: string,
): SpellExtras | undefined {
  if (spell.wish) return wishChoice(a, ctx, caster);
  if (spell.convoke) return convokeChoice(a, ctx, caster, catalogueCard(spell.name)?.manaCost ?? '');
  if (spell.modal) return modalChoice(a, ctx, caster);
  if (spell.targetsCreature) {
    // "Up to X target creatures": a creature phased in at the start, if there is one.
    const creatures = ctx.permanents.filter(
      (p) => p.card.role === 'creature' && p.setup.zone === 'battlefield' && (p.setup.phased ?? 'in') === 'in',
    );
    const target = creatures[a.objects[0]! % Math.max(1, creatures.length)];
    return target ? { targets: [target.setup.id] } : undefined;
  }
  return {};
}

/** The mana paid for a cost with X in it: the X chosen as that much generic mana (107.3a, 601.2f). */
export function manaFor(cost: string, x: number | undefined): string {
  return x === undefined ? cost : cost.replace('{X}', `{${x}}`);
}

/**
 * With a spell that counters a spell of one mana value (Spell Snare) in the pool, one ordinary cast in eight
 * is answered: the next player still in the game casts it at the spell while it is on the stack, then both
 * are resolved (a counter that its target doesn't allow is rejected, 601.2c, and the spell resolves alone;
 * the second resolve then finds the stack empty). The mana value of a spell on the stack counts its X as
 * chosen (202.3e).
 */
export function response(
  a: ActionPlan,
  ctx: ActionContext,
  spellId: string,
  caster: string,
): { objects: { id: string; card: string; owner: string; zone: 'hand' }[]; actions: Action[] } | undefined {
  const answer = ctx.spells.find((s) => s.answersSpell);
  const cost = answer && catalogueCard(answer.name)?.manaCost;
  if (!answer || !cost || a.variant % 8 !== 5 || !ctx.caps.has('observe.rejections')) return undefined;
  const seats = ctx.players.length;
  const from = ctx.players.indexOf(caster);
  let by: string | undefined;
  for (let k = 1; k < seats && by === undefined; k++) {
    const p = ctx.players[(from + k) % seats]!;
    if (!ctx.left.has(p)) by = p;
  }
  if (by === undefined) return undefined;
  const id = `s${ctx.index + 1}-answer`;
  const label = `a${ctx.index + 1}-answer`;
  return {
    objects: [{ id, card: answer.name, owner: by, zone: 'hand' }],
    actions: [
      { do: 'addMana', label: `${label}-mana`, player: by, mana: cost },
      { do: 'cast', label, player: by, object: id, targets: [spellId] },
      { do: 'resolve', label: `${label}-resolve` },
    ],
  };
}

/**
 * What an activation names beyond its target: for a "Sacrifice a creature" cost, a creature its controller
 * controls at the start, phased out or not (a phased-out one can't be sacrificed, 702.26b: the activation is
 * rejected); its "any target" is then a creature, or with `untilEndOfTurn` a player.
 */
export function activationExtras(
  activation: Activation,
  a: ActionPlan,
  ctx: ActionContext,
  source: Built,
): { choices?: Choices; targets?: string[] } {
  if (!activation.sacrifices) return {};
  const creatures = ctx.permanents.filter(
    (p) => p.card.role === 'creature' && p.setup.zone === 'battlefield' && p.controller === source.controller,
  );
  const fodder = creatures[(a.objects[2] ?? a.player) % Math.max(1, creatures.length)];
  const inGame = ctx.players.filter((p) => !ctx.left.has(p));
  const all = ctx.permanents.filter((p) => p.card.role === 'creature' && p.setup.zone === 'battlefield');
  const creature = all[(a.objects[1] ?? a.step) % Math.max(1, all.length)]?.setup.id;
  const target = a.untilEndOfTurn || creature === undefined ? inGame[a.player % inGame.length] : creature;
  return {
    ...(fodder ? { choices: { sacrifice: fodder.setup.id } } : {}),
    ...(target !== undefined ? { targets: [target] } : {}),
  };
}
