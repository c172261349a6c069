import { describe, expect, it } from 'vitest';
import { createReferenceAdapter } from '../../adapters/reference/index.js';
import type { FaultId } from '../../adapters/reference/faults.js';
import type { Adapter } from '../adapter.js';
import { checkObservation } from '../check/check-observation.js';
import { knownEditions } from '../corpus/references.js';
import { validateAgainst } from '../model/schema-validator.js';
import type { Capability } from '../generated/fixture.js';
import type { Scenario } from './build-scenario.js';
import { draftFixture } from './draft.js';
import { fuzz } from './fuzz.js';
import type { FuzzOptions } from './job.js';
import { mutate, type MutationOp, type MutationPlan } from './mutate.js';
import { SeedPool } from './seeds.js';

const edition = knownEditions().at(-1)!;
const reference = (fault?: FaultId) => createReferenceAdapter(fault ? { fault } : {});

const run = (o: Partial<FuzzOptions> & Pick<FuzzOptions, 'createEngine'>) =>
  fuzz({ createOracle: () => reference(), editions: [edition], seed: 1, runs: 300, jobs: 1, timeoutMs: 2000, ...o });

const scenario: Scenario = {
  setup: {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 1, active: 'A', step: 'main1' },
    objects: [
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'aura', card: 'Pacifism', owner: 'B', zone: 'battlefield', attachedTo: 'bear' },
    ],
  },
  actions: [
    { do: 'dealDamage', label: 'hit', to: 'bear', amount: 1 },
    { do: 'checkpoint', name: 'after' },
  ],
};

const ALL: ReadonlySet<Capability> = new Set<Capability>([
  'effect.phase-out',
  'effect.phase-in',
  'effect.destroy',
  'effect.damage',
  'turn.advance',
  'setup.phased-out',
  'setup.attachments',
  'phasing.indirect',
]);

const one = (op: MutationOp, object = 0, position = 0, player = 0): MutationPlan[] => [
  { op, object, position, player },
];

describe('mutations of a seed scenario', () => {
  it('puts a phase-out of the chosen object in at the chosen place, labelled apart from the seed', () => {
    const m = mutate(scenario, one('phase-out', 0, 1), ALL);
    expect(m.scenario.actions[1]).toEqual({ do: 'phaseOut', label: 'fz-1', objects: ['bear'] });
    expect(m.scenario.actions).toHaveLength(3);
    expect(m.changes).toEqual(['phase-out of bear put in before action 2']);
  });

  it('phases a permanent out at the start with what is attached to it phased out indirectly', () => {
    const { scenario: s } = mutate(scenario, one('phased-at-start'), ALL);
    expect(s.setup.objects[0]!.phased).toEqual({ how: 'directly', under: 'A' });
    expect(s.setup.objects[1]!.phased).toEqual({ how: 'indirectly', under: 'B' });
    // Toggled back, both are phased in again.
    const back = mutate(s, one('phased-at-start'), ALL).scenario;
    expect(back.setup.objects.every((o) => o.phased === undefined)).toBe(true);
  });

  it('replaces an object an action names by another', () => {
    const { scenario: s, changes } = mutate(scenario, one('retarget', 1, 0), ALL);
    expect(s.actions[0]).toEqual({ do: 'dealDamage', label: 'hit', to: 'aura', amount: 1 });
    expect(changes).toEqual(['in action 1 (dealDamage), an object or player named replaced by another']);
  });

  it('replaces a player an action names by a player, never by an object', () => {
    const withPlayer: Scenario = { ...scenario, actions: [{ do: 'dealDamage', label: 'hit', to: 'A', amount: 1 }] };
    const { scenario: s } = mutate(withPlayer, one('retarget', 1, 0), ALL);
    expect(s.actions[0]).toEqual({ do: 'dealDamage', label: 'hit', to: 'B', amount: 1 });
  });

  it('has a player leave a game of three or more, adding a third player with nothing to a two-player game', () => {
    expect(mutate(scenario, one('leave-game', 0, 0, 1), ALL).changes).toEqual([]);
    const multiplayer = new Set<Capability>([...ALL, 'multiplayer', 'player.leave']);
    const joined = mutate(scenario, one('leave-game', 0, 0, 1), multiplayer);
    expect(joined.scenario.setup.players).toEqual([{ id: 'A' }, { id: 'B' }, { id: 'C' }]);
    expect(joined.scenario.actions[0]).toEqual({ do: 'leaveGame', label: 'fz-1', player: 'B' });
    expect(joined.changes).toEqual(['player C joins with nothing; player B leaves the game before action 1']);
    const three: Scenario = {
      ...scenario,
      setup: { ...scenario.setup, players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }] },
    };
    const caps = new Set<Capability>([...ALL, 'multiplayer', 'player.leave']);
    const { scenario: s, changes } = mutate(three, one('leave-game', 0, 0, 2), caps);
    expect(s.actions[0]).toEqual({ do: 'leaveGame', label: 'fz-1', player: 'C' });
    expect(changes).toEqual(['player C leaves the game before action 1']);
  });

  it('flickers a permanent with Flicker of Fate only where the card may be added', () => {
    expect(mutate(scenario, one('flicker', 0, 1), ALL).changes).toEqual([]);
    const casts = new Set<Capability>([...ALL, 'stack.cast']);
    expect(mutate(scenario, one('flicker', 0, 1), ALL, { flicker: true }).changes).toEqual([]);
    const { scenario: s, changes } = mutate(scenario, one('flicker', 0, 1), casts, { flicker: true });
    expect(s.setup.objects.at(-1)).toEqual({ id: 'fz-1', card: 'Flicker of Fate', owner: 'A', zone: 'hand' });
    expect(s.actions.map((a) => a.do)).toEqual(['dealDamage', 'addMana', 'cast', 'resolve', 'checkpoint']);
    expect(s.actions[2]).toMatchObject({ player: 'A', object: 'fz-1', targets: ['bear'] });
    expect(changes).toEqual(['bear flickered by Flicker of Fate before action 2']);
  });

  it('moves a number in an action by one, up or down, never below zero', () => {
    expect(mutate(scenario, one('nudge-number', 0, 0), ALL).scenario.actions[0]).toMatchObject({ amount: 2 });
    expect(mutate(scenario, one('nudge-number', 1, 0), ALL).scenario.actions[0]).toMatchObject({ amount: 0 });
  });

  it('marks one or two more damage on a permanent at the start, only with setup.damage declared', () => {
    const withDamage = new Set<Capability>([...ALL, 'setup.damage']);
    const damaged = mutate(scenario, one('damaged', 0, 1), withDamage);
    expect(damaged.scenario.setup.objects[0]).toMatchObject({ id: 'bear', damage: 2 });
    expect(damaged.changes).toEqual(['bear with 2 damage marked at the start']);
    expect(mutate(damaged.scenario, one('damaged', 0, 0), withDamage).scenario.setup.objects[0]).toMatchObject({
      damage: 3,
    });
    expect(mutate(scenario, one('damaged'), ALL).scenario).toEqual(scenario);
  });

  it('puts in damage dealt to a permanent or to a player', () => {
    const toBear = mutate(scenario, [{ op: 'damage', object: 0, position: 0, player: 2 }], ALL);
    expect(toBear.scenario.actions[0]).toEqual({ do: 'dealDamage', label: 'fz-1', to: 'bear', amount: 3 });
    expect(toBear.changes).toEqual(['3 damage to bear put in before action 1']);
    const toB = mutate(scenario, [{ op: 'damage-player', object: 4, position: 2, player: 1 }], ALL);
    expect(toB.scenario.actions[2]).toEqual({ do: 'dealDamage', label: 'fz-1', to: 'B', amount: 2 });
    expect(toB.changes).toEqual(['2 damage to player B put in after the last action']);
  });

  it('repeats, swaps and drops actions', () => {
    const repeated = mutate(scenario, one('repeat-action', 0, 0), ALL).scenario.actions;
    expect(repeated.map((a) => a.do)).toEqual(['dealDamage', 'dealDamage', 'checkpoint']);
    expect(repeated[1]).toMatchObject({ label: 'fz-1' });
    expect(mutate(scenario, one('swap-actions'), ALL).scenario.actions.map((a) => a.do)).toEqual([
      'checkpoint',
      'dealDamage',
    ]);
    expect(mutate(scenario, one('drop-action', 0, 1), ALL).scenario.actions.map((a) => a.do)).toEqual(['dealDamage']);
  });

  it('activates an ability again after its source phased out and back in, after the activation and its resolve', () => {
    const walker: Scenario = {
      setup: {
        ...scenario.setup,
        objects: [
          { id: 'tef', card: 'Teferi, Timeless Voyager', owner: 'A', zone: 'battlefield', counters: { loyalty: 4 } },
        ],
      },
      actions: [
        { do: 'activate', label: 'plus', player: 'A', source: 'tef', ability: 'plus-1' },
        { do: 'resolve' },
        { do: 'checkpoint', name: 'after' },
      ],
    };
    const caps = new Set<Capability>([...ALL, 'stack.activate', 'setup.counters']);
    const m = mutate(walker, one('activate-again', 0, 0), caps);
    expect(m.scenario.actions.slice(2, 5)).toEqual([
      { do: 'phaseOut', label: 'fz-1-out', objects: ['tef'] },
      { do: 'phaseIn', label: 'fz-1-in', objects: ['tef'] },
      { do: 'activate', label: 'fz-1', player: 'A', source: 'tef', ability: 'plus-1' },
    ]);
    expect(m.changes).toEqual(['an activation put in again after its source phased out and in']);
    // A seed that activates nothing is left as it is.
    expect(mutate(scenario, one('activate-again'), caps).changes).toEqual([]);
  });

  it('skips a change that needs a capability the engine does not declare, and one that changes nothing', () => {
    const noPhasing = new Set<Capability>(['effect.damage']);
    const m = mutate(
      scenario,
      [...one('phase-out'), ...one('phased-at-start'), ...one('swap-actions', 0, 1)],
      noPhasing,
    );
    expect(m.scenario).toEqual(scenario);
    expect(m.changes).toEqual([]);
  });
});

describe('seeds', () => {
  it('are the corpus fixtures the engine passes: a fault makes some of them fail, and those are never seeds', async () => {
    const passingUnder = async (engine: Adapter) => {
      const pool = await SeedPool.load(await engine.describe(), [edition], 2000);
      const ids: string[] = [];
      for (let i = 0; i < pool.size; i++) {
        const seed = await pool.seed(i, engine);
        if (seed) ids.push(seed.fixture);
      }
      return { size: pool.size, ids };
    };
    const clean = await passingUnder(reference());
    const faulty = await passingUnder(reference('counters-dropped'));
    expect(clean.ids).toHaveLength(clean.size);
    expect(faulty.ids.length).toBeLessThan(faulty.size);
    expect(faulty.ids.every((id) => clean.ids.includes(id))).toBe(true);
  });

  it('give no divergence between the clean reference engine and itself', async () => {
    const out = await run({ createEngine: () => reference(), runs: 800 });
    expect(out.seeds).toBeGreaterThan(0);
    expect(out.found).toEqual([]);
    expect(out.engineFailures).toBe(0);
  });

  // A fault the generator alone can't reach: it draws no player leaving the game (docs/FUZZING.md), and this
  // fault shows only when one does with a phased-out permanent (20,000 generated scenarios, seed 1: none
  // diverged, measured by hand). Its scenario is a corpus fixture's neighbour. (The fault first used here,
  // tapped-as-it-phases-out, became reachable by the generator as the catalogue grew.)
  it('reach a fault the generator does not, and the draft says where it came from and reproduces', async () => {
    const fault: FaultId = 'phased-out-not-exiled-with-leaver';
    // Which draws a fast-check seed makes depends on the corpus (every fixture is a seed), so a new fixture can
    // move one seed's finding past 20,000 runs: seed 1 stopped finding it when The Fallen's fixture came (seeds
    // 3 to 6 found it then). The search goes on to the next seed, up to four.
    let found: Awaited<ReturnType<typeof run>>['found'] = [];
    let runSeed = 0;
    for (const seed of [1, 2, 3, 4]) {
      runSeed = seed;
      found = (await run({ createEngine: () => reference(fault), seed, runs: 20_000, stopAtFirst: true })).found;
      if (found.length > 0) break;
    }
    expect(found).toHaveLength(1);
    const d = found[0]!;
    expect(d.origin[0]).toMatch(/^seeded from corpus fixture \S+, which the engine passes in/);
    const draft = draftFixture(d, 0, { engine: `reference --fault ${fault}`, runSeed, edition });
    expect(validateAgainst('fixture.schema.json', draft)).toEqual([]);
    expect(draft.notes).toContain('seeded from corpus fixture');
    const play = async (a: Adapter) => {
      const answer = await a.run(
        { fixture: draft.id, edition: d.edition, setup: draft.setup, actions: draft.actions },
        { timeoutMs: 2000 },
      );
      if (!('observation' in answer)) throw new Error('no observation');
      return checkObservation(draft, answer.observation);
    };
    expect(await play(reference(fault))).not.toEqual([]);
    expect(await play(reference())).toEqual([]);
    // About 8 s a seed on a quiet machine; a machine loaded seven times over (mutation runs beside the suite)
    // took 60 s for one.
  }, 480_000);

  it('are off with seeds: false', async () => {
    const out = await run({ createEngine: () => reference(), runs: 50, seeds: false });
    expect(out.seeds).toBe(0);
  });
});
