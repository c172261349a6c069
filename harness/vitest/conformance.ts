/**
 * The corpus as vitest tests, for an engine author's own suite:
 *
 *   import { conformance } from 'phasing-cts/vitest';
 *   await conformance(() => createMyAdapter(), { edition: 'latest', expectedFailures: ['some-id'] });
 *
 * One test per fixture (and edition), named by id and title. A fixture the engine cannot run
 * (missing capability, card or edition) is skipped with the reason; a failing fixture shows the
 * expected and actual values of every expectation that did not hold, as a vitest diff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Adapter, EngineInfo } from '../adapter.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { formatDiagnostic } from '../corpus/diagnostic.js';
import type { FixtureResult } from '../generated/report.js';
import { appliesIn } from '../run/applicability.js';
import { DEFAULT_TIMEOUT_MS } from '../run/execute-run.js';
import { runFixture } from '../run/run-fixture.js';
import { filterFixtures, selectEditions } from '../run/select.js';

export interface VitestConformanceOptions {
  edition?: string;
  filter?: string;
  fixturesDir?: string;
  timeoutMs?: number;
  /** Fixture ids (or "id@edition") known to fail: their tests pass while they fail and fail once they pass (stale). */
  expectedFailures?: string[];
  /** Include proposed fixtures (interpretations without official backing). Default true. */
  proposed?: boolean;
}

export async function conformance(adapter: Adapter | (() => Adapter | Promise<Adapter>), options: VitestConformanceOptions = {}): Promise<void> {
  const corpus = await loadCheckedCorpus(options.fixturesDir);
  if (corpus.diagnostics.length > 0) throw new Error(`phasing-cts: the corpus has problems:\n${corpus.diagnostics.map(formatDiagnostic).join('\n')}`);
  const editions = selectEditions(options.edition);
  const fixtures = filterFixtures(corpus.fixtures, options.filter).filter((f) => options.proposed !== false || f.fixture.status === 'approved');
  const expectedFailures = new Set(options.expectedFailures ?? []);
  let instance: Adapter | undefined;
  let engine: EngineInfo | undefined;

  describe(`phasing-cts conformance${editions.length === 1 ? ` (edition ${editions[0]})` : ''}`, () => {
    beforeAll(async () => {
      instance = typeof adapter === 'function' ? await adapter() : adapter;
      engine = await instance.describe();
    });
    afterAll(async () => { await instance?.close(); });

    for (const edition of editions) {
      for (const lf of fixtures) {
        if (!appliesIn(lf.fixture, edition)) continue;
        const f = lf.fixture;
        const name = `${f.id} — ${f.title}${editions.length > 1 ? ` [${edition}]` : ''}${f.status === 'proposed' ? ' (proposed)' : ''}`;
        const knownFailure = expectedFailures.has(f.id) || expectedFailures.has(`${f.id}@${edition}`);
        const test = knownFailure ? it.fails : it;
        test(name, async (ctx) => {
          const result = await runFixture(instance!, engine!, lf, edition, {
            timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            relativeFile: path.relative(corpus.root, path.resolve(lf.file)),
          });
          if (result.outcome === 'untested' || result.outcome === 'skipped') {
            ctx.skip(result.message);
            return;
          }
          assertPassed(result);
        }, (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + 5_000);
      }
    }
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
    const actual = Object.fromEntries(result.failures.map((f, i) => [key(i), 'actual' in f ? f.actual : '(not reported by the engine)']));
    expect(actual, `${result.id} (${result.file}): ${result.message ?? 'failed'}`).toEqual(expected);
    return;
  }
  throw new Error(`${result.outcome}: ${result.message ?? 'no message'}${result.stderr ? `\nengine stderr:\n${result.stderr}` : ''}`);
}
