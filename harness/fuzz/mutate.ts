import fc from 'fast-check';
import type { Action, Capability, Fixture, ObjectSetup } from '../generated/fixture.js';
import { impliedCapabilities } from '../requirements/implied-requirements.js';
import { PLAYER_IDS, type Scenario } from './build-scenario.js';
import { activatedAgain } from './mutate-again.js';
import { actorLeaves, flickerNamed } from './mutate-leave.js';

/**
 * Changes to a seed scenario (a corpus fixture the engine passes), weighted toward what phasing
 * touches: a permanent phased out or in at a new moment, a turn's untap step (702.26a) put in between,
 * a permanent phased out from the start. The rest move the scenario off the corpus's paths: an
 * action dropped, a controller or tapped status changed, a permanent copied, a destruction put in.
 * Whether the changed scenario is legal is the reference engine's call: one it cannot play is
 * discarded, never blamed on the engine under test. Four more change an action itself: an object it
 * names replaced by another (a target, an attacker, a blocker, a band's member, a choice), an action
 * repeated, two neighbours swapped, a number in it (damage, X, a division) moved by one. In a game
 * of three or more a player may leave (800.4a). And an object may be flickered: exiled and returned as
 * a new object (400.7) by Flicker of Fate, cast by the player active at the start. Or it starts with
 * damage marked on it, or damage is dealt to it or to a player (a bare effect, as the corpus's
 * dealDamage): damage a phased-out permanent or a protected player must not take.
 */
export const MUTATION_OPS = [
  'phase-out',
  'phase-in',
  'phased-at-start',
  'untap-step',
  'checkpoint',
  'drop-action',
  'controller',
  'tapped',
  'copy-object',
  'destroy',
  'retarget',
  'repeat-action',
  'swap-actions',
  'nudge-number',
  'leave-game',
  'flicker',
  'damaged',
  'damage',
  'damage-player',
  'activate-again',
  'actor-leaves',
  'flicker-named',
] as const;
export type MutationOp = (typeof MUTATION_OPS)[number];

const WEIGHTS: Record<MutationOp, number> = {
  'phase-out': 6,
  'phase-in': 2,
  'phased-at-start': 3,
  'untap-step': 3,
  checkpoint: 1,
  'drop-action': 2,
  controller: 1,
  tapped: 1,
  'copy-object': 1,
  destroy: 1,
  retarget: 3,
  'repeat-action': 1,
  'swap-actions': 1,
  'nudge-number': 1,
  'leave-game': 2,
  flicker: 2,
  damaged: 1,
  damage: 1,
  'damage-player': 1,
  'activate-again': 1,
  'actor-leaves': 2,
  'flicker-named': 2,
};

/** One change, as fast-check draws it: every reference an index taken modulo the list it points into. */
export interface MutationPlan {
  op: MutationOp;
  object: number;
  /** Where an action is put in or dropped (modulo the actions, or one more to put one at the end). */
  position: number;
  player: number;
}

export const mutationArbitrary: fc.Arbitrary<MutationPlan> = fc.record({
  op: fc.oneof(...MUTATION_OPS.map((op) => ({ weight: WEIGHTS[op], arbitrary: fc.constant(op) }))),
  object: fc.nat({ max: 15 }),
  position: fc.nat({ max: 15 }),
  player: fc.nat({ max: 5 }),
});

/** "Exile target creature or enchantment, then return it to the battlefield under its owner's control." */
const FLICKER = { card: 'Flicker of Fate', mana: '{1}{W}' } as const;

/** Cards a mutation may add, when both engines declare them and the seed's edition has them printed. */
export interface MutationCards {
  flicker: boolean;
}

export const FLICKER_CARD = FLICKER.card;

/** The ids the mutations write start with this, so they never meet a seed's own labels or names. */
const PREFIX = 'fz';

const insert = (actions: readonly Action[], at: number, action: Action): Action[] => {
  const i = at % (actions.length + 1);
  return [...actions.slice(0, i), action, ...actions.slice(i)];
};

/** Phased out directly at the start, with what is attached to it phased out indirectly (702.26g). */
function phasedAtStart(objects: readonly ObjectSetup[], target: ObjectSetup): ObjectSetup[] {
  const under = target.controller ?? target.owner;
  const isOut = target.phased !== undefined && target.phased !== 'in';
  return objects.map((o) => {
    if (o.id === target.id) {
      const { phased: _phased, ...rest } = o;
      return isOut ? rest : { ...o, phased: { how: 'directly', under } };
    }
    if (o.attachedTo !== target.id) return o;
    const { phased: _phased, ...rest } = o;
    return isOut ? rest : { ...o, phased: { how: 'indirectly', under: o.controller ?? o.owner } };
  });
}

/** The one action a change puts in, for the changes that put in one action; undefined for the rest. */
function inserted(s: Scenario, m: MutationPlan, target: ObjectSetup, label: string): Action | undefined {
  switch (m.op) {
    case 'phase-out':
      return { do: 'phaseOut', label, objects: [target.id] };
    case 'phase-in':
      return { do: 'phaseIn', label, objects: [target.id] };
    case 'destroy':
      return { do: 'destroy', label, objects: [target.id] };
    case 'damage':
      return { do: 'dealDamage', label, to: target.id, amount: dealt(m.player) };
    case 'damage-player':
      return {
        do: 'dealDamage',
        label,
        to: s.setup.players[m.player % s.setup.players.length]!.id,
        amount: dealt(m.object),
      };
    case 'untap-step':
      // The next upkeep is a turn away: its untap step phases permanents in and out on the way.
      return { do: 'advance', label, to: { step: 'upkeep' } };
    case 'checkpoint':
      return { do: 'checkpoint', name: label };
    default:
      return undefined;
  }
}

/** The scenario with one change applied; the label `n` keeps each change's ids apart. */
function applyOne(s: Scenario, m: MutationPlan, n: number, cards: MutationCards): Scenario {
  const objects = s.setup.objects;
  const target = objects[m.object % objects.length]!;
  const label = `${PREFIX}-${n}`;
  const players = s.setup.players.map((p) => p.id);
  const withObjects = (next: ObjectSetup[]): Scenario => ({ ...s, setup: { ...s.setup, objects: next } });
  const withObject = (next: ObjectSetup): Scenario => withObjects(objects.map((o) => (o.id === target.id ? next : o)));
  const put = inserted(s, m, target, label);
  if (put) return { ...s, actions: insert(s.actions, m.position, put) };
  switch (m.op) {
    case 'flicker':
      return flickerAt(s, m, target, label, cards);
    case 'leave-game': {
      // A player leaving a two-player game ends it (104.2a): a third player, with nothing, joins first,
      // so a two-player seed's players can leave with their effects still running (800.4a).
      const joined = players.length >= 3 ? s : withThirdPlayer(s);
      if (!joined) return s;
      const seats = joined.setup.players.map((p) => p.id);
      const player = seats[m.player % seats.length]!;
      return { ...joined, actions: insert(joined.actions, m.position, { do: 'leaveGame', label, player }) };
    }
    case 'activate-again': {
      const actions = activatedAgain(s, m.position, label);
      return actions ? { ...s, actions } : s;
    }
    case 'actor-leaves':
    case 'flicker-named':
      return leaveOrFlicker(s, m, label, cards) ?? s;
    case 'drop-action': {
      if (s.actions.length <= 1) return s;
      const i = m.position % s.actions.length;
      return { ...s, actions: [...s.actions.slice(0, i), ...s.actions.slice(i + 1)] };
    }
    case 'phased-at-start':
      return target.zone === 'battlefield' ? withObjects(phasedAtStart(objects, target)) : s;
    case 'controller': {
      const controller = players[m.player % players.length]!;
      if (target.zone !== 'battlefield') return s;
      const { controller: _controller, ...rest } = target;
      return withObject(controller === target.owner ? rest : { ...rest, controller });
    }
    case 'tapped':
      return target.zone === 'battlefield' ? withObject({ ...target, tapped: target.tapped !== true }) : s;
    case 'damaged':
      // Damage already marked: what lethal damage (702.19b, 510.1c) and state-based actions count.
      return target.zone === 'battlefield' ? withObject({ ...target, damage: markedDamage(target, m) }) : s;
    case 'retarget':
    case 'repeat-action':
    case 'swap-actions':
    case 'nudge-number': {
      const actions = s.actions.length === 0 ? undefined : changeAction(s, m, label);
      return actions ? { ...s, actions } : s;
    }
    case 'phase-out':
    case 'phase-in':
    case 'destroy':
    case 'damage':
    case 'damage-player':
    case 'untap-step':
    case 'checkpoint':
      return s; // put in by `inserted` above
    case 'copy-object': {
      // Another of the same card beside it, attached to nothing and phased in.
      const { attachedTo: _a, phased: _p, ...rest } = target;
      return withObjects([...objects, { ...rest, id: label }]);
    }
  }
}

/** `flicker`: Flicker of Fate cast by the active player at the target, resolved, at the plan's position. */
function flickerAt(s: Scenario, m: MutationPlan, target: ObjectSetup, label: string, cards: MutationCards): Scenario {
  if (!cards.flicker || target.zone !== 'battlefield') return s;
  const caster = s.setup.turn.active;
  const spell: ObjectSetup = { id: label, card: FLICKER.card, owner: caster, zone: 'hand' };
  const cast: Action[] = [
    { do: 'addMana', label: `${label}-mana`, player: caster, mana: FLICKER.mana },
    { do: 'cast', label: `${label}-cast`, player: caster, object: label, targets: [target.id] },
    { do: 'resolve', label: `${label}-resolve` },
  ];
  const at = m.position % (s.actions.length + 1);
  return {
    setup: { ...s.setup, objects: [...s.setup.objects, spell] },
    actions: [...s.actions.slice(0, at), ...cast, ...s.actions.slice(at)],
  };
}

/** `actor-leaves` (a two-player seed gets a third player first, as for `leave-game`) and `flicker-named`. */
function leaveOrFlicker(s: Scenario, m: MutationPlan, label: string, cards: MutationCards): Scenario | undefined {
  if (m.op === 'flicker-named') return cards.flicker ? flickerNamed(s, m, label, FLICKER.card)?.scenario : undefined;
  const joined = s.setup.players.length >= 3 ? s : withThirdPlayer(s);
  return joined && actorLeaves(joined, m, label)?.scenario;
}

function describeLeaveOrFlicker(s: Scenario, m: MutationPlan, n: number): string {
  const label = `${PREFIX}-${n}`;
  if (m.op === 'flicker-named') {
    const f = flickerNamed(s, m, label, FLICKER.card)!;
    return `${f.target} (named by action ${f.after + 1}) flickered by Flicker of Fate after it, then ${f.followUp}`;
  }
  const joined = s.setup.players.length >= 3 ? undefined : withThirdPlayer(s)?.setup.players.at(-1)?.id;
  const l = actorLeaves(withThirdPlayer(s) ?? s, m, label)!;
  const when = m.object % 2 === 0 ? 'right after' : 'after the resolutions following';
  const leaves = `player ${l.leaver} leaves the game ${when} action ${l.after + 1} (${s.actions[l.after]!.do})`;
  return joined ? `player ${joined} joins with nothing; ${leaves}` : leaves;
}

/**
 * A two-player scenario with a third player, who has nothing and is last in turn order; undefined in
 * a Commander game, where a player needs a commander.
 */
function withThirdPlayer(s: Scenario): Scenario | undefined {
  const [first, second] = s.setup.players;
  if (s.setup.players.length !== 2 || s.setup.format !== undefined) return undefined;
  const id = PLAYER_IDS.find((p) => p !== first.id && p !== second.id)!;
  return { ...s, setup: { ...s.setup, players: [first, second, { id }] } };
}

/** The damage a change deals, 1 to 3, from a draw its target is not taken from. */
const dealt = (n: number) => 1 + (n % 3);

/** One or two more damage than the object had marked at the start. */
const markedDamage = (o: ObjectSetup, m: MutationPlan) => (o.damage ?? 0) + 1 + (m.position % 2);

/** Every place in a JSON value where `pick` holds, as a path of keys. */
function paths(
  value: unknown,
  pick: (v: unknown, key: string) => boolean,
  at: (string | number)[] = [],
): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => paths(v, pick, [...at, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(pick(v, k) ? [[...at, k]] : []),
    ...(typeof v === 'object' ? paths(v, pick, [...at, k]) : []),
  ]);
}

/** A copy of `value` with the leaf at `path` replaced. */
function replaced<T>(value: T, path: readonly (string | number)[], leaf: unknown): T {
  if (path.length === 0) return leaf as T;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, leaf);
  return copy as T;
}

/** Keys whose values are names, not references: never retargeted. */
const NOT_REFERENCES = new Set(['do', 'label', 'name', 'ability', 'step', 'mana', 'duration', 'how']);

/** The actions with the one at `position` changed (see MUTATION_OPS), or undefined when it can't be. */
function changeAction(s: Scenario, m: MutationPlan, label: string): Action[] | undefined {
  const i = m.position % s.actions.length;
  const action = s.actions[i]!;
  const actions = [...s.actions];
  if (m.op === 'repeat-action') {
    const again = 'label' in action && action.label !== undefined ? { ...action, label } : action;
    if (again.do === 'checkpoint') return undefined;
    actions.splice(i + 1, 0, again);
  } else if (m.op === 'swap-actions') {
    if (i + 1 >= actions.length) return undefined;
    [actions[i], actions[i + 1]] = [actions[i + 1]!, actions[i]!];
  } else if (m.op === 'retarget') {
    // An object is replaced by an object, a player by a player.
    const ids = s.setup.objects.map((o) => o.id);
    const players = s.setup.players.map((p) => p.id);
    const named = (v: unknown) => typeof v === 'string' && (ids.includes(v) || players.includes(v));
    const where = paths(action, (v, k) => !NOT_REFERENCES.has(k) && named(v));
    if (where.length === 0) return undefined;
    const path = where[m.player % where.length]!;
    const old = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], action) as string;
    const pool = ids.includes(old) ? ids : players;
    actions[i] = replaced(action, path, pool[m.object % pool.length]);
  } else {
    const where = paths(action, (v) => typeof v === 'number');
    if (where.length === 0) return undefined;
    const path = where[m.player % where.length]!;
    const old = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], action) as number;
    actions[i] = replaced(action, path, m.object % 2 === 0 ? old + 1 : Math.max(0, old - 1));
  }
  return actions;
}

/** A mutated scenario and, in words for a draft's notes, each change that was made. */
export interface Mutated {
  scenario: Scenario;
  changes: string[];
}

/**
 * The seed's scenario with the changes applied in order. A change whose result needs a capability the
 * engine does not declare is skipped: the engine is only ever asked what it says it can do.
 */
export function mutate(
  seed: Scenario,
  plans: readonly MutationPlan[],
  caps: ReadonlySet<Capability>,
  cards: MutationCards = { flicker: false },
): Mutated {
  let s = seed;
  const changes: string[] = [];
  // A scenario mutated before (one the fuzzer kept) already holds ids of this prefix: number on after them.
  const first = lastNumberUsed(seed) + 1;
  plans.forEach((m, i) => {
    if (s.setup.objects.length === 0) return;
    const n = first + i;
    const next = applyOne(s, m, n, cards);
    if (next === s) return;
    const needs = impliedCapabilities({ setup: next.setup, actions: next.actions, expect: [] } as unknown as Fixture);
    if (![...needs].every((c) => caps.has(c))) return;
    changes.push(describe(s, m, n));
    s = next;
  });
  return { scenario: s, changes };
}

/** The highest number in an id or label the mutations wrote into this scenario, 0 when none. */
function lastNumberUsed(s: Scenario): number {
  // Every id a mutation writes is an object's id or an action's label or checkpoint name: reading those
  // is enough, and cheaper than serializing the scenario on every draw.
  let last = 0;
  const note = (id: string | undefined) => {
    const digits = id === undefined ? undefined : LABEL_NUMBER.exec(id)?.[1];
    if (digits !== undefined) last = Math.max(last, Number(digits));
  };
  for (const o of s.setup.objects) note(o.id);
  for (const a of s.actions) note('label' in a ? a.label : 'name' in a ? a.name : undefined);
  return last;
}

const LABEL_NUMBER = new RegExp(`^${PREFIX}-([0-9]+)`);

/** One change in words, against the scenario it was applied to. */
function describe(s: Scenario, m: MutationPlan, n: number): string {
  const target = s.setup.objects[m.object % s.setup.objects.length]!;
  const at = m.position % (s.actions.length + 1);
  const where = at === s.actions.length ? 'after the last action' : `before action ${at + 1}`;
  switch (m.op) {
    case 'phase-out':
    case 'phase-in':
    case 'destroy':
      return `${m.op} of ${target.id} put in ${where}`;
    case 'damage':
      return `${dealt(m.player)} damage to ${target.id} put in ${where}`;
    case 'damage-player':
      return `${dealt(m.object)} damage to player ${s.setup.players[m.player % s.setup.players.length]!.id} put in ${where}`;
    case 'untap-step':
      return `an advance to the next upkeep put in ${where}`;
    case 'checkpoint':
      return `a checkpoint put in ${where}`;
    case 'drop-action': {
      const i = m.position % s.actions.length;
      return `action ${i + 1} (${s.actions[i]!.do}) dropped`;
    }
    case 'phased-at-start':
      return `${target.id} phased ${target.phased !== undefined && target.phased !== 'in' ? 'in' : 'out'} at the start`;
    case 'controller':
      return `${target.id} controlled by ${s.setup.players[m.player % s.setup.players.length]!.id} at the start`;
    case 'tapped':
      return `${target.id} ${target.tapped === true ? 'untapped' : 'tapped'} at the start`;
    case 'damaged':
      return `${target.id} with ${markedDamage(target, m)} damage marked at the start`;
    case 'copy-object':
      return `another ${target.card} (${PREFIX}-${n}) beside ${target.id}`;
    case 'retarget':
      return `in action ${(m.position % s.actions.length) + 1} (${s.actions[m.position % s.actions.length]!.do}), an object or player named replaced by another`;
    case 'flicker':
      return `${target.id} flickered by Flicker of Fate ${where}`;
    case 'leave-game': {
      const joined = s.setup.players.length >= 3 ? undefined : withThirdPlayer(s)?.setup.players.at(-1)?.id;
      const seats = [...s.setup.players.map((p) => p.id), ...(joined ? [joined] : [])];
      const leaver = `player ${seats[m.player % seats.length]!} leaves the game ${where}`;
      return joined ? `player ${joined} joins with nothing; ${leaver}` : leaver;
    }
    case 'activate-again':
      return `an activation put in again after its source phased out and in`;
    case 'actor-leaves':
    case 'flicker-named':
      return describeLeaveOrFlicker(s, m, n);
    case 'repeat-action':
      return `action ${(m.position % s.actions.length) + 1} (${s.actions[m.position % s.actions.length]!.do}) repeated`;
    case 'swap-actions':
      return `actions ${(m.position % s.actions.length) + 1} and ${(m.position % s.actions.length) + 2} swapped`;
    case 'nudge-number':
      return `a number in action ${(m.position % s.actions.length) + 1} (${s.actions[m.position % s.actions.length]!.do}) moved by one`;
  }
}
