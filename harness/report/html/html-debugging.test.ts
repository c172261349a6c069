import { describe, expect, it } from 'vitest';
import type { FixtureResult } from '../../generated/report.js';
import { sampleReport, sampleResults } from '../testing/sample-reports.js';
import { renderComparisonHtml, renderHtml, withoutAbsolutePaths } from './html-report.js';
import { pageData, scenarioOf } from './page-data.js';

const real: FixtureResult = {
  ...sampleResults()[1]!,
  id: 'untap-phasing-permanent-phases-out',
  file: 'rules/PH-UNTAP/untap-phasing-permanent-phases-out.json',
};

describe('HTML page data for debugging', () => {
  it('puts results needing attention first, keeping corpus order within each rank', () => {
    const rows = pageData([{ label: 'x', report: sampleReport() }]).rows;
    const rank = rows.map((r) =>
      r.cells[0]!.unexpected
        ? 0
        : r.cells[0]!.outcome === 'pass'
          ? 2
          : ['untested', 'skipped'].includes(r.cells[0]!.outcome)
            ? 3
            : 1,
    );
    expect(rank).toEqual([...rank].sort());
    expect(rows.map((r) => r.id).slice(0, 4)).toEqual([
      'out-status-fails',
      'in-status-errors',
      'no-zone-times-out',
      'ruling-crashes',
    ]);
    expect(rows[4]!.id).toBe('related-rule-known-fail');
  });

  it("carries each row's cited rule numbers and each fixture's scenario from the corpus, with failures tied to their expectation", () => {
    const data = pageData([{ label: 'x', report: sampleReport({ results: [real, sampleResults()[0]!] }) }]);
    expect(data.rows.find((r) => r.id === 'out-status-fails' || r.id === real.id)!.rules).toEqual([
      '702.26b',
      '702.23b',
    ]);
    expect(scenarioOf(data, real.id)!.actions).toEqual([
      "All players pass priority until the upkeep of A's turn begins.",
    ]);
    expect(data.scenarios['untap-passes'], 'a fixture the corpus does not have gets no scenario').toBeUndefined();
    expect(data.rows[0]!.cells[0]!.failures![0]!.index).toBe(0);
  });

  it('shortens absolute paths in comparison labels and engine texts', () => {
    expect(withoutAbsolutePaths('/home/ci/build/reports/forge.json')).toBe('…/forge.json');
    expect(withoutAbsolutePaths('stdio:python3 /srv/engines/xmage/cts.py --fast')).toBe(
      'stdio:python3 …/cts.py --fast',
    );
    expect(withoutAbsolutePaths('forge 1.2 (forge.json)')).toBe('forge 1.2 (forge.json)');
    const html = renderComparisonHtml([
      {
        label: '/home/ci/reports/a.json',
        report: { ...sampleReport(), run: { ...sampleReport().run, adapter: 'stdio:/opt/engine/run.sh' } },
      },
      { label: 'b', report: sampleReport({ engine: 'other' }) },
    ]);
    expect(html).not.toContain('/home/ci');
    expect(html).not.toContain('/opt/engine');
    expect(html).toContain('…/a.json');
    expect(html).toContain('<td>4 fixtures not as expected (4 fixture × edition results)</td>');
  });

  it('opens on what failed: headline, then each fixture not as expected, then the plan, the grid and the list', () => {
    const html = renderHtml(sampleReport());
    const at = (marker: string) => {
      const i = html.indexOf(marker);
      expect(i, marker).toBeGreaterThan(0);
      return i;
    };
    expect(at('<a class="verdict bad" href="#failures">4 fixtures not as expected')).toBeLessThan(
      at('<section id="failures">'),
    );
    expect(at('<section id="failures">')).toBeLessThan(at('<h2 id="plan">'));
    expect(html).toContain('<a href="#plan">ran 6 of 8</a>');
    expect(at('<h2 id="plan">')).toBeLessThan(at('id="matrix"'));
    expect(at('id="matrix"')).toBeLessThan(at('id="results"'));
    const failures = html.slice(at('<section id="failures">'), at('</section>'));
    const links = [...failures.matchAll(/<a class="result-link" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links).toEqual(
      ['out-status-fails', 'in-status-errors', 'no-zone-times-out', 'ruling-crashes'].map((id) => [
        `#result=${id}@2026-08-07`,
        id,
      ]),
    );
    expect(failures).toContain('checks <strong>CR 702.26b (edition 2026-08-07, PH-OUT-STATUS)</strong>');
    expect(failures).toMatch(/<td><code>2<\/code><\/td><td><code>3<\/code><\/td>/); // expected, actual
    expect(failures).not.toContain('related-rule-known-fail'); // expected by the baseline: in the list only
    expect(renderHtml(sampleReport({ results: [sampleResults()[0]!] }))).not.toContain('id="failures"');
  });

  it('links the verdict to the stale baseline entries when they are all that is unexpected', () => {
    const passing = sampleReport({ results: [sampleResults()[0]!] });
    const html = renderHtml({
      ...passing,
      summary: { ...passing.summary, unexpected: 1, unexpectedFixtures: 1 },
      baseline: {
        file: 'b.json',
        entries: 1,
        stale: [{ id: 'gone', outcome: 'fail', reason: 'r', message: 'fixture gone no longer exists in the corpus' }],
      },
    });
    expect(html).toContain(
      '<a class="verdict bad" href="#stale">1 fixture not as expected (1 fixture × edition result)</a>',
    );
    expect(html).toContain('<div class="warning" id="stale">');
    expect(html).not.toContain('id="failures"');
  });

  it('has a plan section when results were untested, and none otherwise', () => {
    const html = renderHtml(sampleReport());
    expect(html).toContain('<h2 id="plan">What to implement next</h2>');
    expect(html).toMatch(/<td>capability stack\.cast<\/td><td class="num">1<\/td>/);
    expect(
      renderHtml(sampleReport({ results: sampleResults().filter((r) => r.outcome !== 'untested') })),
    ).not.toContain('What to implement next');
  });
});
