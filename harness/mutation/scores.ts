// The ledger of mutation scores (issue 25 item 5): harness/mutation/scores.json keeps, for every file of the
// reference engine Stryker has measured, the figures of its latest run and the commit it ran on, so that which
// files reach 90% of covered mutants killed, and which were never measured, is read from the repository and
// not from a closing note. `npm run mutation:record` writes it from Stryker's JSON reports; `npm run
// mutation:status` lists every file Stryker would mutate against it.
import { percent, type FileScore } from './triage.js';

/** One file's latest measurement. */
export interface ScoreRecord extends Omit<FileScore, 'file'> {
  file: string;
  /** The commit whose code was mutated (the working tree had no change to the file). */
  commit: string;
  /** Day of the run, YYYY-MM-DD. */
  date: string;
  /** Mutants the run left out: static ones under `--ignoreStatic` (module-level code, run against every test). */
  ignored: number;
  /**
   * The vitest configuration whose tests ran against the mutants: vitest.mutation.config.ts (every mutation
   * test), or vitest.mutation-card.config.ts (one card's fixtures and unit tests: a lower bound).
   */
  tests: string;
}

export const SCORE_TARGET = 90;

const COUNTS = ['killed', 'timeout', 'survived', 'noCoverage', 'equivalent', 'covered', 'ignored'] as const;

/** One-line problems with the ledger: shape, files that no longer exist, figures that do not add up. */
export function ledgerProblems(ledger: unknown, exists: (file: string) => boolean): string[] {
  if (!Array.isArray(ledger)) return ['scores.json: expected an array of records'];
  const problems: string[] = [];
  let previous = '';
  ledger.forEach((raw: unknown, i) => {
    const at = `scores.json /${i}`;
    const r = raw as Partial<Record<keyof ScoreRecord, unknown>>;
    if (typeof r.file !== 'string') return problems.push(`${at}/file: expected a string`);
    if (!exists(r.file)) problems.push(`${at}/file: ${r.file} does not exist`);
    if (r.file <= previous) problems.push(`${at}/file: expected files in order, each once (after ${previous})`);
    previous = r.file;
    if (typeof r.commit !== 'string' || !/^[0-9a-f]{7,40}$/.test(r.commit))
      problems.push(`${at}/commit: expected a commit hash`);
    if (typeof r.tests !== 'string' || !/^vitest\.[a-z.-]+\.ts$/.test(r.tests))
      problems.push(`${at}/tests: expected a vitest configuration file`);
    if (typeof r.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.date))
      problems.push(`${at}/date: expected YYYY-MM-DD`);
    const bad = COUNTS.filter((k) => !Number.isInteger(r[k]) || (r[k] as number) < 0);
    if (bad.length > 0) return problems.push(`${at}/${bad[0]}: expected a count`);
    const s = r as ScoreRecord;
    if (s.covered !== s.killed + s.timeout + s.survived)
      problems.push(`${at}/covered: expected killed + timeout + survived = ${s.killed + s.timeout + s.survived}`);
    if (s.equivalent > s.survived) problems.push(`${at}/equivalent: more than the ${s.survived} survivors`);
    const score = percent(s.killed + s.timeout, s.covered);
    if (s.score !== score) problems.push(`${at}/score: expected ${String(score)} from the counts`);
    const without = percent(s.killed + s.timeout, s.covered - s.equivalent);
    if (s.scoreWithoutEquivalent !== without)
      problems.push(`${at}/scoreWithoutEquivalent: expected ${String(without)} from the counts`);
    return undefined;
  });
  return problems;
}

/** The ledger with each measured file's record replaced by the new one, in file order. */
export function recordScores(
  ledger: readonly ScoreRecord[],
  scores: readonly (FileScore & Pick<ScoreRecord, 'ignored'>)[],
  run: Pick<ScoreRecord, 'commit' | 'date' | 'tests'>,
): ScoreRecord[] {
  const byFile = new Map(ledger.map((r) => [r.file, r]));
  for (const s of scores) byFile.set(s.file, { ...s, ...run });
  return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Where a file Stryker would mutate stands against the ledger. */
export type FileStanding =
  | { kind: 'unmeasured'; file: string }
  | { kind: 'type-only'; file: string }
  | { kind: 'measured'; record: ScoreRecord; meetsTarget: boolean };

/**
 * Every file of `mutated` against the ledger. A file meets the target when its score with the survivors
 * triaged equivalent left out is at least SCORE_TARGET (an equivalent mutant cannot be killed). A file none of
 * whose mutants a test ran (all static and left out, or without coverage) has no score and does not meet it.
 * A file `typeOnly` says has no code that runs (type-only.ts) has no mutant to measure, whatever the ledger says.
 */
export function standings(
  mutated: readonly string[],
  ledger: readonly ScoreRecord[],
  typeOnly: (file: string) => boolean,
): FileStanding[] {
  const byFile = new Map(ledger.map((r) => [r.file, r]));
  return [...mutated].sort().map((file): FileStanding => {
    if (typeOnly(file)) return { kind: 'type-only', file };
    const record = byFile.get(file);
    if (!record) return { kind: 'unmeasured', file };
    const score = record.scoreWithoutEquivalent;
    return { kind: 'measured', record, meetsTarget: score !== null && score >= SCORE_TARGET };
  });
}
