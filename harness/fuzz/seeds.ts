import type { Adapter, EngineInfo } from '../adapter.js';
import { loadCorpus, type LoadedFixture } from '../corpus/load-corpus.js';
import { appliesIn } from '../model/applicability.js';
import { missingFor } from '../requirements/requirements.js';
import { runFixture } from '../run/run-fixture.js';
import type { Scenario } from './build-scenario.js';
import type { Action } from '../generated/fixture.js';

/** A corpus fixture the engine under test passes in one edition: a scenario the mutations start from. */
export interface Seed {
  /** The fixture's id, named in a draft's notes. */
  fixture: string;
  edition: string;
  scenario: Scenario;
}

interface Candidate {
  lf: LoadedFixture;
  edition: string;
}

/**
 * The corpus as seeds: every (approved fixture, edition) pair the engine declares all it needs for,
 * among the editions fuzzed. A pair becomes a seed only if the engine passes it, found out the first
 * time it is drawn (and remembered), so fuzzing starts at once whatever the corpus's size.
 *
 * Only passing pairs: a fixture the engine fails already reports that bug, so what the fuzzer finds
 * from a seed is always something the corpus did not show. Measured against a named fault, this keeps
 * the measurement honest: the fixtures that catch the fault are never seeds. A pair the engine cannot
 * play (a crash, a timeout) is left out like a failing one.
 */
export class SeedPool {
  private readonly passed = new Map<number, Seed | undefined>();

  private constructor(
    private readonly candidates: readonly Candidate[],
    private readonly info: EngineInfo,
    private readonly timeoutMs: number,
  ) {}

  /** Approved fixtures only: their scenarios are ones a reviewer checked. */
  static async load(
    info: EngineInfo,
    editions: readonly string[],
    timeoutMs: number,
    fixturesDir?: string,
  ): Promise<SeedPool> {
    const corpus = await loadCorpus(fixturesDir);
    const candidates: Candidate[] = [];
    for (const lf of corpus.fixtures) {
      if (lf.fixture.status !== 'approved') continue;
      for (const edition of editions)
        if (appliesIn(lf.fixture, edition) && !missingFor(lf.fixture, info, edition)) candidates.push({ lf, edition });
    }
    return new SeedPool(candidates, info, timeoutMs);
  }

  static empty(info: EngineInfo): SeedPool {
    return new SeedPool([], info, 0);
  }

  get size(): number {
    return this.candidates.length;
  }

  /** The seed at this index (modulo the pool), or undefined when the engine does not pass its fixture. */
  async seed(index: number, engine: Adapter): Promise<Seed | undefined> {
    const i = index % this.candidates.length;
    if (this.passed.has(i)) return this.passed.get(i);
    const { lf, edition } = this.candidates[i]!;
    const result = await runFixture(engine, this.info, lf, edition, {
      timeoutMs: this.timeoutMs,
      relativeFile: lf.file,
    });
    const { setup, actions } = lf.fixture;
    const seed =
      result.outcome === 'pass'
        ? { fixture: lf.fixture.id, edition, scenario: { setup, actions: labelled(actions) } }
        : undefined;
    this.passed.set(i, seed);
    return seed;
  }
}

/**
 * The seed's actions, each but a checkpoint with a label (`seed-<n>` where the fixture gives none, numbered
 * from 1 in order): an action a mutation makes illegal is then expected to be rejected ({"action": label,
 * "rejected": true}), where an unlabeled one would leave the mutated scenario nothing to expect and discard it.
 */
export function labelled(actions: readonly Action[]): Action[] {
  const used = new Set(actions.map((a) => ('label' in a ? a.label : undefined)));
  return actions.map((a, i) => {
    if (a.do === 'checkpoint' || a.label !== undefined || used.has(`seed-${i + 1}`)) return a;
    return { ...a, label: `seed-${i + 1}` };
  });
}
