import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../model/schema-validator.js';
import type { RunReport } from '../generated/report.js';
import { clauseFor, loadEditions, loadRulings } from '../sources/load-sources.js';
import { badgeFor } from './badge.js';
import { EARL_OUTCOME, earlDocument, renderEarl } from './earl.js';
import { renderedFormats, rendererFor, reportFormats } from './formats.js';
import { CLIENT_SCRIPT } from './html/client-script.js';
import { renderComparisonHtml, renderHtml } from './html/html-report.js';
import { renderJunit } from './junit.js';
import { code, renderMarkdown, text } from './markdown.js';
import { scoreText } from './report-model.js';
import { formatTerminalSummary } from './terminal-summary.js';
import { citedText } from '../sources/source-text.js';
import { HOSTILE_MESSAGE, HOSTILE_TITLE, sampleReport, sampleResults } from './testing/sample-reports.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name),
});
type Case = {
  name: string;
  classname: string;
  failure?: { type: string; message: string; '#text'?: string };
  error?: { type: string; message: string };
  skipped?: { message: string };
};
type Suite = { name: string; tests: string; failures: string; errors: string; skipped: string; testcase: Case[] };

function junitOf(report: RunReport): {
  testsuites: { tests: string; failures: string; errors: string; skipped: string; testsuite: Suite[] };
} {
  const xml = renderJunit(report);
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as never;
}

describe('sample reports', () => {
  it('are valid against schema/report.schema.json (so renderer tests see real shapes)', () => {
    expect(validateAgainst('report.schema.json', sampleReport())).toEqual([]);
    expect(
      validateAgainst('report.schema.json', sampleReport({ hostile: true, editions: ['2011-02-04', '2026-08-07'] })),
    ).toEqual([]);
  });
});

describe('formats registry', () => {
  it('offers every format through run --report and report', async () => {
    expect(reportFormats()).toEqual(['json', 'junit', 'markdown', 'html', 'earl', 'badge']);
    for (const f of renderedFormats()) expect((await rendererFor(f))!(sampleReport()).length).toBeGreaterThan(0);
    expect(await rendererFor('pdf')).toBeUndefined();
  });
});

describe('JUnit XML', () => {
  it('is one testcase per fixture, grouped by the clause meaning of the first cited rule, else rulings/bugs/interactions', () => {
    const j = junitOf(sampleReport());
    const suites = j.testsuites.testsuite;
    expect(suites.map((s) => s.name)).toEqual([
      'PH-IN-STATUS',
      'PH-NO-ZONE-CHANGE',
      'PH-OUT-STATUS',
      'PH-UNTAP',
      'RR-STATUS',
      'rulings',
      'interactions',
      'bugs',
    ]);
    expect(suites.flatMap((s) => s.testcase).length).toBe(9);
    expect(suites.find((s) => s.name === 'PH-UNTAP')!.testcase.map((c) => c.name)).toEqual([
      'untap-passes',
      'proposed-passes',
    ]);
    expect(suites[0]!.testcase[0]!.classname).toBe('phasing-cts.PH-IN-STATUS');
  });

  it('maps outcomes: fail → failure with expected vs actual, error/timeout/crash → error, untested/skipped/baselined → skipped', () => {
    const j = junitOf(sampleReport());
    const byName = new Map(j.testsuites.testsuite.flatMap((s) => s.testcase).map((c) => [c.name, c]));
    const fail = byName.get('out-status-fails')!;
    expect(fail.failure!.type).toBe('fail');
    expect(fail.failure!['#text']).toContain('expected: 2');
    expect(fail.failure!['#text']).toContain('actual:   3');
    expect(fail.failure!['#text']).toContain('actual:   (not reported)');
    expect(byName.get('in-status-errors')!.error!.type).toBe('error');
    expect(byName.get('no-zone-times-out')!.error!.type).toBe('timeout');
    expect(byName.get('ruling-crashes')!.error!.type).toBe('crash');
    expect(byName.get('bug-untested')!.skipped!.message).toMatch(/^untested: engine lacks/);
    expect(byName.get('interaction-skipped')!.skipped).toBeDefined();
    expect(byName.get('related-rule-known-fail')!.skipped!.message).toMatch(
      /^known fail \(baseline\): known: statuses/,
    );
    expect(
      byName.get('untap-passes')!.failure ?? byName.get('untap-passes')!.error ?? byName.get('untap-passes')!.skipped,
    ).toBeUndefined();
    expect(j.testsuites).toMatchObject({ tests: '9', failures: '1', errors: '3', skipped: '3' });
  });

  it('fails a baselined fixture that passes now and lists stale baseline entries as failures', () => {
    const results = sampleResults();
    results[0] = {
      ...results[0]!,
      expected: false,
      baseline: 'was broken',
      message: 'listed in the baseline as fail but passes now',
    };
    const report = {
      ...sampleReport({ results }),
      baseline: {
        file: 'b.json',
        entries: 3,
        stale: [
          {
            id: 'gone-fixture',
            outcome: 'fail',
            reason: 'r',
            message: 'fixture gone-fixture no longer exists in the corpus',
          },
        ],
      },
    };
    const j = junitOf(report);
    const cases = j.testsuites.testsuite.flatMap((s) => s.testcase);
    expect(cases.find((c) => c.name === 'untap-passes')!.failure!.type).toBe('stale-baseline');
    expect(j.testsuites.testsuite.at(-1)!.name).toBe('baseline');
    expect(cases.find((c) => c.name === 'stale entry gone-fixture')!.failure!.message).toContain('no longer exists');
    expect(j.testsuites.failures).toBe('3');
  });

  it('stays well-formed with hostile text and control characters, and keeps one testcase per fixture over several editions', () => {
    const report = sampleReport({ hostile: true, editions: ['2011-02-04', '2026-08-07'] });
    const xml = renderJunit(report);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('\u001b');
    const cases = junitOf(report).testsuites.testsuite.flatMap((s) => s.testcase);
    expect(cases.length).toBe(9);
    expect(cases.find((c) => c.name === 'out-status-fails')!.failure!.message).toMatch(
      /^fail in 2011-02-04, 2026-08-07: /,
    );
  });

  it("links each testcase to its fixture file as seen from the run's working directory", () => {
    const report = sampleReport();
    report.run.fixturesDir = 'node_modules/phasing-cts/fixtures';
    const files = [...renderJunit(report).matchAll(/ file="([^"]+)"/g)].map((m) => m[1]);
    expect(files).toContain('node_modules/phasing-cts/fixtures/rules/x/untap-passes.json');
    report.run.fixturesDir = '.';
    expect(renderJunit(report)).toContain(' file="rules/x/untap-passes.json"');
  });

  it('writes the run editions as spans of the sources index, and a failure lists its editions only when they have gaps', () => {
    const index = loadEditions().editions.map((e) => e.date);
    const all = renderJunit(sampleReport({ editions: index, results: [sampleResults()[0]!] }));
    expect(all).toContain(`<property name="editions" value="${index[0]}/${index.at(-1)}"/>`);
    const at = (date: string) => index.indexOf(date);
    const three = [index[at('2011-02-04')]!, index[at('2011-02-04') + 1]!, '2026-08-07'];
    const fail = (edition: string) => ({ ...sampleResults()[1]!, edition });
    const xml = renderJunit(sampleReport({ editions: three, results: three.map(fail) }));
    expect(xml).toContain(`<property name="editions" value="${three[0]}/${three[1]} 2026-08-07"/>`);
    // The run's three editions are consecutive in the run: "3 editions: FIRST … LAST" says which.
    expect(xml).toContain(`fail in 3 editions: ${three[0]} … 2026-08-07\n`);
    const gap = renderJunit(sampleReport({ editions: three, results: [fail(three[0]!), fail(three[2]!)] }));
    expect(gap).toContain(`fail in ${three[0]}, 2026-08-07\n`);
    const twoOfThree = renderJunit(
      sampleReport({
        editions: [...three, '2026-09-01'],
        results: [...three, '2026-09-01'].filter((e, i) => i !== 2).map(fail),
      }),
    );
    expect(twoOfThree).toContain(`fail in 3 editions: ${three[0]} … 2026-09-01 (${three[0]}/${three[1]} 2026-09-01)\n`);
  });

  it('carries the conformance headline in the suite properties', () => {
    const xml = renderJunit(sampleReport());
    expect(xml).toContain('<property name="conformance" value="1/8 (12.5%)"/>');
    expect(xml).toContain('<property name="conformance.ran" value="ran 6 of 8"/>');
    const twoEditions = renderJunit(sampleReport({ editions: ['2011-02-04', '2026-08-07'] }));
    expect(twoEditions).toContain(
      '<property name="unexpected" value="4 fixtures not as expected (8 fixture × edition results)"/>',
    );
  });
});

describe('Markdown summary', () => {
  it('counts fixtures in its title, with fixture × edition results beside them', () => {
    const report = sampleReport({ editions: ['2011-02-04', '2026-08-07'] });
    expect(report.summary.unexpected).toBe(8);
    const title = renderMarkdown(report).split('\n')[0]!;
    expect(title).toMatch(/ — ❌ 4 fixtures not as expected \(8 fixture × edition results\)$/);
    expect(renderMarkdown(report)).toContain(' · 18 fixture × edition results · phasing-cts 0\\.1\\.0');
  });

  it('counts the fixtures of a report written before the summary had unexpectedFixtures', () => {
    const report = sampleReport({ editions: ['2011-02-04', '2026-08-07'] });
    const { unexpectedFixtures: _dropped, ...older } = report.summary;
    expect(renderMarkdown({ ...report, summary: older }).split('\n')[0]).toContain('❌ 4 fixtures not as expected (8 ');
  });

  it('has the verdict, score, counts table and the unexpected results with expected vs actual', () => {
    const md = renderMarkdown(sampleReport());
    expect(md).toMatch(/❌ 4 fixtures not as expected \(4 fixture × edition results\)/);
    expect(md).toContain('**Conformance 1/8 \\(12\\.5%\\)** approved fixtures pass · ran 6 of 8');
    expect(md).toContain('| fail | 2 | 2 | 0 |');
    expect(md).toContain('#### FAIL `out-status-fails`');
    expect(md).toContain('expected `2`, actual `3`');
    expect(md).toContain('expected `{"how":"directly","under":"A"}`, actual _not reported_');
    expect(md).toContain('### Known non-passing fixtures, expected by the baseline (1)');
    expect(md).not.toContain('#### PASS');
  });

  it('is one block per fixture however many editions it failed in, each distinct failure once', () => {
    const editions = ['2011-02-04', '2012-06-01', '2017-08-25', '2026-08-07'];
    const md = renderMarkdown(sampleReport({ editions }));
    expect(md.split('#### FAIL `out-status-fails`').length - 1).toBe(1);
    expect(md).toContain('fail in 4 editions: 2011\\-02\\-04 … 2026\\-08\\-07');
    expect(md.split('expected `2`, actual `3`').length - 1).toBe(1);
    expect(md).toContain('### Unexpected (4 fixture(s))');
  });

  it('escapes text so that fixture titles and engine messages cannot inject HTML or Markdown', () => {
    const md = renderMarkdown(sampleReport({ hostile: true }));
    expect(md).not.toMatch(/<script|<img/);
    expect(md).toContain('&lt;script&gt;window\\.\\_\\_pwned=1&lt;/script&gt;');
    expect(text('a|b*c_d')).toBe('a\\|b\\*c\\_d');
  });

  it('code spans hold any backtick run', () => {
    expect(code('a`b')).toBe('``a`b``');
    expect(code('`x`')).toBe('`` `x` ``');
    expect(code('plain')).toBe('`plain`');
  });

  it('is capped: a long run ends with a note of what was left out', () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ ...sampleResults()[1]!, id: `failing-${i}` }));
    const md = renderMarkdown(sampleReport({ results: many }), 8000);
    expect(md.length).toBeLessThanOrEqual(8000);
    expect(md).toMatch(/… \d+ more item\(s\) not shown/);
    expect(renderMarkdown(sampleReport({ results: many })).length).toBeLessThanOrEqual(60_000);
  });
});

describe('EARL', () => {
  it('is JSON-LD that expands to EARL assertions, one per fixture, with the documented outcome mapping', async () => {
    const report = sampleReport();
    // The file as written (an assertion a line), not only the document object.
    const doc = JSON.parse(renderEarl(report)) as Record<string, unknown>;
    expect(doc).toEqual(earlDocument(report));
    expect(doc['@context']).toBeDefined();
    const expanded = await jsonld.expand(doc);
    const EARL = 'http://www.w3.org/ns/earl#';
    const assertions = expanded.filter((n) => (n['@type'] as string[] | undefined)?.includes(`${EARL}Assertion`));
    expect(assertions.length).toBe(new Set(report.results.map((r) => r.id)).size);
    const outcomes = assertions.map(
      (a) =>
        ((a[`${EARL}result`] as Record<string, unknown>[])[0]![`${EARL}outcome`] as { '@id': string }[])[0]!['@id'],
    );
    expect(outcomes).toEqual(report.results.map((r) => EARL_OUTCOME[r.outcome].replace('earl:', EARL)));
    // Self-check (as the W3C reports do): the assertions add up to the summary's counts.
    expect(outcomes.filter((o) => o === `${EARL}passed`).length).toBe(report.summary.pass);
    expect(outcomes.filter((o) => o === `${EARL}cantTell`).length).toBe(
      report.summary.error + report.summary.timeout + report.summary.crash,
    );
    expect(outcomes.filter((o) => o === `${EARL}inapplicable`).length).toBe(report.summary.untested);
    for (const a of assertions) {
      // Written as bare strings, they expand to node references, as {"@id": …} did.
      expect(a[`${EARL}assertedBy`]).toEqual([{ '@id': 'https://phasing-cts.dev/#harness' }]);
      expect(a[`${EARL}subject`]).toEqual([{ '@id': 'urn:phasing-cts:engine:test-engine:1.2.3:stdio%3A.%2Fengine' }]);
      expect(a[`${EARL}mode`]).toEqual([{ '@id': `${EARL}automatic` }]);
      expect(
        ((a[`${EARL}test`] as Record<string, unknown>[])[0]!['http://www.w3.org/ns/rdftest#approval'] as unknown[])[0],
      ).toHaveProperty('@id');
      expect((a[`${EARL}test`] as { '@id': string }[])[0]!['@id']).toMatch(
        /^https:\/\/phasing-cts\.dev\/fixtures\/[a-z0-9-]+$/,
      );
    }
  });

  it('gives a fixture run in several editions one assertion: its verdict, with the editions per outcome as spans', () => {
    const editions = ['2011-02-04', '2012-06-01', '2017-08-25', '2020-08-07', '2026-08-07'];
    const results = sampleResults({ editions }).filter((r) => r.id === 'untap-passes');
    for (const i of [2, 4]) results[i] = { ...results[i]!, outcome: 'fail', expected: false, message: 'broken now' };
    const doc = earlDocument(sampleReport({ results, editions }));
    const graph = doc['@graph'] as Record<string, Record<string, unknown>>[];
    const assertions = graph.filter((n) => (n['@type'] as unknown) === 'earl:Assertion');
    expect(assertions.length).toBe(1);
    expect(assertions[0]!['earl:result']!['cts:outcome']).toBe('fail');
    // Consecutive run editions are one span "FIRST/LAST", over the run's editions listed once on the subject.
    expect(assertions[0]!['earl:result']!['cts:editions']).toEqual([
      { 'cts:outcome': 'pass', 'cts:editionSpan': ['2011-02-04/2012-06-01', '2020-08-07'] },
      { 'cts:outcome': 'fail', 'cts:editionSpan': ['2017-08-25', '2026-08-07'] },
    ]);
    expect(graph.find((n) => n['@id'] === assertions[0]!['earl:subject'])!['cts:runEditions']).toEqual(editions);
  });
});

describe('badge', () => {
  it('is a shields.io endpoint counting passing approved fixtures over every approved one, never a percentage of what ran', () => {
    expect(badgeFor(sampleReport())).toEqual({ schemaVersion: 1, label: 'phasing-cts', message: '1/8', color: 'red' });
    const results = (pass: number, fail: number, untested = 0) => [
      ...Array.from({ length: pass }, (_, i) => ({ ...sampleResults()[0]!, id: `p-${i}` })),
      ...Array.from({ length: fail }, (_, i) => ({ ...sampleResults()[1]!, id: `f-${i}` })),
      ...Array.from({ length: untested }, (_, i) => ({ ...sampleResults()[5]!, id: `u-${i}` })),
    ];
    expect(badgeFor(sampleReport({ results: results(319, 1) }))).toMatchObject({ message: '319/320', color: 'green' });
    expect(badgeFor(sampleReport({ results: results(320, 0) }))).toMatchObject({
      message: '320/320',
      color: 'brightgreen',
    });
    expect(badgeFor(sampleReport({ results: results(9, 1) }))).toMatchObject({ color: 'yellowgreen' });
    // An engine that ran 9 fixtures of 367 and passed them all: 9/367, red, not "100%".
    expect(badgeFor(sampleReport({ results: results(9, 0, 358) }))).toMatchObject({ message: '9/367', color: 'red' });
    expect(badgeFor(sampleReport({ results: [] }))).toMatchObject({ message: 'no fixtures', color: 'lightgrey' });
  });

  it('never rounds a failing run up to 100%', () => {
    const s = sampleReport().summary;
    const fixtures = { passed: 1999, ran: 2000, total: 2000 };
    expect(scoreText({ ...s, conformance: { ...s.conformance, fixtures } })).toBe('1999/2000 (99.9%)');
  });
});

describe('cited text look-up', () => {
  it('finds the rule text by meaning and edition, the example, and rulings by card, date and hash', () => {
    const rule = citedText({
      kind: 'rule',
      rule: '702.23b',
      edition: '2011-02-04',
      meaning: 'PH-OUT-STATUS',
      example: 1,
    });
    expect(rule.text).toBe(clauseFor('PH-OUT-STATUS', '2011-02-04')!.text);
    expect(rule.example).toBe(clauseFor('PH-OUT-STATUS', '2011-02-04')!.examples[0]);
    const ruling = citedText({ kind: 'ruling', card: 'Blink Dog', date: '2021-07-23', hash: 'c2bb320925b0165a' });
    expect(ruling.text).toBe(
      loadRulings()
        .cards.find((c) => c.name === 'Blink Dog')!
        .rulings.find((r) => r.hash === 'c2bb320925b0165a')!.text,
    );
    expect(citedText({ kind: 'ruling', card: 'Blink Dog', date: '2021-07-23', hash: '0000000000000000' }).missing).toBe(
      true,
    );
    expect(citedText({ kind: 'rule', rule: '110.5', edition: '2026-08-07', meaning: 'RR-STATUS' }).text).toMatch(
      /^A permanent’s status/,
    );
    expect(citedText({ kind: 'bug', ref: 'B-01' }).url).toBe('https://github.com/magefree/mage/issues/3897');
    expect(citedText({ kind: 'interaction', number: 1 }).label).toMatch(/^Interaction 1 \(official\)/);
  });
});

describe('HTML report (static checks; html-report.browser.test.ts runs it)', () => {
  const dataOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="cts-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      rows: { title: string; cells: { message?: string }[] }[];
      texts: { text?: string }[];
    };

  it('escapes hostile text everywhere and keeps it intact in the embedded data', () => {
    const html = renderHtml(sampleReport({ hostile: true, engine: '<b>evil</b> engine' }));
    expect(html).not.toContain('<script>window');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>evil');
    expect(html).toContain('&lt;b&gt;evil&lt;/b&gt; engine');
    const data = dataOf(html);
    expect(data.rows.map((r) => r.title)).toContain(HOSTILE_TITLE);
    expect(data.rows.flatMap((r) => r.cells.map((c) => c.message))).toContain(HOSTILE_MESSAGE);
  });

  it('needs nothing from outside: no external URL is loaded, and the CSP allows only its own script by hash', () => {
    const html = renderHtml(sampleReport());
    expect(html).not.toMatch(/\ssrc=/);
    // Links only within the page: its sections, filters and results (#failures, #outcome=fail, #result=…).
    expect(html.match(/\shref="[^"]*"/g)!.filter((l) => !l.startsWith(' href="#'))).toEqual([]);
    expect(html).not.toMatch(/@import|url\(/);
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!.replace(/&#39;/g, "'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`'sha256-${createHash('sha256').update(CLIENT_SCRIPT).digest('base64')}'`);
    expect(html).toContain(`<script>${CLIENT_SCRIPT}</script>`);
  });

  it('keeps a compact row as one row with its editions as spans of the edition filter, which offers each of them', () => {
    const editions = ['2011-02-04', '2012-06-01', '2017-08-25', '2026-08-07'];
    const compact = {
      ...sampleResults()[0]!,
      editions: ['2011-02-04', '2012-06-01', '2026-08-07'] as [string, ...string[]],
      edition: '2011-02-04',
    };
    const other = { ...sampleResults()[2]!, edition: '2017-08-25' };
    const data = dataOf(renderHtml(sampleReport({ results: [compact, other], editions }))) as unknown as {
      rows: { id: string; editions?: [number, number][]; editionText?: string }[];
      editions: string[];
    };
    expect(data.rows.length).toBe(2);
    const row = data.rows.find((r) => r.id === compact.id)!;
    // indexes into data.editions: 2011-02-04 … 2012-06-01, then 2026-08-07 (2017-08-25 is another fixture's)
    expect(row.editions).toEqual([
      [0, 1],
      [3, 3],
    ]);
    expect(row.editionText).toBe('3 editions: 2011-02-04 … 2026-08-07');
    expect(data.editions).toEqual(editions);
  });

  it('embeds the cited rule text and builds a comparison page from several reports', () => {
    const data = dataOf(renderHtml(sampleReport()));
    expect(data.texts.map((t) => t.text)).toContain(clauseFor('PH-UNTAP', '2026-08-07')!.text);
    const cmp = renderComparisonHtml([
      { label: 'A', report: sampleReport() },
      { label: 'B', report: sampleReport({ engine: 'other' }) },
    ]);
    const d = dataOf(cmp) as unknown as { kind: string; engines: unknown[]; rows: { cells: unknown[] }[] };
    expect(d.kind).toBe('compare');
    expect(d.engines.length).toBe(2);
    expect(d.rows.every((r) => r.cells.length === 2)).toBe(true);
  });
});

describe('terminal summary', () => {
  it('ends on a verdict counting fixtures, with fixture × edition results beside them', () => {
    const report = sampleReport({ editions: ['2011-02-04', '2026-08-07'] });
    const notable = report.results.filter((r) => r.expected === false);
    const last = formatTerminalSummary(report.summary, notable, 'title').split('\n').at(-1);
    expect(last).toMatch(/^verdict: 4 fixtures not as expected \(8 fixture × edition results\) — conformance /);
  });
});
