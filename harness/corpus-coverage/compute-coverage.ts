// Coverage of the sources index by the corpus, and the CI gate over it.
//
// The unit of coverage is the edition: a fixture covers a phasing clause (or related rule) in an edition when
// it cites the clause's stable meaning and its `editions` range includes that edition. The edition a citation
// names does not have to be in the same edition group: fixtures cite a clause once per numbering (say 702.26b
// as of 2026 and 702.23b as of 2011), and the meaning id is what stays the same across renumberings, while
// the `editions` range is what says where the fixture's expectation holds. Rows are then per edition group
// (consecutive editions with the same phasing text): a row is covered when every one of its editions is, so a
// fixture starting in the middle of a group (603.10b from 2016-11-11) leaves the group's earlier editions
// visible as a gap instead of hiding it.
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type {
  AbsentClauseWarning,
  BugRow,
  ClauseRow,
  CoverageReport,
  InteractionRow,
  RelatedRuleRow,
  RowCounts,
  RulingRow,
  UncoveredRule,
} from '../generated/coverage.js';
import { appliesIn } from '../model/applicability.js';
import { computeReaders } from './compute-readers.js';
import { covering, sorted, type Covering } from './covering.js';
import { computeSweeps } from './compute-sweeps.js';
import {
  groupOfEdition,
  relatedRuleExistsIn,
  relatedRuleNumberIn,
  type SourcesIndex,
} from '../sources/sources-index.js';
import { CitationResolver, rulingKey, type CitingFixture, type DanglingCitation } from '../sources/citations.js';

export interface CoverageInput {
  index: SourcesIndex;
  fixtures: LoadedFixture[];
  /** Editions to report on (effective dates, oldest first). */
  editions: string[];
  /** The --edition argument as given, for the report. */
  editionArg: string;
  suite: CoverageReport['suite'];
}

function statusOf(c: Covering, editions: string[]): 'covered' | 'partial' | 'uncovered' {
  if (c.uncovered.length === 0) return 'covered';
  return c.uncovered.length === editions.length ? 'uncovered' : 'partial';
}

/** Editions in scope, split into runs of the same edition group (in date order). */
function groupRuns(index: SourcesIndex, editions: string[]): { group: string; editions: string[] }[] {
  const runs: { group: string; editions: string[] }[] = [];
  for (const date of editions) {
    const group = groupOfEdition(index, date).group;
    const last = runs[runs.length - 1];
    if (last && last.group === group) last.editions.push(date);
    else runs.push({ group, editions: [date] });
  }
  return runs;
}

function countRows(rows: { status: string }[]): RowCounts {
  const n = (s: string) => rows.filter((r) => r.status === s).length;
  return {
    rows: rows.length,
    covered: n('covered'),
    partial: n('partial'),
    uncovered: n('uncovered'),
    notCovered: n('not-covered'),
  };
}

/** PH-* meanings in the order they first appear in the editions (the order of the rule's letters). */
function meaningOrder(index: SourcesIndex): string[] {
  const order: string[] = [];
  for (const g of index.editions.groups) {
    g.clauses.forEach((c, i) => {
      if (order.includes(c.meaning)) return;
      // Insert after the meaning of the previous clause of this group, so a meaning added later (PH-CE-SET in
      // 2020, PH-MULTIPLAYER in 2018) sits where the rule puts it.
      const prev = i > 0 ? order.indexOf(g.clauses[i - 1]!.meaning) : -1;
      order.splice(prev + 1, 0, c.meaning);
    });
  }
  return order;
}

export function computeCoverage(input: CoverageInput): CoverageReport {
  const { index, editions } = input;
  const resolver = new CitationResolver(index);
  const dangling: DanglingCitation[] = [];
  const citing = input.fixtures.map((lf) => resolver.resolve(lf.fixture, lf.file, dangling));
  const inScope = (f: CitingFixture) => editions.some((e) => appliesIn(f.fixture, e));
  const runs = groupRuns(index, editions);

  const { rows: clauses, gaps: clauseGaps } = clauseRows(index, citing, runs);
  const { rows: relatedRules, gaps: relatedGaps } = relatedRuleRows(index, citing, runs);

  // Rulings, bugs and interactions carry no edition: a fixture counts when it applies in some edition in scope.
  const scoped = citing.filter(inScope);
  const citedBy = (cites: (f: CitingFixture) => boolean) => ({
    fixtures: sorted(scoped.filter((f) => f.approved && cites(f)).map((f) => f.id)),
    proposed: sorted(scoped.filter((f) => !f.approved && cites(f)).map((f) => f.id)),
  });
  const rulings = rulingRows(index, citedBy);

  const bugs: BugRow[] = index.bugs.bugs.map((b) => ({
    ref: b.ref,
    engine: b.engine,
    usable: b.usable,
    ...citedBy((f) => f.bugs.has(b.ref)),
  }));
  const interactions: InteractionRow[] = index.interactions.interactions.map((i) => ({
    number: i.number,
    title: i.title,
    status: i.status,
    ...citedBy((f) => f.interactions.has(i.number)),
  }));

  const readers = computeReaders(index, citing, editions);
  const uncovered: CoverageReport['uncovered'] = {
    clauses: clauseGaps,
    relatedRules: relatedGaps,
    rulings: rulings.filter((r) => r.status === 'uncovered').map(({ card, date, hash }) => ({ card, date, hash })),
    readers: readers.gaps,
  };
  const sweeps = computeSweeps(input.fixtures);
  const missingSweepCells = sweeps.reduce((n, s) => n + s.counts.missing, 0);
  const failures =
    uncovered.clauses.length +
    uncovered.relatedRules.length +
    uncovered.rulings.length +
    readers.gaps.length +
    dangling.length +
    missingSweepCells;

  return {
    reportVersion: 1,
    kind: 'coverage',
    suite: input.suite,
    scope: { edition: input.editionArg, editions, groups: runs.map((r) => r.group) },
    summary: {
      ...summaryOf({ clauses, relatedRules, rulings, bugs, interactions }, uncovered, failures),
      readers: readers.counts,
    },
    clauses,
    relatedRules,
    readers: readers.rows,
    rulings,
    bugs,
    interactions,
    uncovered,
    dangling,
    warnings: absentClauseWarnings(index, citing, editions),
    sweeps,
  };
}

type Run = { group: string; editions: string[] };
type CitedBy = (cites: (f: CitingFixture) => boolean) => { fixtures: string[]; proposed: string[] };

/** One row per phasing clause and run of editions with the same text, and the editions no fixture covers. */
function clauseRows(
  index: SourcesIndex,
  citing: CitingFixture[],
  runs: Run[],
): { rows: ClauseRow[]; gaps: UncoveredRule[] } {
  const clauses: ClauseRow[] = [];
  const clauseGaps: UncoveredRule[] = [];
  for (const meaning of meaningOrder(index)) {
    for (const run of runs) {
      const clause = index.editions.groups
        .find((g) => g.group === run.group)!
        .clauses.find((c) => c.meaning === meaning);
      if (!clause) continue;
      const c = covering(citing, run.editions, (f) => f.meanings.has(meaning));
      clauses.push({
        meaning,
        group: run.group,
        edition: run.editions[0]!,
        editions: run.editions,
        rule: clause.id,
        textHash: clause.textHash,
        status: statusOf(c, run.editions),
        fixtures: c.approved,
        proposed: c.proposed,
        uncoveredEditions: c.uncovered,
      });
      if (c.uncovered.length > 0)
        clauseGaps.push({ meaning, rule: clause.id, group: run.group, editions: c.uncovered });
    }
  }

  return { rows: clauses, gaps: clauseGaps };
}

/** One row per related rule and run of editions it exists in; gaps only where its coverage is gated. */
function relatedRuleRows(
  index: SourcesIndex,
  citing: CitingFixture[],
  runs: Run[],
): { rows: RelatedRuleRow[]; gaps: UncoveredRule[] } {
  const relatedRules: RelatedRuleRow[] = [];
  const relatedGaps: UncoveredRule[] = [];
  for (const rule of index.related.rules) {
    for (const run of runs) {
      const where = run.editions.filter((e) => relatedRuleExistsIn(rule, e));
      if (where.length === 0) continue;
      // A rule in scope only from some edition ("fixturesFrom") is gated from that edition on.
      const from =
        typeof rule.coverage === 'object' && 'fixturesFrom' in rule.coverage ? rule.coverage.fixturesFrom : undefined;
      const gatedEditions =
        rule.coverage === 'fixtures' ? where : from !== undefined ? where.filter((e) => e >= from) : [];
      const c = covering(citing, gatedEditions.length > 0 ? gatedEditions : where, (f) => f.meanings.has(rule.meaning));
      const gated = gatedEditions.length > 0;
      relatedRules.push({
        meaning: rule.meaning,
        current: rule.rule,
        rule: relatedRuleNumberIn(rule, where[0]!),
        numbers: [...new Set(where.map((e) => relatedRuleNumberIn(rule, e)))],
        topic: rule.topic,
        group: run.group,
        edition: where[0]!,
        editions: where,
        coverage: rule.coverage,
        status: gated ? statusOf(c, where) : 'not-covered',
        fixtures: c.approved,
        proposed: c.proposed,
        uncoveredEditions: gated ? c.uncovered : [],
      });
      if (gated && c.uncovered.length > 0) {
        relatedGaps.push({
          meaning: rule.meaning,
          rule: relatedRuleNumberIn(rule, c.uncovered[0]!),
          group: run.group,
          editions: c.uncovered,
        });
      }
    }
  }
  return { rows: relatedRules, gaps: relatedGaps };
}

/** One row per official ruling, on a phasing card or on another card. */
function rulingRows(index: SourcesIndex, citedBy: CitedBy): RulingRow[] {
  const rulings: RulingRow[] = [];
  const addRuling = (
    card: string,
    r: { date: string | null; hash: string; testable: RulingRow['testable'] },
    otherCard: boolean,
  ) => {
    const cited = citedBy((f) => f.rulings.has(rulingKey(card, r.date, r.hash)));
    const status = r.testable !== true ? 'untestable' : cited.fixtures.length > 0 ? 'covered' : 'uncovered';
    rulings.push({ card, date: r.date, hash: r.hash, otherCard, testable: r.testable, status, ...cited });
  };
  for (const c of index.rulings.cards) for (const r of c.rulings) addRuling(c.name, r, false);
  for (const r of index.rulings.otherCards) for (const card of r.cards) addRuling(card, r, true);
  return rulings;
}

/** The counts at the top of the coverage report, and its gate. */
function summaryOf(
  rows: Pick<CoverageReport, 'clauses' | 'relatedRules' | 'rulings' | 'bugs' | 'interactions'>,
  uncovered: CoverageReport['uncovered'],
  failures: number,
): CoverageReport['summary'] {
  const { clauses, relatedRules, rulings, bugs, interactions } = rows;
  return {
    clauses: countRows(clauses),
    relatedRules: countRows(relatedRules),
    rulings: {
      total: rulings.length,
      testable: rulings.filter((r) => r.testable === true).length,
      covered: rulings.filter((r) => r.status === 'covered').length,
      uncovered: uncovered.rulings.length,
      untestable: rulings.filter((r) => r.status === 'untestable').length,
      distinctTexts: new Set(rulings.map((r) => r.hash)).size,
    },
    bugs: {
      total: bugs.length,
      usable: bugs.filter((b) => b.usable === true).length,
      withFixtures: bugs.filter((b) => b.fixtures.length > 0).length,
    },
    interactions: {
      total: interactions.length,
      withFixtures: interactions.filter((i) => i.fixtures.length > 0).length,
    },
    gate: { pass: failures === 0, failures },
  };
}

/** Fixtures whose range includes editions (in scope) where a phasing clause they cite does not exist. */
function absentClauseWarnings(index: SourcesIndex, citing: CitingFixture[], editions: string[]): AbsentClauseWarning[] {
  const out: AbsentClauseWarning[] = [];
  for (const f of citing) {
    for (const meaning of [...f.meanings].filter((m) => m.startsWith('PH-')).sort()) {
      const absent = editions.filter(
        (e) => appliesIn(f.fixture, e) && !groupOfEdition(index, e).clauses.some((c) => c.meaning === meaning),
      );
      if (absent.length > 0) out.push({ fixture: f.id, meaning, editions: absent });
    }
  }
  return out;
}
