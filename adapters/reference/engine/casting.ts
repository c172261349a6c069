// Casting spells (601) and activating abilities (602): the checks that make an attempt illegal, and the
// costs paid. What is cast or activated goes on the stack (stack.ts resolves it).
import type { SpliceChoice } from '../../../harness/generated/fixture.js';
import type { ActivatedAbility } from './card-behaviour.js';
import type { SplitHalf } from './card-types.js';
import { chosenProtector } from './battles.js';
import { changeCounters } from './counters.js';
import { castFromCommandZone, commanderTax, mayCastFromCommandZone } from './commander.js';
import { activationManaCost, totalCost } from './cost-changes.js';
import { spellCast } from './day-night.js';
import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import { IllegalAction, Unsupported } from './game.js';
import { improvised, improvisers } from './improvise.js';
import { colorsSpent, parseMana, payMana, takeSpentTracked } from './mana.js';
import { prepareCopyToCast, unprepare } from './prepare.js';
import { spliceOnto } from './splice.js';
import { halfToCast } from './split-cards.js';
import { announceTargets, chooseTargets, spellTargetSpecs } from './targets.js';
import type { Choices, GameObject, PlayerId, StackItem } from './types.js';

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
  splice?: readonly SpliceChoice[],
  prepareCopy = false,
): StackItem {
  const { obj, half, flashbackCost, aftermath, preparedBy } = spellToCast(g, player, objectId, choices, prepareCopy);
  // 903.8: a player may also cast their commander from the command zone. A phased-out commander is on
  // the battlefield, not in the command zone (702.26d), so it can't be cast.
  const fromCommandZone = obj.zone === 'command';
  if (fromCommandZone && !mayCastFromCommandZone(g, obj, player))
    throw new IllegalAction(`${objectId} is in the command zone but is not ${player}'s commander (903.8)`);
  checkPriority(g);
  if (!isInstantSpeed(g, obj) && !canActAtSorcerySpeed(g, player))
    throw new IllegalAction(`${obj.card.name} can be cast only in ${player}'s main phase with an empty stack`);
  if (!legendarySpellAllowed(g, obj, player))
    throw new IllegalAction(
      `${obj.card.name} is legendary: ${player} controls no legendary creature or planeswalker (205.4e)`,
    );
  const b = g.behaviour(obj);
  const isPermanentSpell = !obj.card.types.includes('Instant') && !obj.card.types.includes('Sorcery');
  if (!isPermanentSpell && !b?.spell)
    throw new Unsupported(`the reference engine does not implement the spell ${obj.card.name}`);
  if (choices['bestow'] === true && !b?.bestow) throw new IllegalAction(`${obj.card.name} has no bestow ability`);
  chosenProtector(g, obj, player, choices['protector']); // 310.9a: refused now, before anything is paid
  const specs = spellTargetSpecs(b, choices);
  const targets = chooseTargets(g, specs, targetNames, player, `casting ${obj.card.name}`);
  const spliced = spliceOnto(g, obj, half, player, splice); // 601.2b: revealed as the spell is announced
  // 702.103a: a spell cast bestowed costs its bestow cost rather than its mana cost; a split card's half, its own (709.3).
  const baseCost =
    (flashbackCost ?? half?.manaCost ?? (choices['bestow'] === true ? b!.bestow! : (obj.card.manaCost ?? ''))) +
    (fromCommandZone ? commanderTax(g, obj) : '');
  const prepared = b?.spell?.prepareCast?.(g, { obj, player, x, choices, targets: targets.length });
  const convoking = convokers(g, obj, player, choices);
  const improvising = improvisers(g, obj, player, choices);
  // 601.2h
  const manaLeft = improvised(
    convoked(g, totalCost(g, obj, player, (prepared?.cost ?? baseCost) + spliced.cost), convoking),
    improvising,
  );
  const poolBefore = g.player(player).mana;
  g.seams.cards.payMana(g, () => payMana(g.player(player), manaLeft, x));
  const manaSpent = colorsSpent(poolBefore, g.player(player).mana);
  prepared?.payExtra?.();
  for (const c of convoking) g.seams.cards.tapToConvoke(g, c, () => tapPermanent(g, c));
  for (const a of improvising) tapPermanent(g, a);
  // 702.34a: "If the flashback cost was paid, exile this card instead of putting it anywhere else any time it would leave the stack."
  if (flashbackCost) obj.memory['castWithFlashback'] = true;
  // 702.127a: "If this spell was cast from a graveyard, exile it instead of putting it anywhere else any time it would leave the stack."
  if (aftermath) obj.memory['castWithAftermath'] = true;
  if (half) obj.memory['castHalf'] = half.name; // 709.3b: the spell has only this half's characteristics
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
    ...(spliced.cards.length > 0 ? { spliced: spliced.cards } : {}),
    manaSpent,
  };
  obj.zone = 'stack';
  g.stack.push(item);
  if (preparedBy) unprepare(g, preparedBy); // 722.3c: as the copy becomes cast (601.2i), it stops being prepared
  spellCast(g, player); // 731.2: the night check counts the spells each player cast this turn
  // "When that mana is spent to cast ..." looks at the spell as it was just cast.
  for (const tracked of takeSpentTracked(g.player(player))) tracked.onSpent(obj);
  announceTargets(g, item);
  return item;
}

/**
 * What a cast action casts: a card from where it may be cast (castPermission), as one half if it is a split card
 * (709.3: chosen before it is put on the stack); or, for `prepareCopy`, the copy of a prepared permanent's prepare
 * spell in exile, which only the permanent's controller may cast (722.3c).
 */
function spellToCast(
  g: Game,
  player: PlayerId,
  objectId: string,
  choices: Choices,
  prepareCopy: boolean,
): ReturnType<typeof castPermission> & { half?: SplitHalf; preparedBy?: GameObject } {
  if (prepareCopy) {
    const { copy, perm } = prepareCopyToCast(g, player, objectId);
    return { obj: copy, aftermath: false, preparedBy: perm };
  }
  const found = g.cardIn(['hand', 'command', 'graveyard'], objectId);
  const half = found ? halfToCast(g, found, choices) : undefined;
  return { ...castPermission(g, found, objectId, player, half), ...(half ? { half } : {}) };
}

/**
 * Where a card may be cast from (601.2): its owner's hand, or their command zone (903.8); their graveyard
 * only with flashback, for its flashback cost (702.34a), or as a split card's half with aftermath (702.127a),
 * which can't be cast from any other zone. Refused otherwise.
 */
function castPermission(
  g: Game,
  obj: GameObject | undefined,
  objectId: string,
  player: PlayerId,
  half: SplitHalf | undefined,
): { obj: GameObject; flashbackCost?: string; aftermath: boolean } {
  const fromGraveyard = obj?.zone === 'graveyard';
  const aftermathHalf = half?.aftermath === true;
  // 702.34a: a card with flashback may be cast from its owner's graveyard for its flashback cost.
  const flashbackCost =
    fromGraveyard && !aftermathHalf ? g.seams.cards.graveyardCastCost(g, obj, g.behaviour(obj)?.flashback) : undefined;
  if (!obj || (fromGraveyard && !aftermathHalf && !flashbackCost) || obj.owner !== player)
    throw new IllegalAction(
      `${objectId} is not in ${player}'s hand${g.isOnBattlefield(objectId) ? ` (it is on the battlefield${g.isPhasedOut(objectId) ? ', phased out' : ''})` : ''}`,
    );
  // 702.127a: "You may cast this half of this split card from your graveyard" and "This half of this split
  // card can't be cast from any zone other than a graveyard."
  if (aftermathHalf && !g.seams.cards.aftermathCastFrom(g, obj, fromGraveyard))
    throw new IllegalAction(`${half.name} has aftermath: it can be cast only from a graveyard (702.127a)`);
  return { obj, ...(flashbackCost === undefined ? {} : { flashbackCost }), aftermath: aftermathHalf && fromGraveyard };
}

/**
 * Casts a card transformed from exile without paying its mana cost, as a resolving ability says (a
 * Siege's, 310.12b): cast during the resolution, timing permissions don't apply (608.2g), no cost is
 * paid (118.9), and it is put on the stack back face up (712.11a), so the permanent it becomes is put
 * onto the battlefield back face up (712.13).
 */
export function castTransformedWithoutPaying(g: Game, player: PlayerId, card: GameObject): StackItem {
  if (card.zone !== 'exile') throw new IllegalAction(`${card.id} is not in exile`);
  if (!g.behaviour(card)?.backFace) throw new Unsupported(`${card.card.name} has no back face to cast`);
  card.transformed = true;
  const item: StackItem = {
    uid: g.uid(),
    kind: 'spell',
    controller: player,
    source: card,
    sourceRef: g.ref(card),
    abilityKey: 'spell',
    targets: [],
    x: 0,
    choices: {},
  };
  card.zone = 'stack';
  g.stack.push(item);
  spellCast(g, player); // 731.2: it is a spell cast
  return item;
}

/** 205.4e: a legendary instant or sorcery can be cast only by a player who controls a legendary creature or planeswalker. */
function legendarySpellAllowed(g: Game, obj: GameObject, player: PlayerId): boolean {
  const legendarySpell =
    (obj.card.supertypes ?? []).includes('Legendary') &&
    (obj.card.types.includes('Instant') || obj.card.types.includes('Sorcery'));
  if (!legendarySpell) return true;
  return g.seams.cards.legendarySpellPermitted(
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
  );
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
  // 602.5b: the ability's own restriction on when it may be activated.
  if (ability.activateOnly && !ability.activateOnly.allows(g))
    throw new IllegalAction(`${key} of ${sourceId} can be activated only ${ability.activateOnly.describe}`);
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
  payActivationCosts(g, p, obj, ability, x, choices);
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
    abilityCard: obj.card,
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

/**
 * 602.2b, 601.2h: an ability's costs are paid together: life (119.4: only a player whose life total is at
 * least the amount can pay it), mana, the other costs ("Sacrifice a creature"), then {T}. One that can't be
 * paid makes the activation illegal, and what was paid is given back (the mana).
 */
function payActivationCosts(
  g: Game,
  p: ReturnType<Game['player']>,
  obj: Permanent,
  ability: ActivatedAbility,
  x: number,
  choices: Choices,
): void {
  // 119.4: a player can pay life only if their life total is at least the amount (and can change, 119.8).
  if (ability.lifeCost !== undefined && !g.canPayLife(p, ability.lifeCost))
    throw new IllegalAction(`${p.id} can't pay ${ability.lifeCost} life`);
  const poolBefore = p.mana;
  const mana = activationManaCost(g, obj, ability.mana); // 602.2b, 601.2f: with its increases
  if (mana) g.seams.cards.payMana(g, () => payMana(p, mana, x));
  // 602.2b, 601.2h: the ability's other costs ("Sacrifice a creature") are paid with the rest; one
  // that can't be paid makes the activation illegal, and what was paid is given back (the mana).
  try {
    if (ability.payCost) g.seams.cards.payOtherCosts(g, () => ability.payCost?.(g, obj, choices));
  } catch (e) {
    p.mana = poolBefore;
    throw e;
  }
  if (g.seams.cards.manaSpentOnAbility(g, !!mana)) takeSpentTracked(p); // mana spent on an ability, not a spell
  if (ability.lifeCost !== undefined) p.life -= ability.lifeCost;
  if (g.seams.cards.activationTaps(g, obj, !!ability.tap)) tapPermanent(g, obj);
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
