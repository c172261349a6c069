import { describe, expect, it } from 'vitest';
import { createReferenceAdapter, runReference } from '../../adapters/reference/index.js';
import type { Adapter } from '../adapter.js';
import { UsageError } from '../errors.js';
import { headline } from '../report/report-model.js';
import { loadCatalogue } from '../sources/load-sources.js';
import { prepareRun } from './prepare-run.js';
import { runSuite } from './run-suite.js';

describe('the run pipeline', () => {
  it('refuses a selection with nothing to run, saying why', async () => {
    await expect(prepareRun({ filter: 'no-such-fixture-*' })).rejects.toThrow(
      /nothing to run: --filter "no-such-fixture-\*" matches none of the \d+ fixtures/,
    );
    await expect(prepareRun({ filter: 'no-such-fixture-*' })).rejects.toBeInstanceOf(UsageError);
    await expect(prepareRun({ edition: '2017-13-01' })).rejects.toThrow(/not a calendar date/);
  });

  it(
    'the reference engine never answers unsupported, in any edition, over the whole corpus',
    { timeout: 300_000 },
    async () => {
      const run = await runSuite({ edition: 'all', createAdapter: () => createReferenceAdapter() });
      expect(run.summary.total).toBeGreaterThan(20_000);
      expect(run.summary.unsupported).toBe(0);
      expect(run.summary.pass).toBe(run.summary.total);
    },
  );

  it('reports a run-time unsupported answer as its own non-passing outcome, counted against the score', async () => {
    const reference = createReferenceAdapter();
    const shy: Adapter = {
      ...reference,
      id: 'shy',
      run: async (req) =>
        req.fixture.startsWith('untap-all')
          ? { error: { kind: 'unsupported', message: 'not today' } }
          : runReference(req),
    };
    const run = await runSuite({ filter: 'untap-*', createAdapter: () => shy });
    const shyOnes = run.notable.filter((r) => r.outcome === 'unsupported');
    expect(shyOnes.length).toBeGreaterThan(0);
    expect(shyOnes[0]!.message).toMatch(/declares what this fixture requires but answered unsupported: not today/);
    expect(run.summary.unexpected).toBe(shyOnes.length);
    const f = run.summary.conformance.fixtures;
    expect(f.passed).toBe(f.total - shyOnes.length);
    expect(f.ran).toBe(f.total);
  });
});

describe('an engine that supports only setup and the untap step', () => {
  // Declares the one capability the untap step needs and only vanilla and phasing-keyword cards,
  // and plays them correctly (it is the reference engine behind a narrow declaration).
  const tiny = (): Adapter => {
    const reference = createReferenceAdapter();
    const cards = loadCatalogue()
      .cards.filter((c) => c.abilities.every((a) => a.kind === 'keyword'))
      .map((c) => c.name);
    return {
      ...reference,
      id: 'tiny',
      describe: async () => ({
        name: 'tiny',
        version: '0.0.1',
        capabilities: ['setup.phased-out', 'turn.advance'],
        cards,
        editions: [{ from: '2011-02-04' }],
      }),
    };
  };

  it('gets a headline that says how little it ran: passing fixtures over all that apply, and ran N of M', async () => {
    const run = await runSuite({ createAdapter: tiny });
    const f = run.summary.conformance.fixtures;
    expect(f.passed).toBeGreaterThan(0);
    expect(f.passed).toBe(f.ran);
    expect(f.total).toBeGreaterThan(300);
    expect(f.ran).toBeLessThan(f.total / 10);
    const line = headline(run.summary);
    expect(line).toBe(
      `conformance ${f.passed}/${f.total} approved fixtures (${Math.floor((f.passed / f.total) * 1000) / 10}%) · ran ${f.ran} of ${f.total} · core ${run.summary.conformance.profiles.core.passed}/${run.summary.conformance.profiles.core.total}, full ${f.passed}/${f.total} · fixture × edition ${run.summary.conformance.results.passed}/${run.summary.conformance.results.total}`,
    );
    expect(line).not.toMatch(/100%/);
    console.log(`tiny engine headline: ${line}`);
  });
});
