// Reach: what an engine declaring given capabilities, cards and editions can run, counted the way the
// reach targets are stated (issue 27): approved fixtures, core fixtures, and the rows of `coverage` (phasing
// clauses, related rules) that at least one runnable approved fixture covers in the edition.
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { computeCoverage } from '../corpus-coverage/compute-coverage.js';
import type { EngineInfo } from '../generated/engine.js';
import { appliesIn } from '../model/applicability.js';
import { missingFor } from '../requirements/requirements.js';
import type { SourcesIndex } from '../sources/sources-index.js';
import { explainUnreached, formatUnreached, type UnreachedRows } from './unreached.js';

export interface ReachFigure {
  reached: number;
  of: number;
  /** What is not reached: clause meanings, or related rules as "MEANING number". */
  missing: string[];
  /** Why: what the fixtures covering each missing row need that the declaration lacks. */
  unreached: UnreachedRows;
}

export interface Reach {
  edition: string;
  /** Approved fixtures that apply in the edition, and those the declaration can run. */
  approved: { runnable: number; of: number };
  core: { runnable: number; of: number };
  /** Phasing clause rows of the edition with a runnable approved fixture. */
  clauseRows: ReachFigure;
  /** Related-rule rows of the edition a fixture can observe (not n/c) with a runnable approved fixture. */
  relatedRuleRows: ReachFigure;
}

export interface ReachInput {
  index: SourcesIndex;
  fixtures: LoadedFixture[];
  engine: EngineInfo;
  edition: string;
  core: ReadonlySet<string>;
}

type Row = { status: string; fixtures: string[] };

/** Reached rows are those the runnable fixtures cover; `all` is the same rows covered by every applicable fixture. */
const figure = <R extends Row>(rows: R[], all: R[], name: (r: R) => string, why: Explain): ReachFigure => {
  const observable = rows.filter((r) => r.status !== 'not-covered');
  const missingRows = observable.filter((r) => r.status !== 'covered');
  const missing = missingRows.map(name);
  const coveredBy = new Map(all.map((r) => [name(r), r.fixtures]));
  const unreached = why(new Map(missing.map((m) => [m, coveredBy.get(m) ?? []])));
  return { reached: observable.length - missing.length, of: observable.length, missing, unreached };
};
type Explain = (rows: ReadonlyMap<string, readonly string[]>) => UnreachedRows;

const coverageOf = (index: SourcesIndex, fixtures: LoadedFixture[], edition: string) =>
  computeCoverage({
    index,
    fixtures,
    editions: [edition],
    editionArg: edition,
    suite: {
      name: 'phasing-cts',
      version: '',
      corpusHash: '',
      fixtureCount: fixtures.length,
      approved: fixtures.length,
      proposed: 0,
      problems: 0,
      sources: index.dir,
    },
  });

export function computeReach({ index, fixtures, engine, edition, core }: ReachInput): Reach {
  const applicable = fixtures.filter((lf) => lf.fixture.status === 'approved' && appliesIn(lf.fixture, edition));
  const runnable = applicable.filter((lf) => missingFor(lf.fixture, engine, edition) === undefined);
  // Coverage of the runnable fixtures alone, in this one edition: a row is reached when they cover it.
  const coverage = coverageOf(index, runnable, edition);
  // Coverage of every applicable fixture says which fixtures could have reached a missing row.
  const whole = coverageOf(index, applicable, edition);
  const byId = new Map(applicable.map((lf) => [lf.fixture.id, lf]));
  const why: Explain = (rows) => explainUnreached(rows, byId, engine, edition);
  const isCore = (lf: LoadedFixture) => core.has(lf.fixture.id);
  return {
    edition,
    approved: { runnable: runnable.length, of: applicable.length },
    core: { runnable: runnable.filter(isCore).length, of: applicable.filter(isCore).length },
    clauseRows: figure(coverage.clauses, whole.clauses, (r) => r.meaning, why),
    relatedRuleRows: figure(coverage.relatedRules, whole.relatedRules, (r) => `${r.meaning} ${r.rule}`, why),
  };
}

const percent = (n: number, of: number) => (of === 0 ? '—' : `${Math.round((100 * n) / of)}%`);

/** The reach block of `plan --declaration`'s terminal output. */
export function formatReachText(r: Reach): string {
  const line = (label: string, n: number, of: number) =>
    `  ${label.padEnd(22)} ${String(n).padStart(4)} of ${String(of).padEnd(4)} (${percent(n, of)})`;
  const missing = (f: ReachFigure, shown: number) =>
    f.missing.length === 0
      ? []
      : [
          `      not reached: ${f.missing.slice(0, shown).join(', ')}${f.missing.length > shown ? `, … (${f.missing.length - shown} more)` : ''}`,
        ];
  return [
    `Reach in the ${r.edition} edition (approved fixtures it can run, and the rows of \`coverage\` they reach):`,
    line('approved fixtures', r.approved.runnable, r.approved.of),
    line('core fixtures', r.core.runnable, r.core.of),
    line('phasing clause rows', r.clauseRows.reached, r.clauseRows.of),
    ...missing(r.clauseRows, 20),
    ...formatUnreached(r.clauseRows.unreached, '      '),
    line('related-rule rows', r.relatedRuleRows.reached, r.relatedRuleRows.of),
    ...missing(r.relatedRuleRows, 8),
    ...formatUnreached(r.relatedRuleRows.unreached, '      '),
  ].join('\n');
}
