// Why a result changed between two reports of one engine: the corpus, the suite's rules or the engine.
// Each changed result gets exactly one primary cause, the first of these that the reports show:
//   fixture-added / fixture-removed   the fixture is in one report only;
//   edition-range-changed             the fixture is in both, but has a result in this edition in one only;
//   fixture-changed                   its file differs (fixtureHash, or the corpus hash when an older report has none);
//   requirement-added                 untested now for a capability or card the fixture did not need before;
//   outcome-rule-changed              the suite's outcome rules differ (suite.outcomeRules);
//   engine-changed                    the same fixture under the same rules: the engine answered differently;
//   unknown                           an older report lacks what would tell (no fixture hashes, different corpora).
import type { FixtureResult, RunReport } from '../generated/report.js';
import { expandResults } from './report-model.js';

export type CauseKind =
  | 'fixture-added'
  | 'fixture-removed'
  | 'edition-range-changed'
  | 'fixture-changed'
  | 'requirement-added'
  | 'outcome-rule-changed'
  | 'engine-changed'
  | 'unknown';

export const CAUSE_KINDS: readonly CauseKind[] = [
  'engine-changed',
  'fixture-changed',
  'requirement-added',
  'outcome-rule-changed',
  'fixture-added',
  'fixture-removed',
  'edition-range-changed',
  'unknown',
];

export interface Cause {
  kind: CauseKind;
  /** What in the reports shows it, in one line. */
  evidence: string;
}

/** The results of one report, by fixture id and by fixture id + edition. */
export interface ReportIndex {
  report: RunReport;
  byKey: Map<string, FixtureResult>;
  ids: Map<string, string[]>;
}

export function indexReport(report: RunReport): ReportIndex {
  const byKey = new Map<string, FixtureResult>();
  const ids = new Map<string, string[]>();
  for (const r of expandResults(report.results)) {
    byKey.set(`${r.id}@${r.edition}`, r);
    const eds = ids.get(r.id);
    if (eds) eds.push(r.edition);
    else ids.set(r.id, [r.edition]);
  }
  return { report, byKey, ids };
}

const span = (eds: string[] | undefined) =>
  !eds || eds.length === 0 ? 'none' : eds.length === 1 ? eds[0]! : `${eds[0]}…${eds[eds.length - 1]} (${eds.length})`;

function presence(id: string, older: ReportIndex, newer: ReportIndex): Cause | undefined {
  const before = older.ids.get(id);
  const after = newer.ids.get(id);
  if (!before) return { kind: 'fixture-added', evidence: `${id} has no result in the older report` };
  if (!after) return { kind: 'fixture-removed', evidence: `${id} has no result in the newer report` };
  return undefined;
}

/** What the newer result needs that the older one did not, among what it is untested for. */
function addedRequirement(o: FixtureResult, n: FixtureResult): string[] {
  // An older report without `capabilities` (before 0.3.0) cannot show what the fixture needed then.
  if (n.outcome !== 'untested' || !n.missing || o.capabilities === undefined) return [];
  const neededBefore = new Set([...o.capabilities, ...(o.cards ?? [])]);
  return [...(n.missing.capabilities ?? []), ...(n.missing.cards ?? [])].filter((x) => !neededBefore.has(x));
}

/** The primary cause of the change of one result (keyed by fixture id and edition). */
export function causeOf(id: string, edition: string, older: ReportIndex, newer: ReportIndex): Cause {
  const gone = presence(id, older, newer);
  if (gone) return gone;
  const o = older.byKey.get(`${id}@${edition}`);
  const n = newer.byKey.get(`${id}@${edition}`);
  if (!o || !n)
    return {
      kind: 'edition-range-changed',
      evidence: `editions with a result: ${span(older.ids.get(id))} before, ${span(newer.ids.get(id))} now`,
    };
  if (o.fixtureHash !== undefined && n.fixtureHash !== undefined && o.fixtureHash !== n.fixtureHash)
    return { kind: 'fixture-changed', evidence: `fixture file ${o.fixtureHash} → ${n.fixtureHash}` };
  const sameCorpus = older.report.suite.corpusHash === newer.report.suite.corpusHash;
  const sameFixture = (o.fixtureHash !== undefined && o.fixtureHash === n.fixtureHash) || sameCorpus;
  const added = addedRequirement(o, n);
  if (added.length > 0)
    return {
      kind: 'requirement-added',
      evidence: `the fixture now needs ${added.join(', ')}, which it did not before`,
    };
  const rulesBefore = older.report.suite.outcomeRules;
  const rulesNow = newer.report.suite.outcomeRules;
  if (rulesBefore !== rulesNow && (rulesBefore !== undefined || rulesNow !== undefined))
    return {
      kind: 'outcome-rule-changed',
      evidence: `outcome rules ${rulesBefore ?? 'before 0.3.0'} → ${rulesNow ?? 'before 0.3.0'}`,
    };
  if (!sameFixture)
    return {
      kind: 'unknown',
      evidence: 'the corpora differ and the older report has no fixture hashes (written before 0.3.0)',
    };
  const a = older.report.run.engine;
  const b = newer.report.run.engine;
  return {
    kind: 'engine-changed',
    evidence:
      a.version === b.version && a.name === b.name
        ? `same fixture and rules; ${b.name} ${b.version} answered differently`
        : `same fixture and rules; engine ${a.name} ${a.version} → ${b.name} ${b.version}`,
  };
}
