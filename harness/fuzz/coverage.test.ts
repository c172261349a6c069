import { describe, expect, it } from 'vitest';
import { createCoverageReferenceAdapter, createReferenceAdapter } from '../../adapters/reference/index.js';
import type { Capability } from '../generated/fixture.js';
import { knownEditions } from '../corpus/references.js';
import type { Scenario } from './build-scenario.js';
import { isCoverageProbe } from '../adapter.js';
import { Frontier, type KeptScenario } from './coverage.js';
import { fuzz } from './fuzz.js';
import { mutate } from './mutate.js';

const edition = knownEditions().at(-1)!;

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
    { do: 'phaseOut', label: 'out', objects: ['bear'] },
    { do: 'advance', label: 'next', to: { step: 'upkeep' } },
  ],
};

const kept = (s: Scenario): KeptScenario => ({ scenario: s, edition, origin: ['test'] });

describe('the reference engine as a coverage probe', () => {
  it('answers exactly as the untraced engine and records the seam decisions of its run', async () => {
    const traced = createCoverageReferenceAdapter();
    const plain = createReferenceAdapter();
    const request = { fixture: 'coverage-probe', edition, ...scenario };
    const [a, b] = [await traced.run(request, { timeoutMs: 2000 }), await plain.run(request, { timeoutMs: 2000 })];
    expect(a).toEqual(b);
    const keys = traced.takeCoverage();
    // The untap step asks whether the phased-out bear phases in (702.26a), about a phased-out object.
    expect([...keys].some((k) => k.startsWith('untap:untap.phasesIn(P,'))).toBe(true);
    expect(traced.takeCoverage().size).toBe(0);
    expect(isCoverageProbe(traced)).toBe(true);
    expect(isCoverageProbe(plain)).toBe(false);
  });
});

describe('the frontier of kept scenarios', () => {
  it('keeps a scenario only for a decision no earlier one reached', () => {
    const f = new Frontier();
    expect(f.at(3)).toBeUndefined();
    expect(f.offer(new Set(['a', 'b']), kept(scenario))).toBe(true);
    expect(f.offer(new Set(['b', 'a']), kept(scenario))).toBe(false);
    expect(f.offer(new Set(['a', 'c']), kept(scenario))).toBe(true);
    expect(f.size).toBe(2);
    expect([...f.keys].sort()).toEqual(['a', 'b', 'c']);
    expect(f.at(3)).toBe(f.at(1));
  });

  it('records but does not keep a scenario too long to build on', () => {
    const f = new Frontier();
    const long: Scenario = { ...scenario, actions: Array.from({ length: 17 }, () => scenario.actions[1]!) };
    expect(f.offer(new Set(['a']), kept(long))).toBe(false);
    expect(f.size).toBe(0);
    expect(f.keys.has('a')).toBe(true);
  });
});

describe('mutating a scenario mutated before', () => {
  it('numbers its new labels after those already there, so no two actions share a label', () => {
    const caps = new Set<Capability>([
      'effect.phase-out',
      'effect.destroy',
      'turn.advance',
      'setup.attachments',
      'phasing.indirect',
    ]);
    const once = mutate(scenario, [{ op: 'destroy', object: 0, position: 0, player: 0 }], caps).scenario;
    const twice = mutate(once, [{ op: 'phase-out', object: 0, position: 0, player: 0 }], caps).scenario;
    const labels = twice.actions.map((a) => ('label' in a ? a.label : undefined)).filter(Boolean);
    expect(labels).toEqual(['fz-2', 'fz-1', 'out', 'next']);
  });
});

describe('fuzzing guided by the oracle’s coverage', () => {
  it('keeps scenarios for new decisions, and the clean engine still never diverges from itself', async () => {
    const out = await fuzz({
      createEngine: () => createReferenceAdapter(),
      createOracle: () => createCoverageReferenceAdapter(),
      editions: [edition],
      seed: 7,
      runs: 400,
      jobs: 1,
      timeoutMs: 2000,
    });
    expect(out.found).toEqual([]);
    expect(out.kept).toBeGreaterThan(0);
    expect(out.decisions).toBeGreaterThan(out.kept);
  });

  it('keeps nothing when the oracle reports no coverage', async () => {
    const out = await fuzz({
      createEngine: () => createReferenceAdapter(),
      createOracle: () => createReferenceAdapter(),
      editions: [edition],
      seed: 7,
      runs: 100,
      jobs: 1,
      timeoutMs: 2000,
    });
    expect([out.kept, out.decisions]).toEqual([0, 0]);
  });
});
