import {
  enchantCreature,
  type ActivatedAbility,
  type CardBehaviour,
  type TargetSpec,
  type TriggeredAbility,
} from './card-behaviour.js';
import type { TriggerChoice } from '../../../harness/generated/fixture.js';
import { changeCounters } from './counters.js';
import { castFromCommandZone, commanderTax, mayCastFromCommandZone } from './commander.js';
import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import { IllegalAction, Unsupported } from './game.js';
import { parseMana, payMana, takeSpentTracked } from './mana.js';
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

export function isInstantSpeed(g: Game, obj: GameObject): boolean {
  return obj.card.types.includes('Instant') || g.has(obj, 'flash');
}

/** 307.1: in a main phase of the player's own turn, with the stack empty. */
function canActAtSorcerySpeed(g: Game, player: PlayerId): boolean {
  const permitted = g.active === player && (g.step === 'main1' || g.step === 'main2') && g.stack.length === 0;
  return g.seams.cards.sorceryTiming(g, player, permitted);
}

/** 502.4: no player receives priority in the untap step (the seam decides), nor normally in the cleanup step (514.3). */
function checkPriority(g: Game): void {
  if (!g.seams.untap.priorityNow(g) || g.seams.cards.noPriorityInCleanup(g, g.step === 'cleanup'))
    throw new IllegalAction('no player receives priority in this step');
}

export function cast(
  g: Game,
  player: PlayerId,
  objectId: string,
  targetNames: string[] | undefined,
  x: number,
  choices: Choices,
): StackItem {
  const obj = g.cardIn(['hand', 'command', 'graveyard'], objectId);
  // 903.8: a player may also cast their commander from the command zone. A phased-out commander is on
  // the battlefield, not in the command zone (702.26d), so it can't be cast.
  const fromCommandZone = !!obj && obj.zone === 'command';
  // 702.34a: a card with flashback may be cast from its owner's graveyard for its flashback cost.
  const flashbackCost =
    obj?.zone === 'graveyard' ? g.seams.cards.graveyardCastCost(g, obj, g.behaviour(obj)?.flashback) : undefined;
  if (!obj || (obj.zone === 'graveyard' && !flashbackCost) || obj.owner !== player)
    throw new IllegalAction(
      `${objectId} is not in ${player}'s hand${g.isOnBattlefield(objectId) ? ` (it is on the battlefield${g.isPhasedOut(objectId) ? ', phased out' : ''})` : ''}`,
    );
  if (fromCommandZone && !mayCastFromCommandZone(g, obj, player))
    throw new IllegalAction(`${objectId} is in the command zone but is not ${player}'s commander (903.8)`);
  checkPriority(g);
  if (!isInstantSpeed(g, obj) && !canActAtSorcerySpeed(g, player))
    throw new IllegalAction(`${obj.card.name} can be cast only in ${player}'s main phase with an empty stack`);
  // 205.4e: a legendary instant or sorcery can be cast only by a player who controls a legendary creature or planeswalker.
  const legendarySpell =
    (obj.card.supertypes ?? []).includes('Legendary') &&
    (obj.card.types.includes('Instant') || obj.card.types.includes('Sorcery'));
  if (
    legendarySpell &&
    !g.seams.cards.legendarySpellPermitted(
      g,
      player,
      g
        .permanents()
        .some(
          (o) =>
            g.controller(o) === player &&
            g.characteristics(o).supertypes.has('Legendary') &&
            (g.isType(o, 'Creature') || g.isType(o, 'Planeswalker')),
        ),
    )
  )
    throw new IllegalAction(
      `${obj.card.name} is legendary: ${player} controls no legendary creature or planeswalker (205.4e)`,
    );
  const b = g.behaviour(obj);
  const isPermanentSpell = !obj.card.types.includes('Instant') && !obj.card.types.includes('Sorcery');
  if (!isPermanentSpell && !b?.spell)
    throw new Unsupported(`the reference engine does not implement the spell ${obj.card.name}`);
  if (choices['bestow'] === true && !b?.bestow) throw new IllegalAction(`${obj.card.name} has no bestow ability`);
  const specs = spellTargetSpecs(b, choices);
  const targets = chooseTargets(g, specs, targetNames, player, `casting ${obj.card.name}`);
  // 702.103a: a spell cast bestowed costs its bestow cost rather than its mana cost.
  const baseCost =
    (flashbackCost ?? (choices['bestow'] === true ? b!.bestow! : (obj.card.manaCost ?? ''))) +
    (fromCommandZone ? commanderTax(g, obj) : '');
  const prepared = b?.spell?.prepareCast?.(g, { obj, player, x, choices, targets: targets.length });
  const convoking = convokers(g, obj, player, choices);
  // 601.2h
  g.seams.cards.payMana(g, () => payMana(g.player(player), convoked(g, prepared?.cost ?? baseCost, convoking), x));
  prepared?.payExtra?.();
  for (const c of convoking) g.seams.cards.tapToConvoke(g, c, () => tapPermanent(g, c));
  // 702.34a: "If the flashback cost was paid, exile this card instead of putting it anywhere else any time it would leave the stack."
  if (flashbackCost) obj.memory['castWithFlashback'] = true;
  if (fromCommandZone) castFromCommandZone(g, obj);
  const item: StackItem = {
    uid: g.uid(),
    kind: 'spell',
    controller: player,
    source: obj,
    sourceRef: g.ref(obj),
    abilityKey: 'spell',
    targets,
    x,
    choices,
  };
  obj.zone = 'stack';
  g.stack.push(item);
  // "When that mana is spent to cast ..." looks at the spell as it was just cast.
  for (const tracked of takeSpentTracked(g.player(player))) tracked.onSpent(obj);
  announceTargets(g, item);
  return item;
}

/** 702.51a: the creatures a player taps to convoke a spell (its `convoke` choice): untapped creatures they control. */
function convokers(g: Game, spell: GameObject, player: PlayerId, choices: Choices): Permanent[] {
  const names = choices['convoke'];
  if (names === undefined) return [];
  if (!spell.card.abilities.some((a) => a.key === 'convoke'))
    throw new IllegalAction(`${spell.card.name} has no convoke ability`);
  if (!Array.isArray(names)) throw new IllegalAction('the convoke choice is a list of creature ids');
  const creatures = names.map((name) => {
    // A phased-out creature doesn't exist (702.26b), so it can't be tapped for convoke.
    const perm = g.permanentById(String(name));
    if (!perm || !g.isType(perm, 'Creature') || g.controller(perm) !== player || perm.tapped)
      throw new IllegalAction(`${String(name)} is not an untapped creature ${player} controls (convoke, 702.51a)`);
    return perm;
  });
  if (new Set(creatures).size !== creatures.length) throw new IllegalAction('a creature can convoke a spell only once');
  return creatures;
}

/**
 * 702.51a: the part of a total cost left to pay with mana after the convoking creatures: each pays for
 * one mana of its color, or for {1}. A colored symbol is taken first where the creature has that color.
 */
function convoked(g: Game, cost: string, creatures: GameObject[]): string {
  const symbols = [...parseMana(cost)];
  for (const c of creatures) {
    const colors = g.characteristics(c).colors;
    const colored = symbols.findIndex((s) => colors.has(s));
    const generic = symbols.findIndex((s) => /^\d+$/.test(s) && Number(s) > 0);
    if (colored >= 0) symbols.splice(colored, 1);
    else if (generic >= 0) symbols[generic] = String(Number(symbols[generic]) - 1);
    else throw new IllegalAction(`${c.id} can pay for nothing left in ${cost} (convoke, 702.51a)`);
  }
  return symbols.map((s) => `{${s}}`).join('');
}

export function activate(
  g: Game,
  player: PlayerId,
  sourceId: string,
  key: string,
  targetNames: string[] | undefined,
  x: number,
  choices: Choices,
): StackItem {
  // A phased-out permanent doesn't exist, so its abilities can't be activated (702.26b).
  const obj = g.field.permanentById(sourceId, 'activation');
  if (!obj)
    throw new IllegalAction(
      `${sourceId} is not a permanent on the battlefield${g.isPhasedOut(sourceId) ? ' (it is phased out)' : ''}`,
    );
  if (g.controller(obj) !== player) throw new IllegalAction(`${player} does not control ${sourceId}`);
  checkPriority(g);
  const ability = g.behaviour(obj)?.activated?.find((a) => a.key === key);
  if (!ability) throw new Unsupported(`the reference engine does not implement ability "${key}" of ${obj.card.name}`);
  if (ability.available && !ability.available(g, obj))
    throw new IllegalAction(`${obj.card.name} has no ability "${key}" right now`);
  // 602.5: a static ability of an existing permanent (Faith's Fetters) can forbid the activation.
  if (g.permanents().some((src) => g.behaviour(src)?.forbidsActivation?.(g, src, obj, key) === true))
    throw new IllegalAction(`${key} of ${sourceId} can't be activated`);
  const p = g.player(player);
  // 606.3: loyalty abilities are sorcery-speed unless the permanent says otherwise (Teferi, Master of Time).
  const loyaltySorcerySpeed =
    ability.loyalty !== undefined &&
    !g.seams.cards.loyaltyAtInstantSpeed(g, obj, g.behaviour(obj)?.loyaltyAtInstantSpeed === true);
  if ((ability.sorcerySpeed || loyaltySorcerySpeed) && !canActAtSorcerySpeed(g, player))
    throw new IllegalAction(`${key} can be activated only at sorcery speed`);
  // 606.4: the loyalty cost as it is paid (effects may modify it); it can't remove counters the permanent lacks (601.2h).
  const loyaltyCost = ability.loyalty === undefined ? undefined : g.seams.cards.loyaltyCost(g, obj, ability.loyalty);
  if (loyaltyCost !== undefined) {
    if (p.loyaltyActivatedThisTurn.has(obj.id))
      throw new IllegalAction('a loyalty ability of this permanent was already activated this turn (606.3)');
    const loyalty = obj.counters.get('loyalty') ?? 0;
    if (loyalty + loyaltyCost < 0)
      throw new IllegalAction(`${sourceId} has ${loyalty} loyalty, too little to pay ${key} (606.4)`);
  }
  if (ability.tap) {
    if (obj.tapped) throw new IllegalAction(`${sourceId} is tapped`);
    if (g.isType(obj, 'Creature') && obj.sick && !g.has(obj, 'haste'))
      throw new IllegalAction(`${sourceId} has summoning sickness (302.6)`);
  }
  const targets = chooseTargets(g, ability.targets, targetNames, player, `activating ${obj.card.name} (${key})`);
  // 119.4: a player can pay life only if their life total is at least the amount (and can change, 119.8).
  if (ability.lifeCost !== undefined && !g.canPayLife(p, ability.lifeCost))
    throw new IllegalAction(`${player} can't pay ${ability.lifeCost} life`);
  const poolBefore = p.mana;
  const mana = ability.mana;
  if (mana) g.seams.cards.payMana(g, () => payMana(p, mana, x));
  // 602.2b, 601.2h: the ability's other costs ("Sacrifice a creature") are paid with the rest; one
  // that can't be paid makes the activation illegal, and what was paid is given back (the mana).
  try {
    if (ability.payCost) g.seams.cards.payOtherCosts(g, () => ability.payCost?.(g, obj, choices));
  } catch (e) {
    p.mana = poolBefore;
    throw e;
  }
  if (g.seams.cards.manaSpentOnAbility(g, !!ability.mana)) takeSpentTracked(p); // mana spent on an ability, not a spell
  if (ability.lifeCost !== undefined) p.life -= ability.lifeCost;
  if (g.seams.cards.activationTaps(g, obj, !!ability.tap)) tapPermanent(g, obj);
  if (loyaltyCost !== undefined) {
    changeCounters(obj, 'loyalty', loyaltyCost);
    p.loyaltyActivatedThisTurn.add(obj.id);
  }
  const item: StackItem = {
    uid: g.uid(),
    kind: 'activated',
    controller: player,
    source: obj,
    sourceRef: g.ref(obj),
    abilityKey: key,
    targets,
    x,
    choices,
  };
  // 605.3a: a mana ability doesn't use the stack; it resolves as it is activated.
  if (ability.manaAbility) {
    ability.resolve(g, item);
    return item;
  }
  g.stack.push(item);
  announceTargets(g, item);
  return item;
}

/** Untaps a permanent that exists (702.26b); "whenever ... becomes untapped" abilities see it (Coffin Queen, Tawnos's Coffin). */
export function untapPermanent(g: Game, obj: Permanent): void {
  // 701.26b: "Only tapped permanents can be untapped."
  if (!g.seams.cards.untaps(g, obj, obj.tapped)) return;
  obj.tapped = false;
  g.emit({ type: 'untapped', obj });
}

/** Taps a permanent that exists (702.26b); "tapped" abilities trigger. */
export function tapPermanent(g: Game, obj: Permanent): void {
  if (obj.tapped) return;
  obj.tapped = true;
  g.seams.combat.tapped(g, obj); // 506.4b: tapping an attacking or blocking creature doesn't remove it from combat
  g.emit({ type: 'tapped', obj });
}

function announceTargets(g: Game, item: StackItem): void {
  for (const t of item.targets) {
    if ('object' in t) {
      const o = g.permanent(t.object);
      if (o) g.emit({ type: 'becomesTarget', obj: o, by: item });
    }
  }
}

/** All players pass in succession: the top of the stack resolves (608). */
export function resolveTop(g: Game, extraChoices: Choices, extraTargets: string[] | undefined): void {
  const item = g.stack.pop();
  if (!item) throw new IllegalAction('the stack is empty');
  g.resolving = true;
  try {
    resolveItem(g, item, extraChoices, extraTargets);
  } finally {
    g.resolving = false;
  }
  for (const work of g.afterResolution.splice(0)) work();
}

function resolveItem(g: Game, item: StackItem, extraChoices: Choices, extraTargets: string[] | undefined): void {
  Object.assign(item.choices, extraChoices);
  const b = g.behaviour(item.source);
  if (item.kind === 'spell') {
    const obj = item.source;
    const specs = spellTargetSpecs(b, item.choices);
    const bestowed = item.choices['bestow'] === true;
    // 702.103e, 608.3b: a bestowed Aura spell whose target is illegal stops being bestowed and resolves as a creature spell.
    if (
      bestowed &&
      item.targets.length > 0 &&
      g.seams.cards.bestowedResolvesAsCreature(g, item, allIllegal(g, item, specs))
    ) {
      obj.zone = 'stack';
      g.enterBattlefield(obj, item.controller);
      return;
    }
    if (item.targets.length > 0 && allIllegal(g, item, specs)) {
      if (g.seams.cards.copyCeasesToExist(g, item, item.copy === true)) return; // a copy just ceases to exist (707.10a)
      obj.zone = 'hand'; // so moveTo treats it as a card leaving the stack
      g.moveTo(obj, 'graveyard'); // 608.2b: it doesn't resolve
      return;
    }
    if (b?.spell) {
      b.spell.resolve(g, item);
      if (obj.zone === 'stack' && !item.copy) {
        obj.zone = 'hand';
        g.moveTo(obj, 'graveyard');
      }
      return;
    }
    // A permanent spell: it enters under its controller (608.3).
    b?.asEnters?.(g, obj, item.choices);
    const t = item.targets[0];
    const attachTo =
      t && 'object' in t
        ? { object: t.object.id, incarnation: t.object.incarnation }
        : t && 'player' in t
          ? { player: t.player }
          : null;
    obj.zone = 'stack';
    // 702.103b: the permanent a bestowed Aura spell becomes is a bestowed Aura.
    if (bestowed) obj.bestowed = true;
    g.enterBattlefield(obj, item.controller, { attachTo: g.seams.cards.auraSpellAttachesTo(g, attachTo) });
    return;
  }
  const ability = abilityOf(b, item);
  if (item.targets.length > 0 && allIllegal(g, item, ability?.targets)) return;
  if (extraTargets && extraTargets.length > 0) item.choices['resolutionTargets'] = extraTargets;
  if (!ability) throw new Unsupported(`no implementation for ${item.source.card.name} ability ${item.abilityKey}`);
  ability.resolve(g, item);
}

/** The activated or triggered ability an item on the stack is, as its source's behaviour defines it. */
function abilityOf(b: CardBehaviour | undefined, item: StackItem): ActivatedAbility | TriggeredAbility | undefined {
  return item.kind === 'activated'
    ? b?.activated?.find((a) => a.key === item.abilityKey)
    : b?.triggers?.find((t) => t.key === item.abilityKey);
}

/** A spell's target specs: per mode for modal spells, the Aura's enchant restriction for Auras (303.4a). */
function spellTargetSpecs(b: CardBehaviour | undefined, choices: Choices): TargetSpec[] | undefined {
  // 702.103b: a spell cast bestowed is an Aura spell with enchant creature.
  if (choices['bestow'] === true && b?.bestow) return [enchantCreature];
  return (
    b?.spell?.targetsFor?.(choices) ?? b?.spell?.targets ?? (b?.enchant && !choices['bestow'] ? [b.enchant] : undefined)
  );
}

function allIllegal(g: Game, item: StackItem, specs: TargetSpec[] | undefined): boolean {
  const per = flatSpecs(g, specs, item.targets.length);
  const illegal = item.targets.every((t, i) => !targetStillLegal(g, t, per[i], item.controller));
  return g.seams.cards.fizzles(g, item, illegal);
}

/** The targets of an item that are still legal, in order (illegal ones are not affected, 608.2b). */
export function legalTargets(g: Game, item: StackItem): Target[] {
  const b = g.behaviour(item.source);
  const specs = item.kind === 'spell' ? spellTargetSpecs(b, item.choices) : abilityOf(b, item)?.targets;
  const per = flatSpecs(g, specs, item.targets.length);
  return item.targets.filter((t, i) => targetStillLegal(g, t, per[i], item.controller));
}

/** The permanents among an item's legal targets (608.2b), resolved as they exist now. */
export function targetObjects(g: Game, item: StackItem): Permanent[] {
  return legalTargets(g, item).flatMap((t) => ('object' in t ? [g.permanent(t.object)!] : []));
}

/**
 * Puts pending triggered abilities on the stack in APNAP order (603.3b), using the fixture's
 * choices for order and targets. A trigger that needs targets none of which is given is an error
 * in the fixture, not something the engine may guess.
 */
export function putTriggersOnStack(g: Game, choices: TriggerChoice[] | undefined): void {
  if (g.pending.length === 0) return;
  const pending = g.pending.splice(0);
  const used = new Set<TriggerChoice>();
  // 800.4d: a triggered ability that would be controlled by a player who has left the game isn't put
  // on the stack (APNAP order only has players in the game).
  const departed = g.seams.leaving(g, 'departed-triggers-removed')
    ? []
    : g.players.filter((p) => !p.inGame).map((p) => p.id);
  for (const player of [...g.apnap(), ...departed]) {
    const mine = pending.filter((t) => t.controller === player);
    const ordered = [...mine].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
    for (const t of ordered) {
      const def = g.behaviour(t.source)?.triggers?.find((d) => d.key === t.key);
      const choice = g.seams.cards.triggerChoice(
        g,
        t,
        choices,
        used,
        (choices ?? []).find((c) => !used.has(c) && c.source === t.source.id && c.ability === t.key),
      );
      if (choice) used.add(choice);
      let targets: Target[] = [];
      if (def?.targets && def.targets.length > 0) {
        const anyLegal = hasAnyLegalTarget(g, def.targets, player);
        if (!anyLegal) continue; // 603.3d: removed from the stack
        if (!choice?.targets)
          throw new Unsupported(
            `the fixture gives no targets for ${t.source.id}#${t.key}, which needs ${def.targets.map((s) => s.describe).join(', ')}`,
          );
        targets = chooseTargets(g, def.targets, choice.targets, player, `${t.source.card.name}'s ${t.key} trigger`);
        const max = def.maxTargets?.(t.data);
        if (g.seams.cards.wrongTargetCount(g, max !== undefined && targets.length > max))
          throw new IllegalAction(`${t.source.card.name}'s ${t.key} trigger can have at most ${max} target(s)`);
      }
      const item: StackItem = {
        uid: g.uid(),
        kind: 'triggered',
        controller: player,
        source: t.source,
        sourceRef: t.sourceRef,
        abilityKey: t.key,
        targets,
        x: 0,
        choices: { ...(choice?.choices ?? {}) },
        triggerData: t.data,
      };
      g.stack.push(item);
      announceTargets(g, item);
    }
  }
  function rank(t: { source: GameObject; key: string }): number {
    const i = (choices ?? []).findIndex((c) => c.source === t.source.id && c.ability === t.key);
    return g.seams.cards.triggerRank(g, i < 0 ? Number.MAX_SAFE_INTEGER : i);
  }
}

function hasAnyLegalTarget(g: Game, specs: TargetSpec[], controller: PlayerId): boolean {
  return g.seams.cards.triggerHasLegalTargets(
    g,
    specs,
    specs.every(
      (s) =>
        (s.min ?? s.count) === 0 || s.kind !== 'permanent' || g.permanents().some((o) => meets(g, s, o, controller)),
    ),
  );
}
