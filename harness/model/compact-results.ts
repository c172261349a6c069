import type { FixtureResult } from '../generated/report.js';

/** What must be the same for two results to share a row (everything but edition and duration); undefined for a row of its own. */
function shareKey(r: FixtureResult): string | undefined {
  // A stderr tail is particular to one run of the engine: such a result keeps its own row.
  if (r.stderr) return undefined;
  return JSON.stringify([
    r.id,
    r.outcome,
    r.expected,
    r.baseline,
    r.message,
    r.failures,
    r.missing && { ...r.missing, edition: r.missing.edition !== undefined },
  ]);
}

/**
 * Folds consecutive results of one fixture that say the same thing (outcome, message, failures with
 * their expected and actual values, baseline judgement) into one row listing its editions: a run
 * over every edition repeats each fixture's title, file and sources 70 times otherwise, which made
 * a full run's reports ~60 MB. Results arrive fixture by fixture, each fixture's editions in order,
 * so a row is complete when the next result does not share it. A result with an engine stderr tail
 * keeps its own row. `missing.edition` names each row's own edition, so rows that lack their edition
 * fold together and the folded row names its first; `expandResults` gives each edition its own again.
 */
export class ResultCompactor {
  private open: { key: string; row: FixtureResult; editions: string[] } | undefined;

  constructor(private readonly emit: (row: FixtureResult) => unknown) {}

  /** Adds a result; returns what emitting a completed row returned (a promise to await, for backpressure). */
  add(r: FixtureResult): unknown {
    const key = shareKey(r);
    if (this.open && key !== undefined && key === this.open.key) {
      this.open.editions.push(r.edition);
      this.open.row.durationMs += r.durationMs;
      return undefined;
    }
    const done = this.flush();
    if (key === undefined) {
      const out = this.emit(r);
      return done instanceof Promise ? done.then(() => out) : out;
    }
    this.open = { key, row: { ...r }, editions: [r.edition] };
    return done;
  }

  /** Emits the row being built, if any (call once more after the last result). */
  flush(): unknown {
    const open = this.open;
    if (!open) return undefined;
    this.open = undefined;
    const row = open.row;
    if (open.editions.length > 1) {
      row.editions = open.editions as [string, ...string[]];
      row.durationMs = Math.round(row.durationMs * 1000) / 1000;
    }
    return this.emit(row);
  }
}

/** One result per edition again: a compact row stands for the same result in each of its editions. */
export function expandResults(rows: readonly FixtureResult[]): FixtureResult[] {
  const out: FixtureResult[] = [];
  for (const r of rows) {
    if (!r.editions) {
      out.push(r);
      continue;
    }
    const { editions, ...single } = r;
    const each = Math.round((r.durationMs / editions.length) * 1000) / 1000;
    for (const edition of editions) {
      const missing = single.missing?.edition !== undefined ? { missing: { ...single.missing, edition } } : {};
      out.push({ ...single, edition, durationMs: each, ...missing });
    }
  }
  return out;
}
