import type { Action, ObjectSetup } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { Scenario } from './build-scenario.js';
import { seatedBefore } from './leavers.js';

/**
 * Two seed mutations that put in what a seed already sets up, instead of at random: a player leaving
 * right after something of theirs began (their spell or ability on the stack, a control effect or a
 * duration running, 800.4a, 800.4m), and Flicker of Fate on a permanent an earlier action named (a target
 * an effect may remember or watch), which returns as a new object the effect no longer finds (400.7).
 */

/** The mutation's numbers, as mutate.ts draws them: each taken modulo what it points into. */
export interface Pick {
  object: number;
  position: number;
  player: number;
}

/** Actions that make something of their player's: a spell or ability on the stack, a control effect. */
const ACTS = new Set<Action['do']>(['cast', 'activate', 'gainControl']);

/** The index after action `i` and the resolutions that follow it at once (its spell or ability, its triggers). */
function afterResolving(actions: readonly Action[], i: number): number {
  let at = i + 1;
  while (actions[at]?.do === 'resolve') at++;
  return at;
}

export interface ActorLeaves {
  scenario: Scenario;
  leaver: string;
  /** The acting action's index in the seed. */
  after: number;
}

/**
 * The player of one acting action (or, for an odd `player`, the one seated before them) leaves the game
 * right after it, while what it put on the stack waits (even `object`), or once it has resolved (odd). The
 * scenario must have three players or more (mutate.ts adds one to a two-player seed first).
 */
export function actorLeaves(s: Scenario, p: Pick, label: string): ActorLeaves | undefined {
  const acts = s.actions.flatMap((a, i) => (ACTS.has(a.do) ? [i] : []));
  if (acts.length === 0) return undefined;
  const i = acts[p.position % acts.length]!;
  const act = s.actions[i] as Extract<Action, { player: string }>;
  const seats = s.setup.players.map((x) => x.id);
  const leaver = p.player % 2 === 0 ? act.player : (seatedBefore(seats, new Set(), act.player) ?? act.player);
  const at = p.object % 2 === 0 ? i + 1 : afterResolving(s.actions, i);
  const leave: Action = { do: 'leaveGame', label, player: leaver };
  return {
    scenario: { ...s, actions: [...s.actions.slice(0, at), leave, ...s.actions.slice(at)] },
    leaver,
    after: i,
  };
}

/** Every (action index, object id) where an action targets a setup permanent, directly or in a trigger's choice. */
function namedTargets(s: Scenario): [number, ObjectSetup][] {
  const onBattlefield = new Map(s.setup.objects.filter((o) => o.zone === 'battlefield').map((o) => [o.id, o]));
  const out: [number, ObjectSetup][] = [];
  s.actions.forEach((a, i) => {
    const ids = [
      ...('targets' in a && Array.isArray(a.targets) ? a.targets : []),
      ...('triggers' in a && Array.isArray(a.triggers) ? a.triggers.flatMap((t) => t.targets ?? []) : []),
    ];
    for (const id of ids) {
      const o = typeof id === 'string' ? onBattlefield.get(id) : undefined;
      if (o) out.push([i, o]);
    }
  });
  return out;
}

/** What is done to the returned permanent after the flicker: a new object an old effect must not reach. */
const FOLLOW_UPS = ['nothing', 'tap', 'phase-out', 'tap-and-untap-step'] as const;
export type FollowUp = (typeof FOLLOW_UPS)[number];

export interface FlickerNamed {
  scenario: Scenario;
  target: string;
  after: number;
  followUp: FollowUp;
}

/**
 * Flicker of Fate ("Exile target creature or enchantment, then return it to the battlefield under its owner's
 * control"), cast by the player active at the start at a creature or enchantment an earlier action targeted,
 * right after that action and its resolutions; then, by `player`, the returned permanent is tapped (and its
 * owner's next untap step reached, 502.3), or phased out, or nothing. An effect that watched the old object
 * ("doesn't untap", "can't phase out", an attachment) must not hold the new one (400.7).
 */
export function flickerNamed(s: Scenario, p: Pick, label: string, card: string): FlickerNamed | undefined {
  const mana = catalogueCard(card)?.manaCost;
  const named = namedTargets(s).filter(([, o]) =>
    (catalogueCard(o.card)?.types ?? []).some((t) => t === 'Creature' || t === 'Enchantment'),
  );
  if (named.length === 0 || mana === undefined) return undefined;
  const [i, target] = named[p.object % named.length]!;
  const at = afterResolving(s.actions, i);
  const caster = s.setup.turn.active;
  const followUp = FOLLOW_UPS[p.player % FOLLOW_UPS.length]!;
  const id = target.id;
  const then: Action[] = {
    nothing: [],
    tap: [{ do: 'tap', label: `${label}-tap`, objects: [id] }],
    'phase-out': [{ do: 'phaseOut', label: `${label}-phase-out`, objects: [id] }],
    'tap-and-untap-step': [
      { do: 'tap', label: `${label}-tap`, objects: [id] },
      { do: 'advance', label: `${label}-untap`, to: { step: 'upkeep', turnOf: target.owner } },
    ],
  }[followUp] as Action[];
  const flicker: Action[] = [
    { do: 'addMana', label: `${label}-mana`, player: caster, mana },
    { do: 'cast', label: `${label}-cast`, player: caster, object: label, targets: [id] },
    { do: 'resolve', label: `${label}-resolve` },
    ...then,
  ];
  const spell: ObjectSetup = { id: label, card, owner: caster, zone: 'hand' };
  return {
    scenario: {
      setup: { ...s.setup, objects: [...s.setup.objects, spell] },
      actions: [...s.actions.slice(0, at), ...flicker, ...s.actions.slice(at)],
    },
    target: id,
    after: i,
    followUp,
  };
}
