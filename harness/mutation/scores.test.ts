import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mutatedFiles } from './ledger-io.js';
import { ledgerProblems, recordScores, standings, type ScoreRecord } from './scores.js';

const record = (file: string, over: Partial<ScoreRecord> = {}): ScoreRecord => ({
  file,
  killed: 17,
  timeout: 1,
  survived: 2,
  noCoverage: 0,
  equivalent: 1,
  covered: 20,
  score: 90,
  scoreWithoutEquivalent: 94.74,
  ignored: 0,
  tests: 'vitest.mutation.config.ts',
  commit: '5d214b6278d4',
  date: '2026-12-07',
  ...over,
});
const everyFileExists = () => true;

describe('harness/mutation/scores.json', () => {
  it('is well-formed: real files Stryker mutates, in order, with figures that add up', async () => {
    const ledger: unknown = JSON.parse(readFileSync('harness/mutation/scores.json', 'utf8'));
    expect(ledgerProblems(ledger, existsSync)).toEqual([]);
    const mutated = new Set(await mutatedFiles());
    expect((ledger as ScoreRecord[]).map((r) => r.file).filter((f) => !mutated.has(f))).toEqual([]);
  });
});

describe('ledgerProblems', () => {
  it('accepts records whose figures add up', () => {
    expect(ledgerProblems([record('a.ts'), record('b.ts')], everyFileExists)).toEqual([]);
  });
  it('names figures that do not add up', () => {
    expect(ledgerProblems([record('a.ts', { covered: 21 })], everyFileExists)).toEqual([
      'scores.json /0/covered: expected killed + timeout + survived = 20',
      'scores.json /0/score: expected 85.71 from the counts',
      'scores.json /0/scoreWithoutEquivalent: expected 90 from the counts',
    ]);
    expect(ledgerProblems([record('a.ts', { score: 91 })], everyFileExists)).toEqual([
      'scores.json /0/score: expected 90 from the counts',
    ]);
    expect(ledgerProblems([record('a.ts', { equivalent: 3 })], everyFileExists)[0]).toBe(
      'scores.json /0/equivalent: more than the 2 survivors',
    );
  });
  it('names a missing count, file, commit or date', () => {
    expect(ledgerProblems([record('a.ts', { killed: -1 })], everyFileExists)).toEqual([
      'scores.json /0/killed: expected a count',
    ]);
    expect(ledgerProblems([record('a.ts')], () => false)).toEqual(['scores.json /0/file: a.ts does not exist']);
    expect(ledgerProblems([record('a.ts', { commit: 'main' })], everyFileExists)).toEqual([
      'scores.json /0/commit: expected a commit hash',
    ]);
    expect(ledgerProblems([record('a.ts', { date: '7 Dec' })], everyFileExists)).toEqual([
      'scores.json /0/date: expected YYYY-MM-DD',
    ]);
    expect(ledgerProblems([record('a.ts', { tests: 'all' })], everyFileExists)).toEqual([
      'scores.json /0/tests: expected a vitest configuration file',
    ]);
  });
  it('names files out of order or twice', () => {
    expect(ledgerProblems([record('b.ts'), record('a.ts')], everyFileExists)).toEqual([
      'scores.json /1/file: expected files in order, each once (after b.ts)',
    ]);
    expect(ledgerProblems([record('a.ts'), record('a.ts')], everyFileExists)).toHaveLength(1);
  });
  it('rejects a ledger that is not a list', () => {
    expect(ledgerProblems({}, everyFileExists)).toEqual(['scores.json: expected an array of records']);
  });
});

describe('recordScores', () => {
  it("replaces a measured file's record, keeps the others, and sorts by file", () => {
    const older = [record('c.ts'), record('a.ts', { commit: 'aaaaaaa' })];
    const { file, killed, timeout, survived, noCoverage, equivalent, covered, score, scoreWithoutEquivalent } =
      record('a.ts');
    const fresh = { file, killed, timeout, survived, noCoverage, equivalent, covered, score, scoreWithoutEquivalent };
    const out = recordScores(
      older,
      [
        { ...fresh, ignored: 4 },
        { ...fresh, file: 'b.ts', ignored: 0 },
      ],
      { commit: 'bbbbbbb', date: '2026-12-08', tests: 'vitest.mutation-card.config.ts' },
    );
    expect(out.map((r) => [r.file, r.commit, r.ignored, r.tests])).toEqual([
      ['a.ts', 'bbbbbbb', 4, 'vitest.mutation-card.config.ts'],
      ['b.ts', 'bbbbbbb', 0, 'vitest.mutation-card.config.ts'],
      ['c.ts', '5d214b6278d4', 0, 'vitest.mutation.config.ts'],
    ]);
  });
});

describe('standings', () => {
  it('sets each file Stryker mutates against the 90% target, equivalent survivors left out', () => {
    const ledger = [
      record('meets.ts'),
      record('under.ts', { scoreWithoutEquivalent: 89.99 }),
      record('none.ts', { scoreWithoutEquivalent: null }),
    ];
    const rows = standings(
      ['under.ts', 'never.ts', 'meets.ts', 'none.ts', 'types.ts'],
      ledger,
      (f) => f === 'types.ts',
    );
    expect(rows.map((s) => (s.kind === 'measured' ? [s.record.file, s.meetsTarget] : [s.file, s.kind]))).toEqual([
      ['meets.ts', true],
      ['never.ts', 'unmeasured'],
      ['none.ts', false],
      ['types.ts', 'type-only'],
      ['under.ts', false],
    ]);
  });

  it('calls a file with no code that runs type-only even when the ledger holds a record of it', () => {
    const rows = standings(['types.ts'], [record('types.ts')], () => true);
    expect(rows).toEqual([{ kind: 'type-only', file: 'types.ts' }]);
  });
});
