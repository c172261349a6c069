// Targets (115, 601.2c, 608.2b): naming them as a spell or ability is put on the stack, and checking
// them again as it resolves. A phased-out permanent doesn't exist (702.26b), so it is never a legal target.
import {
  enchantCreature,
  type ActivatedAbility,
  type CardBehaviour,
  type StateTrigger,
  type TargetSpec,
  type TriggeredAbility,
} from './card-behaviour.js';
import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import { IllegalAction } from './game.js';
import type { Choices, GameObject, PlayerId, StackItem, Target } from './types.js';

/** Resolves fixture target names into targets, checking them against the specs (601.2c, 115). */
export function chooseTargets(
  g: Game,
  specs: TargetSpec[] | undefined,
  names: string[] | undefined,
  controller: PlayerId,
  what: string,
): Target[] {
  const list = names ?? [];
  if (!specs || specs.length === 0) {
    if (g.seams.cards.wrongTargetCount(g, list.length > 0))
      throw new IllegalAction(`${what} has no targets, but ${list.length} were given`);
    return [];
  }
  const targets: Target[] = [];
  let i = 0;
  for (const spec of specs) {
    const min = spec.min ?? spec.count;
    const mine = list.slice(i, i + spec.count);
    if (g.seams.cards.wrongTargetCount(g, mine.length < min))
      throw new IllegalAction(
        `${what} needs ${min === spec.count ? spec.count : `at least ${min}`} target(s): ${spec.describe}`,
      );
    i += mine.length;
    // 601.2c: one instance of "target" ("two target creatures") can't choose the same object twice.
    if (new Set(mine).size < mine.length)
      throw new IllegalAction(`${what}: the same target was chosen twice for ${spec.describe}`);
    for (const name of mine) targets.push(resolveTargetName(g, spec, name, controller, what));
  }
  if (g.seams.cards.wrongTargetCount(g, i < list.length)) throw new IllegalAction(`${what}: too many targets given`);
  return targets;
}

function resolveTargetName(g: Game, spec: TargetSpec, name: string, controller: PlayerId, what: string): Target {
  if (spec.kind === 'spell') {
    const spell = spellOnStack(g, name);
    if (!spell) throw new IllegalAction(`${what}: ${name} is not a spell on the stack`);
    return { object: g.ref(restricted(g, spec, spell.source, controller, `${what}: ${name}`)) };
  }
  if (spec.kind === 'graveyardCard') {
    // "target ... card from a graveyard" (115.1): a card in a graveyard, not a permanent.
    const card = g.cardIn(['graveyard'], name);
    if (!card) throw new IllegalAction(`${what}: ${name} is not a card in a graveyard`);
    return { object: g.ref(restricted(g, spec, card, controller, `${what}: ${name}`)) };
  }
  if (/^[A-F]$/.test(name)) {
    if (spec.kind === 'permanent')
      throw new IllegalAction(`${what}: ${name} is a player, but the target must be ${spec.describe}`);
    const p = g.player(name);
    if (!p.inGame) throw new IllegalAction(`${what}: player ${name} has left the game`);
    if (spec.opponent && name === controller)
      throw new IllegalAction(`${what}: ${name} is not an opponent, but the target must be ${spec.describe}`);
    if (protectedFromTargeting(g, name))
      throw new IllegalAction(`${what}: player ${name} has protection from everything (702.16j)`);
    return { player: name };
  }
  if (spec.kind === 'player') throw new IllegalAction(`${what}: ${name} is not a player`);
  const perm = g.permanentById(name);
  // A phased-out permanent doesn't exist for targeting (702.26b).
  if (!perm)
    throw new IllegalAction(
      `${what}: ${name} is not a permanent on the battlefield that can be targeted${g.isPhasedOut(name) ? ' (it is phased out)' : ''}`,
    );
  return { object: g.ref(restricted(g, spec, perm, controller, `${what}: ${name}`)) };
}

/** Whether an object meets a target's restriction ("target nonblack creature"); a target without one, any object. */
function meets(g: Game, spec: TargetSpec | undefined, o: GameObject, controller: PlayerId): boolean {
  return !spec?.filter || g.seams.cards.targetRestriction(g, spec.filter(g, o, controller));
}

/** The chosen object, if it meets the target's restriction (601.2c); otherwise the choice is illegal. */
function restricted<T extends GameObject>(g: Game, spec: TargetSpec, o: T, controller: PlayerId, chosen: string): T {
  if (!meets(g, spec, o, controller)) throw new IllegalAction(`${chosen} is not ${spec.describe}`);
  return o;
}

/** 702.16j: a player with protection from everything can't be the target of spells or abilities. */
function protectedFromTargeting(g: Game, player: PlayerId): boolean {
  return g.seams.players.protectedFrom(g, player, 'targeting');
}

/** 608.2b: whether a target is still legal as the spell or ability resolves. */
export function targetStillLegal(g: Game, t: Target, spec: TargetSpec | undefined, controller: PlayerId): boolean {
  if ('player' in t) {
    const p = g.players.find((x) => x.id === t.player);
    // 702.16j: a player who gained protection from everything is no longer a legal target (Teferi's Protection ruling 2017-08-25).
    return !!p && p.inGame && !protectedFromTargeting(g, p.id);
  }
  if (spec?.kind === 'graveyardCard') {
    const card = g.cardIn(['graveyard'], t.object);
    return !!card && meets(g, spec, card, controller);
  }
  if (spec?.kind === 'spell') {
    const spell = spellOnStack(g, t.object.id);
    return !!spell && spell.source.incarnation === t.object.incarnation && meets(g, spec, spell.source, controller);
  }
  const perm = g.permanent(t.object);
  return !!perm && meets(g, spec, perm, controller);
}

/** The spell on the stack whose card has this id, if any. */
export function spellOnStack(g: Game, id: string): StackItem | undefined {
  return g.stack.find((s) => s.kind === 'spell' && s.source.id === id);
}

/** The spec each of an item's n targets was chosen for, in order (608.2b checks each against its own). */
function flatSpecs(g: Game, specs: TargetSpec[] | undefined, n: number): (TargetSpec | undefined)[] {
  const out: (TargetSpec | undefined)[] = [];
  for (const s of specs ?? []) for (let k = 0; k < s.count; k++) out.push(s);
  while (out.length < n) out.push(undefined);
  return g.seams.cards.targetSpecs(g, out);
}

/** A spell's target specs: per mode for modal spells, the Aura's enchant restriction for Auras (303.4a). */
export function spellTargetSpecs(b: CardBehaviour | undefined, choices: Choices): TargetSpec[] | undefined {
  // 702.103b: a spell cast bestowed is an Aura spell with enchant creature.
  if (choices['bestow'] === true && b?.bestow) return [enchantCreature];
  return (
    b?.spell?.targetsFor?.(choices) ?? b?.spell?.targets ?? (b?.enchant && !choices['bestow'] ? [b.enchant] : undefined)
  );
}

/** The activated or triggered ability an item on the stack is, as its source's behaviour defines it. */
/** What an item on the stack does: a spell's card, or the card an ability's source had as it was put there. */
export function itemBehaviour(g: Game, item: StackItem): CardBehaviour | undefined {
  const card = item.abilityCard === undefined ? item.source.card : g.seams.cards.abilityCard(g, item, item.abilityCard);
  return g.behaviour({ card });
}

export function abilityOf(
  b: CardBehaviour | undefined,
  item: StackItem,
): ActivatedAbility | TriggeredAbility | StateTrigger | undefined {
  return item.kind === 'activated'
    ? b?.activated?.find((a) => a.key === item.abilityKey)
    : (b?.triggers?.find((t) => t.key === item.abilityKey) ?? b?.stateTriggers?.find((t) => t.key === item.abilityKey));
}

export function allIllegal(g: Game, item: StackItem, specs: TargetSpec[] | undefined): boolean {
  const per = flatSpecs(g, specs, item.targets.length);
  const illegal = item.targets.every((t, i) => !targetStillLegal(g, t, per[i], item.controller));
  return g.seams.cards.fizzles(g, item, illegal);
}

/** The targets of an item that are still legal, in order (illegal ones are not affected, 608.2b). */
export function legalTargets(g: Game, item: StackItem): Target[] {
  const b = itemBehaviour(g, item);
  const specs = item.kind === 'spell' ? spellTargetSpecs(b, item.choices) : abilityOf(b, item)?.targets;
  const per = flatSpecs(g, specs, item.targets.length);
  return item.targets.filter((t, i) => targetStillLegal(g, t, per[i], item.controller));
}

/** The permanents among an item's legal targets (608.2b), resolved as they exist now. */
export function targetObjects(g: Game, item: StackItem): Permanent[] {
  return legalTargets(g, item).flatMap((t) => ('object' in t ? [g.permanent(t.object)!] : []));
}

export function hasAnyLegalTarget(g: Game, specs: TargetSpec[], controller: PlayerId): boolean {
  return g.seams.cards.triggerHasLegalTargets(
    g,
    specs,
    specs.every(
      (s) =>
        (s.min ?? s.count) === 0 || s.kind !== 'permanent' || g.permanents().some((o) => meets(g, s, o, controller)),
    ),
  );
}

export function announceTargets(g: Game, item: StackItem): void {
  for (const t of item.targets) {
    if ('object' in t) {
      const o = g.permanent(t.object);
      if (o) g.emit({ type: 'becomesTarget', obj: o, by: item });
    }
  }
}
