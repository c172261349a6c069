import type { Outcome, RunReport } from '../generated/report.js';
import { CAUSE_KINDS, causeOf, indexReport, type Cause, type CauseKind } from './change-causes.js';
import { engineName } from './report-model.js';

/**
 * Per-fixture differences between two runs (lesson 12 of the conformance anchors: aggregate counts
 * hide regressions, so the diff is per result, keyed by the stable fixture id and the edition).
 * - regression: passed before, does not pass now (fail, error, timeout, crash, untested, skipped);
 * - fix: did not pass before, passes now;
 * - changed: a non-pass before and a different non-pass now (timeout → fail, fail → crash ...);
 * - added / removed: the result exists in one report only (fixture added or removed, edition range changed).
 */
export type ChangeKind = 'regression' | 'fix' | 'changed' | 'added' | 'removed';
export const CHANGE_KINDS: readonly ChangeKind[] = ['regression', 'fix', 'changed', 'added', 'removed'];

export interface Change {
  kind: ChangeKind;
  id: string;
  edition: string;
  title: string;
  status: string;
  before?: Outcome;
  after?: Outcome;
  /** Why the newer outcome is not pass (or, for removed results, the older message). */
  message?: string;
  /** Why the result changed: the corpus, the suite's rules or the engine (change-causes.ts). */
  cause: Cause;
}

export interface RunSide {
  engine: string;
  version: string;
  corpusHash: string;
  suiteVersion: string;
  finishedAt: string;
}

export interface Comparison {
  old: RunSide;
  new: RunSide;
  sameCorpus: boolean;
  counts: Record<ChangeKind, number> & { unchanged: number };
  /** Changed results per cause. */
  causes: Partial<Record<CauseKind, number>>;
  changes: Change[];
}

const side = (r: RunReport): RunSide => ({
  engine: engineName(r),
  version: r.run.engine.version,
  corpusHash: r.suite.corpusHash,
  suiteVersion: r.suite.version,
  finishedAt: r.run.finishedAt,
});

export function compareReports(older: RunReport, newer: RunReport): Comparison {
  const olderIndex = indexReport(older);
  const newerIndex = indexReport(newer);
  const changes: Change[] = [];
  let unchanged = 0;
  const cause = (id: string, edition: string) => causeOf(id, edition, olderIndex, newerIndex);
  for (const [k, n] of newerIndex.byKey) {
    const o = olderIndex.byKey.get(k);
    const base = {
      id: n.id,
      edition: n.edition,
      title: n.title,
      status: n.status,
      ...(n.message ? { message: n.message } : {}),
    };
    if (!o) changes.push({ kind: 'added', ...base, after: n.outcome, cause: cause(n.id, n.edition) });
    else if (o.outcome === n.outcome) unchanged++;
    else {
      const kind: ChangeKind = o.outcome === 'pass' ? 'regression' : n.outcome === 'pass' ? 'fix' : 'changed';
      changes.push({ kind, ...base, before: o.outcome, after: n.outcome, cause: cause(n.id, n.edition) });
    }
  }
  for (const [k, o] of olderIndex.byKey) {
    if (newerIndex.byKey.has(k)) continue;
    changes.push({
      kind: 'removed',
      id: o.id,
      edition: o.edition,
      title: o.title,
      status: o.status,
      before: o.outcome,
      ...(o.message ? { message: o.message } : {}),
      cause: cause(o.id, o.edition),
    });
  }
  changes.sort(
    (a, b) =>
      CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) ||
      (a.edition < b.edition ? -1 : a.edition > b.edition ? 1 : 0),
  );
  const counts = { regression: 0, fix: 0, changed: 0, added: 0, removed: 0, unchanged };
  const causes: Partial<Record<CauseKind, number>> = {};
  for (const c of changes) {
    counts[c.kind]++;
    causes[c.cause.kind] = (causes[c.cause.kind] ?? 0) + 1;
  }
  return {
    old: side(older),
    new: side(newer),
    sameCorpus: older.suite.corpusHash === newer.suite.corpusHash,
    counts,
    causes,
    changes,
  };
}

/** How each cause reads in the terminal, Markdown and HTML. */
export const CAUSE_LABELS: Record<CauseKind, string> = {
  'engine-changed': 'engine changed',
  'fixture-changed': 'fixture changed',
  'requirement-added': 'requirement added',
  'outcome-rule-changed': 'outcome rules changed',
  'fixture-added': 'fixture added',
  'fixture-removed': 'fixture removed',
  'edition-range-changed': 'edition range changed',
  unknown: 'cannot tell',
};

const HEADINGS: Record<ChangeKind, string> = {
  regression: 'REGRESSIONS (passed before, not now)',
  fix: 'FIXES (pass now)',
  changed: 'OTHER OUTCOME CHANGES',
  added: 'ADDED (no result in the older report)',
  removed: 'REMOVED (no result in the newer report)',
};

/**
 * The human-readable comparison. A fixture whose outcome changed the same way in many editions is
 * one line with its editions summarised, so a run over every edition stays readable.
 */
export function formatComparison(c: Comparison, labels: { old: string; new: string }): string {
  const lines: string[] = [];
  lines.push(
    `phasing-cts compare: ${labels.old} (${c.old.engine} ${c.old.version}) → ${labels.new} (${c.new.engine} ${c.new.version})`,
  );
  if (!c.sameCorpus)
    lines.push(
      `note: the reports ran different corpora (corpus ${c.old.corpusHash.slice(0, 12)} → ${c.new.corpusHash.slice(0, 12)}); added and removed results may be corpus changes, not engine changes`,
    );
  lines.push(
    `${c.counts.regression} regression(s), ${c.counts.fix} fix(es), ${c.counts.changed} other change(s), ${c.counts.added} added, ${c.counts.removed} removed, ${c.counts.unchanged} unchanged`,
  );
  const byCause = CAUSE_KINDS.filter((k) => c.causes[k]).map((k) => `${CAUSE_LABELS[k]} ${c.causes[k]}`);
  if (byCause.length > 0) lines.push(`why: ${byCause.join(', ')}`);
  for (const kind of CHANGE_KINDS) {
    const group = c.changes.filter((x) => x.kind === kind);
    if (group.length === 0) continue;
    lines.push('', `${HEADINGS[kind]}: ${group.length}`);
    for (const g of collapse(group)) {
      const eds =
        g.editions.length === 1
          ? `[${g.editions[0]}]`
          : g.editions.length <= 3
            ? `[${g.editions.join(', ')}]`
            : `[${g.editions.length} editions, ${g.editions[0]} … ${g.editions[g.editions.length - 1]}]`;
      const move =
        kind === 'added' ? `${g.after}` : kind === 'removed' ? `was ${g.before}` : `${g.before} → ${g.after}`;
      lines.push(
        `  ${g.id} ${eds}${g.status === 'proposed' ? ' (proposed)' : ''}: ${move}${g.message && g.after !== 'pass' ? ` — ${g.message}` : ''}`,
        `      why: ${CAUSE_LABELS[g.cause.kind]} (${g.cause.evidence})`,
      );
    }
  }
  return lines.join('\n');
}

/** Merges consecutive changes of one fixture with the same before/after into one line. */
export function collapse(changes: Change[]): (Change & { editions: string[] })[] {
  const out: (Change & { editions: string[] })[] = [];
  for (const c of changes) {
    const last = out[out.length - 1];
    if (
      last &&
      last.id === c.id &&
      last.before === c.before &&
      last.after === c.after &&
      last.cause.kind === c.cause.kind
    )
      last.editions.push(c.edition);
    else out.push({ ...c, editions: [c.edition] });
  }
  return out;
}
