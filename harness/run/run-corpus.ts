import type { Adapter, EngineInfo } from '../adapter.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type { FixtureResult } from '../generated/report.js';
import { checkDeclarations } from './declarations.js';
import { NON_PASSING } from '../model/outcome-policy.js';
import { fixtureRequirements } from '../requirements/requirements.js';
import { runFixture } from './run-fixture.js';
import { buildWorkList, type WorkList } from './work-list.js';

/** What to run: a work list (buildWorkList), or the fixtures and editions to build it from. */
export type WorkSpec = { work: WorkList } | { fixtures: LoadedFixture[]; corpusRoot: string; editions: string[] };

export type RunCorpusOptions = WorkSpec & RunCorpusSettings;

export interface RunCorpusSettings {
  /** Creates one adapter per worker; with jobs > 1 each worker talks to its own engine. */
  createAdapter: () => Adapter | Promise<Adapter>;
  jobs?: number;
  timeoutMs: number;
  /** Stop handing out work after this many non-passing (fail/error/timeout/crash) results. */
  maxFailures?: number;
  /**
   * Called for every result, in corpus order whatever the number of jobs. A returned promise is
   * awaited before the worker takes more work, so a slow report writer slows the run down instead of
   * letting results pile up in memory.
   */
  onResult: (r: FixtureResult) => unknown;
  /** A reason to leave a (fixture, edition) pair out without sending it to the engine (a baseline
   * `skipped` entry, for fixtures that hang or crash the engine); undefined runs it. */
  skip?: (id: string, edition: string) => string | undefined;
}

export interface RunCorpusOutcome {
  engine: EngineInfo;
  adapterId: string;
  stoppedEarly: boolean;
}

/** Runs every pair of the work list, streaming results in its order. */
export async function runCorpus(opts: RunCorpusOptions): Promise<RunCorpusOutcome> {
  const work = ('work' in opts ? opts.work : buildWorkList(opts.fixtures, opts.editions, opts.corpusRoot)).items;
  const jobs = Math.max(1, Math.min(opts.jobs ?? 1, work.length || 1));
  const adapters = await Promise.all(Array.from({ length: jobs }, async () => opts.createAdapter()));
  try {
    const infos = await Promise.all(adapters.map((a) => a.describe()));
    // A typo in a declared name would make fixtures untested and the run green: stop instead (exit 2).
    for (const [i, info] of infos.entries()) checkDeclarations(info, `the engine ${info.name} (${adapters[i]!.id})`);
    const engine = infos[0]!;
    let next = 0;
    let emitted = 0;
    let failures = 0;
    let stoppedEarly = false;
    // Results finish out of order with several jobs; a small reorder buffer emits them in corpus
    // order so that reports are identical whatever --jobs is.
    const pending = new Map<number, FixtureResult>();
    let flushing: Promise<void> = Promise.resolve();
    const flush = (): Promise<void> => {
      flushing = flushing.then(async () => {
        while (pending.has(emitted)) {
          const r = pending.get(emitted)!;
          pending.delete(emitted);
          emitted++;
          await opts.onResult(r);
        }
      });
      return flushing;
    };
    // Each adapter gets as many lanes as it accepts runs at once; every lane takes the next work item.
    // Lanes are interleaved across adapters, so that with --jobs every engine gets work from the start.
    const widths = adapters.map((a) => Math.max(1, Math.floor(a.runsInFlight?.() ?? 1)));
    const lanes: { adapter: Adapter; w: number }[] = [];
    for (let depth = 0; depth < Math.max(...widths); depth++)
      adapters.forEach((adapter, w) => {
        if (depth < widths[w]!) lanes.push({ adapter, w });
      });
    await Promise.all(
      lanes.map(async ({ adapter, w }) => {
        for (;;) {
          if (opts.maxFailures !== undefined && failures >= opts.maxFailures) {
            stoppedEarly = next < work.length;
            return;
          }
          const i = next++;
          if (i >= work.length) return;
          const item = work[i]!;
          const skipReason = opts.skip?.(item.lf.fixture.id, item.edition);
          const result =
            skipReason !== undefined
              ? skippedResult(item.lf, item.edition, item.file, skipReason)
              : await runFixture(adapter, infos[w]!, item.lf, item.edition, {
                  timeoutMs: opts.timeoutMs,
                  relativeFile: item.file,
                });
          if (NON_PASSING.has(result.outcome)) failures++;
          pending.set(i, result);
          await flush();
        }
      }),
    );
    // With --max-failures some indices were never run; emit what did run, in order.
    await flushing;
    for (const i of [...pending.keys()].sort((a, b) => a - b)) await opts.onResult(pending.get(i)!);
    return { engine, adapterId: adapters[0]!.id, stoppedEarly };
  } finally {
    await Promise.all(adapters.map((a) => a.close().catch(() => undefined)));
  }
}

/** The result of a pair left out on purpose: never sent to the engine, so nothing was observed. */
function skippedResult(lf: LoadedFixture, edition: string, file: string, reason: string): FixtureResult {
  const f = lf.fixture;
  return {
    id: f.id,
    title: f.title,
    status: f.status,
    edition,
    outcome: 'skipped',
    durationMs: 0,
    file,
    sources: f.sources,
    cards: fixtureRequirements(f).cards,
    message: `not run: ${reason}`,
  };
}
