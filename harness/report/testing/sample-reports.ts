// Hand-made reports for the renderer tests: one result of every outcome (a real engine run only
// produces pass and fail), citing real sources so that look-ups are exercised, and an option to
// put hostile text where fixtures and engines put text. Used by tests only.
import type { FixtureResult, RunReport } from '../../generated/report.js';
import { SummaryBuilder } from '../../run/summarize.js';

export const HOSTILE_TITLE = 'Title <script>window.__pwned=1</script> & "quotes"';
export const HOSTILE_MESSAGE =
  'engine error: <img src=x onerror="window.__pwned=1"> `code` | pipe \u001b[31mred\u001b[0m';

const ruleSrc = (meaning: string, rule: string, edition = '2026-08-07') => ({ kind: 'rule', rule, edition, meaning });

export interface SampleOptions {
  hostile?: boolean;
  /** A second edition for every result (multi-edition reports). */
  editions?: string[];
}

export function sampleResults(o: SampleOptions = {}): FixtureResult[] {
  const base = (id: string, group: Record<string, unknown>[], extra: Partial<FixtureResult>): FixtureResult => ({
    id,
    title: `Title of ${id}`,
    status: 'approved',
    edition: '2026-08-07',
    outcome: 'pass',
    durationMs: 1.5,
    file: `rules/x/${id}.json`,
    sources: group,
    cards: ['Grizzly Bears'],
    expected: true,
    ...extra,
  });
  const results: FixtureResult[] = [
    base('untap-passes', [ruleSrc('PH-UNTAP', '702.26a')], {}),
    base('out-status-fails', [ruleSrc('PH-OUT-STATUS', '702.26b'), ruleSrc('PH-OUT-STATUS', '702.23b', '2011-02-04')], {
      outcome: 'fail',
      expected: false,
      message: 'A hand size 2 (+1 more)',
      cards: ['Collective Unconscious', 'Grizzly Bears'],
      failures: [
        {
          expectation: 0,
          pointer: '/expect/0',
          subject: 'A',
          field: 'handSize',
          expected: 2,
          actual: 3,
          message: 'A hand size',
        },
        {
          expectation: 1,
          pointer: '/expect/1',
          at: 'after-cast',
          subject: 'b3',
          field: 'phased',
          expected: { how: 'directly', under: 'A' },
          message: 'b3 phased',
        },
      ],
    }),
    base('in-status-errors', [ruleSrc('PH-IN-STATUS', '702.26c')], {
      outcome: 'error',
      expected: false,
      message: 'engine error: boom',
    }),
    base('no-zone-times-out', [ruleSrc('PH-NO-ZONE-CHANGE', '702.26d')], {
      outcome: 'timeout',
      expected: false,
      message: 'no answer within 10000 ms',
    }),
    base('ruling-crashes', [{ kind: 'ruling', card: 'Blink Dog', date: '2021-07-23', hash: 'c2bb320925b0165a' }], {
      outcome: 'crash',
      expected: false,
      message: 'the engine process exited with code 139',
      stderr: 'Segmentation fault\n\u001b[1mat frame 0\u001b[0m',
      cards: ['Blink Dog'],
    }),
    base('bug-untested', [{ kind: 'bug', ref: 'B-01', url: 'https://github.com/magefree/mage/issues/3897' }], {
      outcome: 'untested',
      message: 'engine lacks capabilities stack.cast',
      missing: { capabilities: ['stack.cast'], cards: [] },
    }),
    base('interaction-skipped', [{ kind: 'interaction', number: 1 }], {
      outcome: 'skipped',
      message: 'not run: hangs the engine',
      baseline: 'hangs the engine (https://example.org/issues/1)',
    }),
    base('related-rule-known-fail', [ruleSrc('RR-STATUS', '110.5')], {
      outcome: 'fail',
      expected: true,
      baseline: 'known: statuses are not modelled',
      message: 'status wrong',
      failures: [{ pointer: '/expect/0', expected: true, actual: false, message: 'status' }],
    }),
    base('proposed-passes', [ruleSrc('PH-UNTAP', '702.26a')], { status: 'proposed' }),
  ];
  if (o.hostile) {
    results[1] = { ...results[1]!, title: HOSTILE_TITLE };
    results[2] = { ...results[2]!, message: HOSTILE_MESSAGE, title: HOSTILE_TITLE };
  }
  if (!o.editions) return results;
  return o.editions.flatMap((edition) => results.map((r) => ({ ...r, edition })));
}

/** A complete, schema-valid report around the sample results. */
export function sampleReport(
  o: SampleOptions & { results?: FixtureResult[]; engine?: string; adapter?: string } = {},
): RunReport {
  const results = o.results ?? sampleResults(o);
  const summary = new SummaryBuilder();
  for (const r of results) summary.add(r);
  return {
    reportVersion: 1,
    suite: {
      name: 'phasing-cts',
      version: '0.1.0',
      commit: '0123456789abcdef0123456789abcdef01234567',
      corpusHash: 'a'.repeat(64),
      fixtureCount: 9,
    },
    run: {
      editions: o.editions ?? ['2026-08-07'],
      adapter: o.adapter ?? 'stdio:./engine',
      engine: { name: o.engine ?? 'test-engine', version: '1.2.3' },
      options: { edition: 'latest' },
      startedAt: '2026-08-10T10:00:00.000Z',
      finishedAt: '2026-08-10T10:00:01.500Z',
      durationMs: 1500,
    },
    summary: summary.build(),
    results,
  };
}
