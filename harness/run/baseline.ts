import { UsageError } from '../errors.js';
import { readTextFile, type ReadLimits } from '../model/read-text-file.js';
import { validateAgainst } from '../model/schema-validator.js';
import { knownEditions } from '../corpus/references.js';
import type { Baseline, BaselineEntry, BaselineOutcome } from '../generated/baseline.js';
import type { FixtureResult, StaleBaselineEntry } from '../generated/report.js';
import { NON_PASSING, NOT_RUN, expectedWithoutBaseline } from '../model/outcome-policy.js';
import type { RunFindings, RunScope } from './run-suite.js';

export type { Baseline, BaselineEntry };

export const BASELINE_SCHEMA_ID = 'https://phasing-cts.dev/schema/baseline.schema.json';
export const TODO_REASON = 'TODO: explain';

const BASELINE_FILE: ReadLimits = {
  maxBytes: 64 * 1024 * 1024,
  what: 'a baseline',
  documented: 'a baseline lists one entry per expected non-pass; 64 MiB is far beyond any corpus',
};

const keyOf = (id: string, edition: string | undefined) => `${id}@${edition ?? '*'}`;
const label = (e: { id: string; edition?: string }) => (e.edition ? `${e.id} [${e.edition}]` : e.id);

/** Reads and checks a baseline file. Anything wrong with the file itself is a usage error (exit 2):
 * a gate must not pass or fail because its own configuration could not be read. */
export async function loadBaseline(file: string): Promise<Baseline> {
  // The guarded reader: a FIFO or device in place of the file is refused at once, never waited on.
  const read = await readTextFile(file, BASELINE_FILE);
  if (!read.ok) throw new UsageError(`cannot read the baseline ${file}: the file ${read.problem.message}`);
  const text = read.text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`the baseline ${file} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const problems = validateAgainst('baseline.schema.json', data);
  if (problems.length > 0)
    throw new UsageError(
      `the baseline ${file} does not match schema/baseline.schema.json:\n${problems.map((p) => `  ${p.pointer || '/'}: ${p.message}`).join('\n')}`,
    );
  const baseline = data as Baseline;
  const editions = new Set(knownEditions());
  const keys = new Set<string>();
  const errors: string[] = [];
  baseline.entries.forEach((e, i) => {
    // A date that is not an edition's effective date would never match a result and would only
    // surface later as "stale"; say what is wrong now instead.
    if (e.edition !== undefined && !editions.has(e.edition))
      errors.push(
        `/entries/${i}: ${e.edition} is not the effective date of an edition in the sources index (results name editions by effective date)`,
      );
    const k = keyOf(e.id, e.edition);
    if (keys.has(k)) errors.push(`/entries/${i}: ${label(e)} is listed twice`);
    keys.add(k);
  });
  if (errors.length > 0)
    throw new UsageError(`the baseline ${file} has problems:\n${errors.map((m) => `  ${m}`).join('\n')}`);
  return baseline;
}

/**
 * Judges results against a baseline: a listed non-pass with the listed outcome is expected; a
 * listed fixture that passes is stale (unexpected, so the file is kept true: lesson 5 of the
 * conformance anchors, like toml-test's -skip-must-err); a different non-passing outcome than the
 * listed one is unexpected too (a `fail` turning into a `crash` is news).
 */
export class BaselineJudge {
  private readonly entries = new Map<string, BaselineEntry>();
  private readonly matched = new Set<BaselineEntry>();

  constructor(
    readonly baseline: Baseline,
    readonly file: string,
  ) {
    for (const e of baseline.entries) this.entries.set(keyOf(e.id, e.edition), e);
  }

  static async load(file: string): Promise<BaselineJudge> {
    return new BaselineJudge(await loadBaseline(file), file);
  }

  /** The entry for a result: one naming the edition wins over one for every edition. */
  entryFor(id: string, edition: string): BaselineEntry | undefined {
    return this.entries.get(keyOf(id, edition)) ?? this.entries.get(keyOf(id, undefined));
  }

  /** For run-corpus: pairs listed as `skipped` are not sent to the engine at all. */
  skipReason(id: string, edition: string): string | undefined {
    const e = this.entryFor(id, edition);
    return e?.outcome === 'skipped' ? `listed as skipped in the baseline: ${e.reason}` : undefined;
  }

  classify(r: FixtureResult): FixtureResult {
    const e = this.entryFor(r.id, r.edition);
    if (!e) return { ...r, expected: expectedWithoutBaseline(r.outcome) };
    this.matched.add(e);
    const baseline = e.issue ? `${e.reason} (${e.issue})` : e.reason;
    if (r.outcome === 'pass') {
      return {
        ...r,
        expected: false,
        baseline,
        message: `listed in the baseline as ${e.outcome} but passes now: remove the entry (stale baseline)`,
      };
    }
    if (r.outcome === e.outcome || NOT_RUN.has(r.outcome)) return { ...r, expected: true, baseline };
    return {
      ...r,
      expected: false,
      baseline,
      message: `the baseline expects ${e.outcome}, the outcome is ${r.outcome}${r.message ? `: ${r.message}` : ''}`,
    };
  }

  /** Entries that matched no result: stale when their fixture is gone, or no longer covers the
   * entry's edition although the run covered both; merely out of scope under --filter/--edition. */
  finalize(scope: RunScope): RunFindings {
    const stale: StaleBaselineEntry[] = [];
    for (const e of this.baseline.entries) {
      if (this.matched.has(e)) continue;
      let message: string | undefined;
      if (!scope.corpusIds.has(e.id)) message = `fixture ${e.id} no longer exists in the corpus`;
      else if (
        !scope.stoppedEarly &&
        e.edition !== undefined &&
        scope.selected.has(e.id) &&
        scope.editions.includes(e.edition) &&
        !scope.planned.has(`${e.id}@${e.edition}`)
      )
        message = `fixture ${e.id} no longer runs in edition ${e.edition} (its editions range changed)`;
      if (message)
        stale.push({
          id: e.id,
          ...(e.edition ? { edition: e.edition } : {}),
          outcome: e.outcome,
          reason: e.reason,
          ...(e.issue ? { issue: e.issue } : {}),
          message,
        });
    }
    return {
      unexpected: stale.length,
      messages: stale.map((s) => `STALE baseline entry ${label(s)}: ${s.message}; remove it from ${this.file}`),
      baseline: { file: this.file, entries: this.baseline.entries.length, stale },
    };
  }
}

/** What a baseline can list: every non-passing outcome, and skipped. */
const BASELINE_OUTCOMES = new Set<string>([...NON_PASSING, 'skipped']);

/**
 * Collects the outcomes of a run (only what a baseline needs, not whole results) and turns them
 * into a baseline: `--write-baseline FILE`.
 */
export class BaselineRecorder {
  /** Per fixture id: the baseline-worthy outcome per edition, and whether some edition passed. */
  private readonly byId = new Map<string, { outcomes: Map<string, BaselineOutcome>; passedSomewhere: boolean }>();

  add(r: FixtureResult): void {
    let rec = this.byId.get(r.id);
    if (!rec) this.byId.set(r.id, (rec = { outcomes: new Map(), passedSomewhere: false }));
    if (r.outcome === 'pass') rec.passedSomewhere = true;
    else if (BASELINE_OUTCOMES.has(r.outcome)) rec.outcomes.set(r.edition, r.outcome as BaselineOutcome);
  }

  /**
   * One entry without an edition when the fixture gave the same outcome in every edition it ran in
   * (untested ones aside), else one entry per edition. Reasons and issues of the previous baseline
   * are kept where an entry still says the same thing, so rewriting the file loses no explanation.
   */
  build(engine: string, previous?: BaselineJudge): Baseline {
    const entries: BaselineEntry[] = [];
    const explain = (
      id: string,
      edition: string,
      outcome: BaselineOutcome,
    ): Pick<BaselineEntry, 'reason' | 'issue'> => {
      const old = previous?.entryFor(id, edition);
      return old && old.outcome === outcome
        ? { reason: old.reason, ...(old.issue ? { issue: old.issue } : {}) }
        : { reason: TODO_REASON };
    };
    for (const id of [...this.byId.keys()].sort()) {
      const rec = this.byId.get(id)!;
      if (rec.outcomes.size === 0) continue;
      const distinct = new Set(rec.outcomes.values());
      const [firstEdition, firstOutcome] = [...rec.outcomes.entries()][0]!;
      if (!rec.passedSomewhere && distinct.size === 1) {
        entries.push({ id, outcome: firstOutcome, ...explain(id, firstEdition, firstOutcome) });
      } else {
        for (const edition of [...rec.outcomes.keys()].sort()) {
          const outcome = rec.outcomes.get(edition)!;
          entries.push({ id, edition, outcome, ...explain(id, edition, outcome) });
        }
      }
    }
    return { $schema: BASELINE_SCHEMA_ID, baselineVersion: 1, engine, entries };
  }
}
