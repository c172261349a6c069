import { beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { knownEditions } from '../corpus/references.js';
import { computeCoverage } from '../corpus-coverage/compute-coverage.js';
import { loadSourcesIndex } from '../sources/sources-index.js';
import { coreFixtureIds } from './profiles.js';

let fixtures: LoadedFixture[];
beforeAll(async () => {
  fixtures = (await loadCheckedCorpus()).fixtures;
});

describe('the core profile', () => {
  it('covers every phasing subrule in every edition that the approved corpus covers', () => {
    const core = coreFixtureIds(fixtures);
    const index = loadSourcesIndex();
    const suite = { name: 'phasing-cts' as const, version: '0', corpusHash: '0'.repeat(64), fixtureCount: 0 };
    const coverage = (fs: LoadedFixture[]) =>
      computeCoverage({ index, fixtures: fs, editions: knownEditions(), editionArg: 'all', suite } as never);
    const gaps = (fs: LoadedFixture[]) =>
      coverage(fs)
        .clauses.filter((c) => c.status !== 'covered')
        .map((c) => `${c.meaning} ${c.group}: ${c.uncoveredEditions.join(' ')}`);
    expect(gaps(fixtures.filter((lf) => core.has(lf.fixture.id)))).toEqual(gaps(fixtures));
  });

  it('is a small part of the approved fixtures, made of approved fixtures only', () => {
    const core = coreFixtureIds(fixtures);
    const approved = fixtures.filter((lf) => lf.fixture.status === 'approved');
    expect(core.size).toBeGreaterThan(10);
    expect(core.size).toBeLessThan(approved.length / 4);
    for (const id of core) expect(approved.some((lf) => lf.fixture.id === id)).toBe(true);
  });

  it('prefers, for a clause, the fixture with only vanilla or keyword cards and then the fewest capabilities', () => {
    const base = fixtures.find(
      (lf) =>
        lf.fixture.status === 'approved' &&
        lf.fixture.sources.some((s) => s.kind === 'rule' && s.meaning === 'PH-UNTAP'),
    )!;
    const mk = (id: string, cards: string[], capabilities: string[]): LoadedFixture => ({
      ...base,
      fixture: {
        ...base.fixture,
        id,
        sources: [{ kind: 'rule', rule: '702.26a', edition: '2026-08-07', meaning: 'PH-UNTAP' }],
        editions: { from: '2011-02-04' },
        // Content that implies nothing: what each needs is what it lists (harness/requirements/).
        setup: {
          ...base.fixture.setup,
          objects: cards.map((card, i) => ({ id: `o${i}`, card, owner: 'A', zone: 'hand' as const })),
        },
        actions: [],
        expect: [{ player: 'A', life: 20 }],
        requires: { cards, capabilities: capabilities as never },
      },
    });
    const synthetic = [
      mk('with-a-spell', ["Teferi's Protection"], ['turn.advance']),
      mk('vanilla-two-caps', ['Grizzly Bears', 'Sandbar Crocodile'], ['turn.advance', 'setup.phased-out']),
      mk('vanilla-one-cap', ['Sandbar Crocodile'], ['turn.advance']),
      mk('vanilla-one-cap-too', ['Grizzly Bears'], ['setup.phased-out']),
    ];
    expect([...coreFixtureIds(synthetic)].sort()).toEqual(['vanilla-one-cap', 'vanilla-one-cap-too']);
  });
});
