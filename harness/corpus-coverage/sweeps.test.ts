import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../model/schema-validator.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { expandFamily } from '../generate/expand.js';
import type { Family } from '../generate/family.js';
import { FAMILIES } from '../generate/families/index.js';
import { loadSourcesIndex } from '../sources/sources-index.js';
import { computeCoverage } from './compute-coverage.js';
import { computeSweeps } from './compute-sweeps.js';
import { formatSweepsMarkdown, formatSweepsTerminal } from './render-sweeps.js';

const toy: Family = {
  id: 'toy',
  title: 'A toy family.',
  axes: [
    { name: 'a', describe: 'first', values: ['x', 'y'] },
    { name: 'b', describe: 'second', values: ['one', 'two'] },
  ],
  legality: (c) =>
    c['a'] === 'y' && c['b'] === 'one'
      ? { kind: 'illegal', reason: 'y never meets one' }
      : c['b'] === 'two' && c['a'] === 'y'
        ? { kind: 'needs-card', reason: 'no card' }
        : null,
  build: () => {
    throw new Error('the matrix never builds fixtures');
  },
};
const loaded = (id: string, status: 'approved' | 'proposed'): LoadedFixture =>
  ({
    file: `generated/toy/${id}.json`,
    fixture: { id, status, generated: { family: 'toy', cell: '', axes: {} } },
  }) as unknown as LoadedFixture;

describe('the sweep matrix', () => {
  it('gives each cell its fixture and status, its reason, or marks it missing', () => {
    const [s] = computeSweeps([loaded('sweep-toy-x-one', 'proposed')], [toy]);
    expect(s!.cells).toEqual([
      { cell: 'x.one', axes: { a: 'x', b: 'one' }, fixture: 'sweep-toy-x-one', status: 'proposed' },
      { cell: 'x.two', axes: { a: 'x', b: 'two' }, missing: 'sweep-toy-x-two' },
      { cell: 'y.one', axes: { a: 'y', b: 'one' }, reason: { kind: 'illegal', reason: 'y never meets one' } },
      { cell: 'y.two', axes: { a: 'y', b: 'two' }, reason: { kind: 'needs-card', reason: 'no card' } },
    ]);
    expect(s!.counts).toEqual({
      cells: 4,
      approved: 0,
      proposed: 1,
      illegal: 1,
      notExpressible: 0,
      needsCard: 1,
      missing: 1,
    });
    expect(formatSweepsTerminal([s!]).join('\n')).toContain('missing (run `npm run generate`): sweep-toy-x-two');
    expect(formatSweepsMarkdown([s!]).join('\n')).toContain('| x × two | ! |');
  });

  it('leaves out a family with no fixture in the corpus (another corpus, not a gap)', () => {
    expect(computeSweeps([], [toy])).toEqual([]);
  });

  it('on the shipped corpus: every legal cell has its fixture, the report matches its schema, and a missing fixture fails the gate', async () => {
    const corpus = await loadCheckedCorpus();
    const index = loadSourcesIndex();
    const run = (fixtures: LoadedFixture[]) =>
      computeCoverage({
        index,
        fixtures,
        editions: ['2026-08-07'],
        editionArg: 'latest',
        suite: {
          name: 'phasing-cts',
          version: '0',
          corpusHash: '0'.repeat(64),
          fixtureCount: fixtures.length,
          approved: 0,
          proposed: 0,
          problems: 0,
          sources: index.dir,
        },
      });
    const report = run(corpus.fixtures);
    expect(report.sweeps!.map((s) => s.family)).toEqual(FAMILIES.map((f) => f.id));
    for (const s of report.sweeps!) {
      expect(s.counts.missing).toBe(0);
      expect(s.counts.approved + s.counts.proposed).toBe(
        expandFamily(FAMILIES.find((f) => f.id === s.family)!).filter((c) => c.fixture).length,
      );
    }
    expect(validateAgainst('coverage.schema.json', report)).toEqual([]);
    const dropped = run(
      corpus.fixtures.filter((lf) => lf.fixture.id !== 'sweep-one-shot-destroy-target-in-response-opponent'),
    );
    expect(dropped.summary.gate.failures).toBe(report.summary.gate.failures + 1);
  });
});
