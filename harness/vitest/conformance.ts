/**
 * The corpus as vitest tests, for an engine author's own suite:
 *
 *   import { conformance } from 'phasing-cts/vitest';
 *   await conformance(() => createMyAdapter(), { edition: 'latest', expectedFailures: ['some-id'] });
 *
 * One test per fixture (and edition) the engine can run, named by id and title, from the same work
 * list and through the same runFixture as `phasing-cts run`. Fixtures the engine cannot run (missing
 * capability, card or edition) are one passing test that counts them; a failing fixture shows the
 * expected and actual values of every expectation that did not hold, as a vitest diff. The engine's declaration is
 * checked first (a misspelt capability fails the suite with a suggestion), an `expectedFailures`
 * entry that names no fixture of the selection fails as stale, and the last test prints the
 * headline (conformance over every approved fixture that applies, untested ones included).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Adapter, EngineInfo } from '../adapter.js';
import type { FixtureResult } from '../generated/report.js';
import { headline } from '../report/report-model.js';
import { declarationProblems } from '../run/declarations.js';
import { NOT_RUN, judgedWithoutBaseline } from '../model/outcome-policy.js';
import { prepareRun } from '../run/prepare-run.js';
import { runFixture, untestedResult } from '../run/run-fixture.js';
import { DEFAULT_TIMEOUT_MS } from '../run/run-suite.js';
import { SummaryBuilder } from '../run/summarize.js';
import { pairKey } from '../run/work-list.js';

export interface VitestConformanceOptions {
  edition?: string;
  filter?: string;
  fixturesDir?: string;
  timeoutMs?: number;
  /** Fixture ids (or "id@edition") known to fail: their tests pass while they fail and fail once they pass (stale). */
  expectedFailures?: string[];
  /** Include proposed fixtures (interpretations without official backing). Default true. */
  proposed?: boolean;
  /** Only the fixtures of a profile: "core" (an engine's first goal) or "full" (every approved fixture). */
  profile?: 'core' | 'full';
}

/** expectedFailures entries that name no fixture (or pair) of the selection: stale, as in a baseline. */
export function staleExpectedFailures(
  entries: readonly string[],
  ids: ReadonlySet<string>,
  planned: ReadonlySet<string>,
): string[] {
  return entries.filter((e) => !ids.has(e) && !planned.has(e));
}

/** The engine, made and described while vitest collects the tests (their number depends on it), or why not. */
async function describeEngine(
  adapter: Adapter | (() => Adapter | Promise<Adapter>),
): Promise<{ instance?: Adapter; engine?: EngineInfo; error?: string }> {
  let instance: Adapter | undefined;
  try {
    instance = typeof adapter === 'function' ? await adapter() : adapter;
    const engine = await instance.describe();
    const problems = declarationProblems(engine);
    if (problems.length === 0) return { instance, engine };
    return {
      instance,
      error: `the engine ${engine.name} declares names phasing-cts does not know:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    };
  } catch (e) {
    return { instance, error: `the adapter could not be created or described: ${(e as Error).message ?? String(e)}` };
  }
}

export async function conformance(
  adapter: Adapter | (() => Adapter | Promise<Adapter>),
  options: VitestConformanceOptions = {},
): Promise<void> {
  const { work, scope } = await prepareRun(options);
  const editions = work.editions;
  const expectedFailures = new Set(options.expectedFailures ?? []);
  const ids = new Set(work.fixtures.map((lf) => lf.fixture.id));
  const stale = staleExpectedFailures([...expectedFailures], ids, work.planned);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const summary = new SummaryBuilder(scope);
  const { instance, engine, error: declarationError } = await describeEngine(adapter);
  // Fixtures the engine declares it cannot run are counted here and shown as one line, not as a
  // skipped test each: one failure among hundreds of fixtures must not drown in skipped lines.
  const runnable = engine
    ? work.items.filter((item) => {
        const untested = untestedResult(engine, item.lf, item.edition, item.file);
        if (untested) summary.add(judgedWithoutBaseline(untested));
        return !untested;
      })
    : [];
  const untestedCount = engine ? work.items.length - runnable.length : 0;

  describe(`phasing-cts conformance${editions.length === 1 ? ` (edition ${editions[0]})` : ''}`, () => {
    afterAll(async () => {
      await instance?.close();
    });

    it('the engine declares only capabilities, cards and editions phasing-cts knows', () => {
      if (declarationError) throw new Error(declarationError);
    });
    if (stale.length > 0) {
      it('expectedFailures names only fixtures of this selection', () => {
        throw new Error(
          `stale expectedFailures entries (no such fixture, or no such fixture@edition in the selected editions): ${stale.join(', ')}; remove them`,
        );
      });
    }
    if (untestedCount > 0)
      it(`${untestedCount} untested: the engine does not declare what they need (\`phasing-cts plan\` ranks them)`, () => {});

    for (const item of runnable) {
      const f = item.lf.fixture;
      const name = `${f.id} — ${f.title}${editions.length > 1 ? ` [${item.edition}]` : ''}${f.status === 'proposed' ? ' (proposed)' : ''}`;
      const knownFailure = expectedFailures.has(f.id) || expectedFailures.has(pairKey(f.id, item.edition));
      const test = knownFailure ? it.fails : it;
      test(
        name,
        async (ctx) => {
          const result = judgedWithoutBaseline(
            await runFixture(instance!, engine!, item.lf, item.edition, { timeoutMs, relativeFile: item.file }),
          );
          summary.add(result);
          if (NOT_RUN.has(result.outcome)) {
            ctx.skip(result.message);
            return;
          }
          assertPassed(result);
        },
        timeoutMs + 5_000,
      );
    }

    it('headline', (ctx) => {
      // vitest shows a test's annotations in its reporters; the headline is the suite's result in one line.
      const line = headline(summary.build());
      void ctx.annotate?.(line);
      console.log(`phasing-cts: ${line}`);
    });
  });
}

/** Turns a non-passing result into an assertion error vitest can diff. */
function assertPassed(result: FixtureResult): void {
  if (result.outcome === 'pass') return;
  if (result.outcome === 'fail' && result.failures) {
    const key = (i: number) => {
      const f = result.failures![i]!;
      return `${f.subject ?? '?'}${f.field ? `.${f.field}` : ''}${f.at && f.at !== 'end' ? ` @${f.at}` : ''}`;
    };
    const expected = Object.fromEntries(result.failures.map((f, i) => [key(i), f.expected ?? f.message]));
    const actual = Object.fromEntries(
      result.failures.map((f, i) => [key(i), 'actual' in f ? f.actual : '(not reported by the engine)']),
    );
    expect(actual, `${result.id} (${result.file}): ${result.message ?? 'failed'}`).toEqual(expected);
    return;
  }
  throw new Error(
    `${result.outcome}: ${result.message ?? 'no message'}${result.stderr ? `\nengine stderr:\n${result.stderr}` : ''}`,
  );
}
