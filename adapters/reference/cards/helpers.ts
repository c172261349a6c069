import type { Game } from '../engine/game-interface.js';
import { IllegalAction, Unsupported, type Permanent } from '../engine/game.js';
import { payMana } from '../engine/mana.js';
import { legalTargets, targetObjects } from '../engine/targets.js';
import type { Choices, ContinuousEffect, GameObject, PlayerId, StackItem, Zone } from '../engine/types.js';
import type { TargetSpec } from '../engine/card-behaviour.js';

export const targetCreature: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature',
  filter: (g, o) => g.isType(o, 'Creature'),
};
export const targetPermanent: TargetSpec = { count: 1, kind: 'permanent', describe: 'target permanent' };
export const targetAny: TargetSpec = {
  count: 1,
  kind: 'any',
  describe: 'any target',
  // 115.4: "any target" is a creature, player, planeswalker, or battle (a player through `kind`).
  filter: (g, o) => g.isType(o, 'Creature') || g.isType(o, 'Planeswalker') || g.isType(o, 'Battle'),
};
export const targetPlayer: TargetSpec = { count: 1, kind: 'player', describe: 'target player' };
export { enchantCreature } from '../engine/card-behaviour.js';

/**
 * The permanents an "all creatures" one-shot effect finds as it resolves: those that exist (702.26b),
 * through the door's 'sweep-set' reader (engine/seams.ts).
 */
export function sweepSet(g: Game, test: (o: GameObject) => boolean): Permanent[] {
  return g.existingFor('sweep-set').filter(test);
}

export function creaturesControlledBy(g: Game, player: PlayerId): Permanent[] {
  return g.permanents().filter((o) => g.isType(o, 'Creature') && g.controller(o) === player);
}

/**
 * The permanent of a type (a creature, a land) `player` chooses among those they control as an effect resolves,
 * named by `id` (the fixture's choice); none when they control none that exists (702.26b). A name is checked even
 * then: a phased-out permanent, or one another player controls, is never one they control, so naming it is
 * refused rather than ignored (the refused choice a fixture can make when the only candidate is phased out).
 */
export function permanentNamed(
  g: Game,
  id: unknown,
  player: PlayerId,
  type: 'Creature' | 'Land',
  choice: string,
  card: string,
): Permanent | undefined {
  const theirs = g.permanents().filter((o) => g.isType(o, type) && g.controller(o) === player);
  const chosen = theirs.find((o) => o.id === id);
  const what = type.toLowerCase();
  if (id !== undefined && !chosen)
    throw new IllegalAction(
      `${card}: ${typeof id === 'string' ? id : JSON.stringify(id)} is not a ${what} ${player} controls`,
    );
  if (theirs.length > 0 && !chosen)
    throw new Unsupported(`${card}: the fixture must name the ${what} ${player} chooses ("${choice}")`);
  return chosen;
}

const creatureNamed = (g: Game, id: unknown, player: PlayerId, choice: string, card: string) =>
  permanentNamed(g, id, player, 'Creature', choice, card);

/** The creature a target player of an edict chooses, from the choice `choice` (one object id); see creatureNamed. */
export function creatureTheyChoose(
  g: Game,
  choices: Choices,
  player: PlayerId,
  choice: string,
  card: string,
): Permanent | undefined {
  return creatureNamed(g, choices[choice], player, choice, card);
}

/** Which players choose a creature: a test and how a refusal describes them ("an opponent of A"). */
export interface Choosers {
  chooses(p: PlayerId): boolean;
  describe: string;
}

/**
 * "Each player (or each opponent) chooses a creature they control": one creature per choosing player, from the
 * choice `choice` keyed by player, in APNAP order (101.4). A key for a player who doesn't choose is refused; each
 * player's creature is as creatureNamed says.
 */
export function creaturePerPlayer(
  g: Game,
  choices: Choices,
  choice: string,
  card: string,
  choosers: Choosers,
): Permanent[] {
  const given = choices[choice];
  if (given !== undefined && (given === null || typeof given !== 'object' || Array.isArray(given)))
    throw new IllegalAction(`${card}: "${choice}" must be an object keyed by player`);
  const byPlayer = (given ?? {}) as Record<string, unknown>;
  const choosing = g.apnap().filter((p) => choosers.chooses(p));
  for (const p of Object.keys(byPlayer))
    if (!choosing.includes(p)) throw new IllegalAction(`${card}: ${p} is not ${choosers.describe}`);
  return choosing.flatMap((p) => creatureNamed(g, byPlayer[p], p, choice, card) ?? []);
}

/**
 * An edict's checkResolutionChoices: the creature each target player will choose is checked before the spell
 * begins to resolve, so a choice the rules don't allow (a phased-out creature, one another player controls) is
 * refused with the spell still on the stack, as Clone's is, and every edict refuses the same way.
 */
export function checkCreatureTheyChoose(
  choice: string,
  card: string,
): (g: Game, self: GameObject, choices: Choices, item: StackItem) => void {
  return (g, _self, choices, item) => {
    for (const t of legalTargets(g, item)) if ('player' in t) creatureTheyChoose(g, choices, t.player, choice, card);
  };
}

export function isOpponent(g: Game, a: PlayerId, b: PlayerId): boolean {
  return a !== b && g.player(b).inGame;
}

/** "Each opponent" of `player` as choosers (creaturePerPlayer). */
export const opponentsOf = (g: Game, player: PlayerId): Choosers => ({
  chooses: (p) => isOpponent(g, player, p),
  describe: `an opponent of ${player}`,
});

/**
 * "Target creature gets +N/+N until end of turn" (or -N/-N): the pump-or-shrink effect of a resolving spell
 * on its target, locked to that creature (611.2c); a target that no longer exists gets nothing (608.2b).
 */
export function targetGetsUntilEndOfTurn(power: number, toughness: number): (g: Game, item: StackItem) => void {
  return (g, item) => getUntilEndOfTurn(g, item.controller, targetObjects(g, item), power, toughness);
}

/** "deals N damage to any target": to the target player or permanent, if still legal as it resolves (608.2b). */
export function dealsDamageToAnyTarget(amount: number): (g: Game, item: StackItem) => void {
  return (g, item) => {
    for (const t of legalTargets(g, item)) if ('player' in t) g.dealDamage({ player: t.player }, amount, item.source);
    for (const o of targetObjects(g, item)) g.dealDamage({ object: o }, amount, item.source);
  };
}

/** "… get(s) +N/+N until end of turn" for creatures a resolving effect found: the set is locked (611.2c). */
export function getUntilEndOfTurn(
  g: Game,
  controller: PlayerId,
  creatures: Permanent[],
  power: number,
  toughness: number,
): void {
  changeUntilEndOfTurn(g, controller, creatures, { kind: 'pt', power, toughness });
}

/**
 * "[The creatures described] get +N/+N until end of turn" (Glorious Charge, Magnify): the set is locked as the
 * spell resolves (611.2c) and holds no phased-out creature (702.26e), even one that phases in later that turn.
 */
export function describedGetUntilEndOfTurn(
  g: Game,
  controller: PlayerId,
  describedBy: (o: GameObject) => boolean,
  power: number,
  toughness: number,
): void {
  const affected = g.describedSet(describedBy);
  g.addEffect(
    { controller, affected, duration: { kind: 'endOfTurn' }, change: { kind: 'pt', power, toughness } },
    describedBy,
  );
}

/**
 * One continuous effect until end of turn on the objects a resolving effect found, its set locked as it begins
 * (611.2c) through the engine's one locked-set rule (g.lockedSet); nothing when none is left to lock.
 */
export function changeUntilEndOfTurn(
  g: Game,
  controller: PlayerId,
  objs: GameObject[],
  change: ContinuousEffect['change'],
): void {
  const affected = g.lockedSet(objs);
  if (affected.length > 0) g.addEffect({ controller, affected, duration: { kind: 'endOfTurn' }, change });
}

/**
 * "… unless you pay <cost>": the `pay` choice, made as the ability resolves. Paying takes the mana from the
 * controller's pool; otherwise `effect` happens.
 */
export function unlessYouPay(g: Game, item: StackItem, cost: string, effect: () => void): void {
  if (item.choices['pay'] === true) payMana(g.player(item.controller), cost, 0);
  else effect();
}

/** "[They] gain <keyword> until end of turn": one effect whose set is locked as it begins (611.2c). */
export function gainKeywordUntilEndOfTurn(g: Game, controller: PlayerId, objs: GameObject[], keyword: string): void {
  changeUntilEndOfTurn(g, controller, objs, { kind: 'addKeyword', keyword });
}

/** "Up to two target creatures" (Gird for Battle, Tandem Tactics). */
export const upToTwoTargetCreatures: TargetSpec = {
  count: 2,
  min: 0,
  kind: 'permanent',
  describe: 'up to two target creatures',
  filter: (g, o) => g.isType(o, 'Creature'),
};

/** "Exile all creatures", "Return all creatures to their owners' hands": every creature that exists (702.26b) moves at once. */
export function allCreaturesTo(zone: Zone): (g: Game) => void {
  return (g) =>
    g.moveAllTo(
      sweepSet(g, (p) => g.isType(p, 'Creature')),
      zone,
    );
}
