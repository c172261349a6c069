import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureResult, RunReport } from '../../generated/report.js';
import { clauseFor } from '../../sources/load-sources.js';
import { scoreText } from '../report-model.js';
import { HOSTILE_MESSAGE, HOSTILE_TITLE, sampleReport, sampleResults } from '../testing/sample-reports.js';
import { smallEngineReport } from '../testing/small-engine-report.js';
import { renderComparisonHtml, renderHtml } from './html-report.js';

// The HTML report in a real browser: Debian's chromium, driven by playwright-core (which downloads
// no browser of its own). CI installs chromium and sets PHASING_CTS_REQUIRE_BROWSER=1, so there a
// missing browser fails the test; on a developer machine without it the test is skipped, loudly.
const EXECUTABLE = process.env.PHASING_CTS_CHROMIUM ?? '/usr/bin/chromium';
const REQUIRED = Boolean(process.env.PHASING_CTS_REQUIRE_BROWSER);
const AVAILABLE = existsSync(EXECUTABLE);
if (!AVAILABLE && !REQUIRED)
  console.warn(
    `html-report.browser.test: SKIPPED — no chromium at ${EXECUTABLE} (apt-get install chromium, or set PHASING_CTS_CHROMIUM); CI sets PHASING_CTS_REQUIRE_BROWSER=1 so that it cannot be skipped there`,
  );

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Counted as a failed test (not only a failed file) when CI's browser is missing.
it.skipIf(!REQUIRED)('chromium is installed where PHASING_CTS_REQUIRE_BROWSER is set', () => {
  expect(AVAILABLE, `no chromium at ${EXECUTABLE}: apt-get install -y chromium`).toBe(true);
});

describe.skipIf(!AVAILABLE && !REQUIRED)('HTML report in chromium', () => {
  let dir: string;
  let context: BrowserContext;
  const requests: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    if (!AVAILABLE)
      throw new Error(
        `PHASING_CTS_REQUIRE_BROWSER is set but there is no chromium at ${EXECUTABLE}: install it (apt-get install -y chromium)`,
      );
    dir = await mkdtemp(path.join(tmpdir(), 'cts-html-'));
    // A fresh profile directory each time: nothing cached or remembered from another run.
    context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
      executablePath: EXECUTABLE,
      headless: true,
      args: ARGS,
    });
    context.on('request', (r) => requests.push(r.url()));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function open(name: string, html: string): Promise<Page> {
    const file = path.join(dir, name);
    await writeFile(file, html);
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    // CSP violations and failed loads are reported on the console as errors.
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('html[data-ready="1"]');
    return page;
  }
  const visibleRows = (page: Page) => page.locator('.row').count();

  it('shows the summary, lists every result, and filters by outcome, clause, card and text', async () => {
    const report = sampleReport({ hostile: true });
    const page = await open('single.html', renderHtml(report));
    expect(await page.locator('#score').textContent()).toBe(scoreText(report.summary));
    expect(await page.locator('h1').textContent()).toContain('test-engine 1.2.3');
    expect(await visibleRows(page)).toBe(report.results.length);
    expect(await page.locator('#shown-count').textContent()).toBe(
      `${report.results.length} of ${report.results.length} results match`,
    );

    const count = (pred: (r: FixtureResult) => boolean) => report.results.filter(pred).length;
    await page.selectOption('#f-outcome', 'fail');
    expect(await visibleRows(page)).toBe(count((r) => r.outcome === 'fail'));
    expect(await page.locator('.row .badge').allTextContents()).toEqual(['fail', 'fail']);
    expect(await page.locator('#shown-count').textContent()).toBe(`2 of ${report.results.length} results match`);
    await page.selectOption('#f-outcome', 'unexpected');
    expect(await visibleRows(page)).toBe(count((r) => r.expected === false));
    await page.selectOption('#f-outcome', 'not-pass');
    expect(await visibleRows(page)).toBe(count((r) => r.outcome !== 'pass'));
    await page.selectOption('#f-outcome', '');
    await page.selectOption('#f-clause', 'PH-UNTAP');
    expect(await visibleRows(page)).toBe(2);
    await page.selectOption('#f-clause', '');
    await page.selectOption('#f-card', 'Blink Dog');
    expect(await visibleRows(page)).toBe(1);
    await page.selectOption('#f-card', '');
    await page.fill('#f-text', 'times-out');
    expect(await visibleRows(page)).toBe(1);
    await page.fill('#f-text', '');
    expect(await page.locator('#shown-count').textContent()).toBe(
      `${report.results.length} of ${report.results.length} results match`,
    );
    expect(await page.locator('#show-more').isHidden()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a click in the clause × outcome matrix filters the list to that cell', async () => {
    const report = sampleReport({ editions: ['2011-02-04', '2026-08-07'] });
    const page = await open('matrix.html', renderHtml(report));
    const row = page.locator('#matrix tr', { has: page.locator('th', { hasText: /^PH-OUT-STATUS$/ }) });
    await row.locator('button[title="show fail results of PH-OUT-STATUS"]').click();
    expect(await visibleRows(page)).toBe(2); // one per edition
    await page.selectOption('#m-edition', '2011-02-04');
    await row.locator('button[title="show fail results of PH-OUT-STATUS"]').click();
    expect(await visibleRows(page)).toBe(1);
    expect(await page.locator('#f-edition').inputValue()).toBe('2011-02-04');
  });

  it('builds long lists a page at a time, and filters over all results, not only the shown ones', async () => {
    const results = Array.from({ length: 1203 }, (_, i) => ({
      ...sampleResults()[i % 2]!,
      id: `fixture-${String(i).padStart(4, '0')}`,
    }));
    const page = await open('long.html', renderHtml(sampleReport({ results })));
    expect(await visibleRows(page)).toBe(500);
    expect(await page.locator('#shown-count').textContent()).toBe('1203 of 1203 results match · showing the first 500');
    await page.click('#show-more');
    expect(await visibleRows(page)).toBe(1000);
    await page.click('#show-more');
    expect(await visibleRows(page)).toBe(1203);
    expect(await page.locator('#show-more').isHidden()).toBe(true);
    await page.fill('#f-text', 'fixture-1202');
    expect(await page.locator('.row .id').allTextContents()).toEqual(['fixture-1202']);
    await page.fill('#f-text', '');
    await page.selectOption('#f-outcome', 'fail');
    expect(await page.locator('#shown-count').textContent()).toBe('601 of 1203 results match · showing the first 500');
  });

  it('shows hostile text from fixture titles and engine messages as text and never runs it', async () => {
    const page = await open('hostile.html', renderHtml(sampleReport({ hostile: true })));
    const errorRow = page.locator('details.result', { has: page.locator('.id', { hasText: /^in-status-errors$/ }) });
    await errorRow.locator('summary').click();
    const body = await page.locator('body').innerText();
    expect(body).toContain('<script>window.__pwned=1</script>');
    expect(body).toContain('<img src=x onerror="window.__pwned=1">');
    expect(await errorRow.locator('.detail').innerText()).toContain(HOSTILE_MESSAGE.slice(0, 40));
    expect(await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(2); // the data block and the page's own script
    expect(await page.locator('#results .title', { hasText: HOSTILE_TITLE }).count()).toBe(2);
    // The failures section names the unexpected ones again, as text too.
    expect(await page.locator('#failures .title', { hasText: HOSTILE_TITLE }).count()).toBe(2);
    expect(problems).toEqual([]);
  });

  it('opens a result with the cited rule text and expected vs actual', async () => {
    const page = await open('details.html', renderHtml(sampleReport()));
    const row = page.locator('details.result', { has: page.locator('.id', { hasText: /^out-status-fails$/ }) });
    await row.locator('summary').click();
    const detail = row.locator('.detail');
    expect(await detail.innerText()).toContain(clauseFor('PH-OUT-STATUS', '2011-02-04')!.text);
    const cells = await detail.locator('table.failures tr').nth(1).locator('td').allTextContents();
    expect(cells).toEqual(['A hand size', '/expect/0', '2', '3']);
  });

  it('compares engines fixture by fixture and can show only the fixtures where they differ', async () => {
    const a = sampleReport({ hostile: true });
    const better = sampleResults({ hostile: true }).map((r) =>
      r.outcome === 'fail' || r.outcome === 'error'
        ? { ...r, outcome: 'pass' as const, expected: true, failures: undefined, message: undefined }
        : r,
    );
    const b = sampleReport({ results: better, engine: 'other-engine' });
    const page = await open(
      'compare.html',
      renderComparisonHtml([
        { label: 'first', report: a },
        { label: 'second', report: b },
      ]),
    );
    expect(await page.locator('#compare tr.row').count()).toBe(a.results.length);
    expect(await page.locator('#compare tr').first().locator('th').allTextContents()).toEqual([
      'fixture',
      'edition',
      'clause',
      'first',
      'second',
    ]);
    await page.check('#f-differ');
    expect(await visibleRows(page)).toBe(3);
    await page.selectOption('#f-outcome', 'error');
    expect(await visibleRows(page)).toBe(1);
    expect(await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.locator('img').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('lists failures first, filters by rule number and status, and keeps the filters in the URL', async () => {
    const report = sampleReport();
    const page = await open('debug.html', renderHtml(report));
    expect(await page.locator('.row .badge').first().textContent()).toBe('fail');
    expect(await page.locator('.row .id').first().textContent()).toBe('out-status-fails');
    await page.fill('#f-rule', '702.23b');
    expect(await page.locator('.row .id').allTextContents()).toEqual(['out-status-fails']);
    await page.fill('#f-rule', '702.26');
    expect(await visibleRows(page)).toBe(
      report.results.filter((r) => (r.sources as { rule?: string }[]).some((x) => x.rule?.startsWith('702.26'))).length,
    );
    await page.fill('#f-rule', '702.2');
    expect(await visibleRows(page), '702.2 is not a prefix of 702.26a').toBe(0);
    await page.fill('#f-rule', '');
    await page.selectOption('#f-status', 'proposed');
    expect(await page.locator('.row .id').allTextContents()).toEqual(['proposed-passes']);
    await page.selectOption('#f-outcome', 'pass');
    const url = page.url();
    expect(new URL(url).hash).toBe('#outcome=pass&status=proposed');
    const again = await context.newPage();
    await again.goto(url);
    await again.waitForSelector('html[data-ready="1"]');
    expect(await again.locator('#f-status').inputValue()).toBe('proposed');
    expect(await again.locator('#f-outcome').inputValue()).toBe('pass');
    expect(await again.locator('.row .id').allTextContents()).toEqual(['proposed-passes']);
    await again.evaluate(() => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = '#rule=702.23b';
    });
    await expect.poll(() => again.locator('#f-rule').inputValue()).toBe('702.23b');
    expect(await again.locator('#f-status').inputValue()).toBe('');
    expect(await again.locator('.row .id').allTextContents()).toEqual(['out-status-fails']);
    expect(problems).toEqual([]);
  });

  it('shows the scenario of a result, the expectation that failed marked', async () => {
    const results = [
      {
        ...sampleResults()[1]!,
        id: 'untap-phasing-permanent-phases-out',
        file: 'rules/PH-UNTAP/untap-phasing-permanent-phases-out.json',
        failures: [
          {
            expectation: 0,
            pointer: '/expect/0',
            subject: 'croc',
            field: 'phased',
            expected: { how: 'directly', under: 'A' },
            actual: 'in',
            message: 'croc.phased',
          },
        ],
      },
    ];
    const page = await open('scenario.html', renderHtml(sampleReport({ results })));
    await page.locator('details.result summary').click();
    const scenario = page.locator('#results .scenario');
    // The scenario is drawn when the details open, after the click returns; on a loaded machine the
    // list was read before it was drawn.
    await scenario.locator('ol li').first().waitFor();
    expect(await scenario.locator('ol li').allTextContents()).toEqual([
      "All players pass priority until the upkeep of A's turn begins.",
    ]);
    expect(await scenario.locator('li.x-fail').innerText()).toContain(
      'croc is on the battlefield and is phased out directly under A',
    );
    expect(await scenario.locator('li.x-fail').innerText()).toContain(
      'expected {"how":"directly","under":"A"}, observed "in"',
    );
    expect(problems).toEqual([]);
  });

  it('compares engines clause by clause, where untested is not a difference', async () => {
    const a = sampleReport();
    // b runs what a left untested and passes it; it also passes what a failed in one clause.
    const b = sampleReport({
      engine: 'other-engine',
      results: sampleResults().map((r) =>
        r.outcome === 'untested'
          ? { ...r, outcome: 'pass' as const, message: undefined, missing: undefined }
          : r.id === 'out-status-fails'
            ? { ...r, outcome: 'pass' as const, expected: true, failures: undefined, message: undefined }
            : r,
      ),
    });
    const page = await open(
      'grid.html',
      renderComparisonHtml([
        { label: 'a', report: a },
        { label: 'b', report: b },
      ]),
    );
    const row = (clause: string) =>
      page.locator('#grid tr', { has: page.locator('th', { hasText: new RegExp('^' + clause + '$') }) }).locator('td');
    expect(await row('PH-OUT-STATUS').allTextContents()).toEqual(['0/1', '1/1', '1']);
    expect(await row('bugs').allTextContents()).toEqual(['not run', '1/1', '0']);
    await page.check('#f-differ');
    expect(await page.locator('#compare tr.row .id').allTextContents()).toEqual(['out-status-fails']);
    await page.uncheck('#f-differ');
    await row('PH-OUT-STATUS').locator('button').click();
    expect(await page.locator('#compare tr.row .id').allTextContents()).toEqual(['out-status-fails']);
    expect(new URL(page.url()).hash).toBe('#clause=PH-OUT-STATUS&differ=1');
    expect(problems).toEqual([]);
  });

  describe("a newcomer's first report (a small engine, 4 fixtures failing among ~680 untested)", () => {
    const VIEWPORT = { width: 1280, height: 800 };
    let report: RunReport;
    beforeAll(async () => {
      report = await smallEngineReport();
    }, 120_000);
    const firstFailure = (page: Page) => page.locator('article.failure, details.result:has(.badge.unexpected)').first();

    it('opens on what failed: the first failure is in the first viewport', async () => {
      expect(report.summary.unexpected).toBe(4);
      expect(report.summary.untested).toBeGreaterThan(600);
      const page = await open('first-report.html', renderHtml(report));
      await page.setViewportSize(VIEWPORT);
      const box = (await firstFailure(page).boundingBox())!;
      // The y-offset issue 28 asks for: it was 4,950 px (below the plan and the clause grid).
      console.info(
        `html-report.browser.test: first failure at y=${Math.round(box.y)} px (viewport ${VIEWPORT.width}×${VIEWPORT.height})`,
      );
      if (process.env.PHASING_CTS_SCREENSHOT) await page.screenshot({ path: process.env.PHASING_CTS_SCREENSHOT });
      expect(box.y + 40).toBeLessThan(VIEWPORT.height);
      const link = firstFailure(page).locator('a.result-link');
      expect(await link.textContent()).toBe(report.results.find((r) => r.expected === false)!.id);
      expect(await page.locator('#failures .checks').first().innerText()).toMatch(
        /^checks CR 702\.26[a-z] \(edition \d{4}-\d\d-\d\d, PH-/,
      );
      expect(await page.locator('#failures table.failures').first().locator('th').allTextContents()).toEqual([
        'expectation',
        'where',
        'expected',
        'actual',
      ]);
      expect(problems).toEqual([]);
    });

    it('links each failure to its result: the click sets #result=<id>@<edition>, opens it and scrolls to it', async () => {
      const page = await open('first-report-link.html', renderHtml(report));
      await page.setViewportSize(VIEWPORT);
      const failing = report.results.find((r) => r.expected === false)!;
      await page.locator('#failures a.result-link').first().click();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#result=${failing.id}@${failing.edition}`);
      const opened = page.locator('details.result[open]');
      await expect.poll(() => opened.count()).toBe(1);
      expect(await opened.locator('.id').textContent()).toBe(failing.id);
      expect(await opened.locator('.detail table.failures').count()).toBe(1);
      const box = (await opened.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(VIEWPORT.height);
      // Closing it takes it out of the URL again; so does a filter that hides it.
      const row = page.locator('details.result', {
        has: page.locator('.id', { hasText: new RegExp(`^${failing.id}$`) }),
      });
      await row.locator('summary').click();
      await expect.poll(() => new URL(page.url()).hash).toBe('');
      await row.locator('summary').click();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#result=${failing.id}@${failing.edition}`);
      await page.selectOption('#f-outcome', 'pass');
      await expect.poll(() => new URL(page.url()).hash).toBe('#outcome=pass');
      expect(problems).toEqual([]);
    });

    it('the headline links to the failures, the counts to the list filtered by outcome', async () => {
      const page = await open('first-report-headline.html', renderHtml(report));
      expect(await page.locator('a.verdict').getAttribute('href')).toBe('#failures');
      expect(await page.locator('a.verdict').textContent()).toBe(
        '4 fixtures not as expected (4 fixture × edition results)',
      );
      await page.locator('table.counts tr', { hasText: 'all' }).locator('a[href="#outcome=fail"]').click();
      await expect.poll(() => page.locator('#f-outcome').inputValue()).toBe('fail');
      expect(await visibleRows(page)).toBe(4);
      expect(problems).toEqual([]);
    });
  });

  it('opens the result a URL names, scrolled to, even past the rows drawn at first or hidden by its filters', async () => {
    const results = Array.from({ length: 1203 }, (_, i) => ({
      ...sampleResults()[i % 2]!,
      id: `fixture-${String(i).padStart(4, '0')}`,
    }));
    const file = path.join(dir, 'deep.html');
    await writeFile(file, renderHtml(sampleReport({ results })));
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${pathToFileURL(file).href}#outcome=fail&result=fixture-1202@2026-08-07`);
    await page.waitForSelector('html[data-ready="1"]');
    const opened = page.locator('details.result[open]');
    expect(await opened.locator('.id').allTextContents()).toEqual(['fixture-1202']);
    const box = (await opened.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(800);
    expect(await page.locator('#f-outcome').inputValue(), 'fixture-1202 passes: the fail filter is cleared').toBe('');
    expect(new URL(page.url()).hash).toBe('#result=fixture-1202@2026-08-07');
    expect(problems).toEqual([]);
  });

  it('opens a result of an engine comparison from its URL too', async () => {
    const file = path.join(dir, 'compare-fragment.html');
    await writeFile(
      file,
      renderComparisonHtml([
        { label: 'a', report: sampleReport() },
        { label: 'b', report: sampleReport({ engine: 'other-engine' }) },
      ]),
    );
    const page = await context.newPage();
    await page.goto(`${pathToFileURL(file).href}#result=ruling-crashes@2026-08-07`);
    await page.waitForSelector('html[data-ready="1"]');
    expect(await page.locator('#compare details[open] .id').allTextContents()).toEqual(['ruling-crashes']);
    expect(problems).toEqual([]);
  });

  it('loads nothing but the page itself (offline, no external assets)', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith('file://'))).toEqual([]);
  });
});
