import type { Action, Expectation, Fixture, ObjectSetup, Status } from '../generated/fixture.js';
import { variants } from '../run/permute.js';
import type { Scenario } from './build-scenario.js';
import { nextStepPosition, stepPositions } from './turn-timeline.js';
import { anyAscend } from './designations.js';

/** A scenario with the expectations one engine's observation of it supports. */
export interface Case extends Scenario {
  expect: Expectation[];
}

/**
 * A metamorphic relation: a change to a scenario the rules give no meaning, carried through to the
 * expectations, so the engine's observation of the changed scenario must meet the expectations its
 * observation of the original supports. Undefined when the relation does not apply to the case.
 */
export interface Relation {
  name: RelationName;
  apply(c: Case, bystanderCard: string): Case | undefined;
}

export const RELATION_NAMES = ['rename', 'permute', 'bystander', 'split-advance', 'swap-seats'] as const;
export type RelationName = (typeof RELATION_NAMES)[number];

type Rename = (id: string) => string;

function renameStatus(s: Status | undefined, player: Rename): Status | undefined {
  return s === undefined || s === 'in' ? s : { how: s.how, under: player(s.under) };
}

function renameObject(o: ObjectSetup, id: Rename, player: Rename): ObjectSetup {
  const out: ObjectSetup = { ...o, id: id(o.id), owner: player(o.owner) };
  if (o.controller !== undefined) out.controller = player(o.controller);
  if (o.phased !== undefined) out.phased = renameStatus(o.phased, player)!;
  if (typeof o.attachedTo === 'string') out.attachedTo = id(o.attachedTo);
  else if (o.attachedTo !== undefined) out.attachedTo = { player: player(o.attachedTo.player) };
  return out;
}

function renameAction(a: Action, id: Rename, player: Rename): Action {
  const out = { ...a } as Record<string, unknown> & Action;
  if ('objects' in a) out.objects = a.objects.map(id);
  if ('object' in a && typeof a.object === 'string') out.object = id(a.object);
  if ('player' in a && typeof a.player === 'string') out.player = player(a.player);
  if (a.do === 'advance' && a.to.turnOf !== undefined) out.to = { ...a.to, turnOf: player(a.to.turnOf) };
  // A TargetRef is a player letter or an object id.
  const ref = (t: string) => (/^[A-F]$/.test(t) ? player(t) : id(t));
  if (a.do === 'activate') out.source = id(a.source);
  if (a.do === 'dealDamage') out.to = ref(a.to);
  if (a.do === 'declareAttackers') {
    out.attackers = a.attackers.map((x) => ({ attacker: id(x.attacker), defending: ref(x.defending) }));
    if (a.bands) out.bands = a.bands.map((band) => band.map(id));
  }
  if (a.do === 'declareBlockers')
    out.blockers = a.blockers.map((x) => ({ blocker: id(x.blocker), attacker: id(x.attacker) }));
  if ('targets' in a && a.targets) out.targets = a.targets.map(ref);
  if ('legendRule' in a && a.legendRule) out.legendRule = a.legendRule.map(id) as typeof a.legendRule;
  if (a.triggers)
    out.triggers = a.triggers.map((t) => ({
      ...t,
      source: id(t.source),
      ...(t.targets ? { targets: t.targets.map(ref) } : {}),
    }));
  if (a.do === 'advance' && a.combatDamage)
    out.combatDamage = a.combatDamage.map((d) => ({
      ...('attacker' in d && d.attacker !== undefined ? { attacker: id(d.attacker) } : {}),
      ...('blocker' in d && d.blocker !== undefined ? { blocker: id(d.blocker) } : {}),
      assign: Object.fromEntries(Object.entries(d.assign).map(([k, v]) => [ref(k), v])),
    }));
  if (a.do === 'advance' && a.staticChoices)
    out.staticChoices = a.staticChoices.map((c) => ({ ...c, source: id(c.source) }));
  if ('choices' in a && a.choices) out.choices = renameChoices(a.choices, id);
  return out;
}

/** The choices the generator writes whose values are object ids: the creature sacrificed, those convoking. */
const ID_CHOICES = new Set(['sacrifice', 'convoke']);

function renameChoices<T extends Record<string, unknown>>(choices: T, id: Rename): T {
  const ids = (v: unknown): unknown =>
    typeof v === 'string'
      ? id(v)
      : Array.isArray(v)
        ? (v as unknown[]).map((x) => (typeof x === 'string' ? id(x) : x))
        : v;
  return Object.fromEntries(Object.entries(choices).map(([k, v]) => [k, ID_CHOICES.has(k) ? ids(v) : v])) as T;
}

/** Commander damage is keyed by the commander's object id (903.10a). */
function renameKeys<T extends Record<string, number> | undefined>(damage: T, id: Rename): T {
  return (damage && Object.fromEntries(Object.entries(damage).map(([k, v]) => [id(k), v]))) as T;
}

function renameExpectation(e: Expectation, id: Rename, player: Rename): Expectation {
  if ('object' in e) {
    const out = { ...e, object: id(e.object) };
    if (e.controller !== undefined) out.controller = player(e.controller);
    if (e.phased !== undefined) out.phased = renameStatus(e.phased, player)!;
    if (typeof e.attachedTo === 'string') out.attachedTo = id(e.attachedTo);
    else if (e.attachedTo && typeof e.attachedTo === 'object') out.attachedTo = { player: player(e.attachedTo.player) };
    return out;
  }
  if ('player' in e)
    return {
      ...e,
      player: player(e.player),
      ...(e.commanderDamage ? { commanderDamage: renameKeys(e.commanderDamage, id) } : {}),
    };
  return e;
}

/** The case with every object id and player id renamed (the seat order of `setup.players` kept as listed). */
export function renameCase(c: Case, id: Rename, player: Rename): Case {
  return {
    setup: {
      ...c.setup,
      players: c.setup.players.map((p) => ({
        ...p,
        id: player(p.id),
        ...(p.commanderDamage ? { commanderDamage: renameKeys(p.commanderDamage, id) } : {}),
      })) as Case['setup']['players'],
      turn: { ...c.setup.turn, active: player(c.setup.turn.active) },
      objects: c.setup.objects.map((o) => renameObject(o, id, player)),
    },
    actions: c.actions.map((a) => renameAction(a, id, player)),
    expect: c.expect.map((e) => renameExpectation(e, id, player)),
  };
}

const same: Rename = (x) => x;

/** Object ids are names only: o1, o2 … become z-o1, y-o2 …, so their sort order is reversed too. */
const renameIds: Relation = {
  name: 'rename',
  apply: (c) => {
    const n = c.setup.objects.length;
    const index = new Map(c.setup.objects.map((o, i) => [o.id, i]));
    const letter = (i: number) => String.fromCharCode('z'.charCodeAt(0) - (i % 26));
    return renameCase(c, (id) => `${letter(index.get(id) ?? n)}-${id}`, same);
  },
};

/** run --permute's first variant (every order-irrelevant list reversed). */
const permute: Relation = {
  name: 'permute',
  apply: (c) => {
    const asFixture = { setup: c.setup, actions: c.actions, expect: c.expect } as unknown as Fixture;
    const v = variants(asFixture)[0];
    return v ? { setup: v.fixture.setup, actions: v.fixture.actions, expect: c.expect } : undefined;
  },
};

function uninvolvedPlayer(c: Case): string {
  const named = new Set<string>();
  for (const a of c.actions) {
    if ('player' in a && typeof a.player === 'string') named.add(a.player);
    if (a.do === 'advance' && a.to.turnOf) named.add(a.to.turnOf);
  }
  const ids = c.setup.players.map((p) => p.id);
  return ids.find((p) => !named.has(p)) ?? ids[ids.length - 1]!;
}

/**
 * A basic land no action names, for a player no action names (the last player when all are). Not where a
 * permanent has ascend: one more permanent may be the tenth its controller needs for the city's blessing
 * (702.131b), and control may change during the scenario.
 */
const bystander: Relation = {
  name: 'bystander',
  apply: (c, card) =>
    anyAscend(c.setup.objects)
      ? undefined
      : {
          ...c,
          setup: {
            ...c.setup,
            objects: [...c.setup.objects, { id: 'bystander', card, owner: uninvolvedPlayer(c), zone: 'battlefield' }],
          },
        },
};

/** The first advance that passes another safe step is split in two: the game reaches the same point. */
const splitAdvance: Relation = {
  name: 'split-advance',
  apply: (c) => {
    // A player leaving, or losing to damage or an empty library, changes the turn order the timeline assumes.
    if (
      c.setup.players.some((p) => p.library === 0) ||
      c.actions.some((a) => a.do === 'leaveGame' || (a.do === 'dealDamage' && /^[A-F]$/.test(a.to)))
    )
      return undefined;
    const players = c.setup.players.map((p) => p.id);
    let at = stepPositions.start(c.setup.turn.step);
    for (const [i, a] of c.actions.entries()) {
      if (a.do !== 'advance') continue;
      const target = nextStepPosition(at, a.to.step, a.to.turnOf, players, c.setup.turn.active);
      const middle = stepPositions.between(at, target, players, c.setup.turn.active);
      // A static choice or a division of combat damage is used once, at the first untap or combat damage
      // step on the way: split in two, which half makes it would change which step it governs.
      if (middle && (a.staticChoices || a.combatDamage)) return undefined;
      if (middle) {
        // The legend kept and the triggers' targets are the advance's choices too: the half-way advance may
        // be where the legend rule applies or an ability triggers.
        const extra: Action = {
          do: 'advance',
          to: middle,
          ...(a.legendRule ? { legendRule: a.legendRule } : {}),
          ...(a.triggers ? { triggers: a.triggers } : {}),
        };
        return { ...c, actions: [...c.actions.slice(0, i), extra, ...c.actions.slice(i)] };
      }
      at = target;
    }
    return undefined;
  },
};

/** In a two-player game the players' names swap: A plays B's part and B plays A's. */
const swapSeats: Relation = {
  name: 'swap-seats',
  apply: (c) => {
    if (c.setup.players.length !== 2) return undefined;
    const [a, b] = c.setup.players.map((p) => p.id) as [string, string];
    return renameCase(c, same, (p) => (p === a ? b : p === b ? a : p));
  },
};

export const RELATIONS: Record<RelationName, Relation> = {
  rename: renameIds,
  permute,
  bystander,
  'split-advance': splitAdvance,
  'swap-seats': swapSeats,
};
