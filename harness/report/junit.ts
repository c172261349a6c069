import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { FixtureResult, RunReport } from '../generated/report.js';
import { NOT_RUN, isKnownNonPass, passes } from '../model/outcome-policy.js';
import { spanEditions } from '../model/edition-spans.js';
import { loadEditions } from '../sources/load-sources.js';
import {
  clauseGroup,
  editionsText,
  expandResults,
  failureWhere,
  fixtureBlocks,
  headline,
  scoreText,
  ranText,
  showValue,
  unexpectedFixtureCount,
  unexpectedText,
  type FixtureBlock,
} from './report-model.js';

/**
 * JUnit XML for CI test UIs (GitLab, Jenkins, GitHub test reporters): one testcase per fixture (its
 * editions inside: a CI page listing every fixture 70 times helps nobody), one testsuite per clause
 * meaning (then rulings, interactions, bugs). A testcase's `file` is the fixture file as seen from
 * the working directory of the run (run.fixturesDir joined with the result's file).
 *
 * Mapping of a fixture's results over its editions, chosen so that the XML agrees with the exit code:
 * - pass: a bare testcase; fail: <failure> with expected vs actual per expectation;
 * - error, timeout, crash: <error type="timeout"> etc. (the engine did not give a checkable answer);
 * - untested, skipped: <skipped> with the reason;
 * - a non-pass the baseline expects: <skipped> saying so (as pytest reports xfail), since it does
 *   not fail the run; a baselined fixture that passes now: <failure type="stale-baseline">;
 * - a stale baseline entry with no result: a <failure> in a "baseline" testsuite.
 */
export function renderJunit(report: RunReport): string {
  // XML 1.0 cannot hold most control characters (engine stderr often has ANSI escapes); replace
  // them rather than write a file no CI parser accepts.
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\uFFFD' });
  const results = expandResults(report.results);
  const sources = new Map(results.map((r) => [r.id, r.sources]));
  const byId = new Map<string, FixtureResult[]>();
  for (const r of results) {
    let list = byId.get(r.id);
    if (!list) byId.set(r.id, (list = []));
    list.push(r);
  }
  const groups = new Map<string, FixtureBlock[]>();
  for (const b of fixtureBlocks(results)) {
    const g = clauseGroup(sources.get(b.id) ?? []);
    let list = groups.get(g);
    if (!list) groups.set(g, (list = []));
    list.push(b);
  }
  const dir = report.run.fixturesDir;
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
  const root = doc.ele('testsuites', { name: 'phasing-cts' });
  const timestamp = report.run.startedAt.replace(/\.\d+Z$/, 'Z');
  for (const group of [...groups.keys()].sort(byGroup)) {
    const suite = root.ele('testsuite', { name: group, timestamp });
    addProperties(suite, report);
    const counts = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
    for (const b of groups.get(group)!) {
      const runs = byId.get(b.id)!;
      const kind = addCase(suite, `phasing-cts.${group}`, b, runs, dir, report.run.editions);
      counts.tests++;
      counts.time += runs.reduce((t, r) => t + r.durationMs, 0) / 1000;
      if (kind !== 'passed') counts[kind]++;
    }
    setCounts(suite, counts);
    for (const k of ['tests', 'failures', 'errors', 'skipped', 'time'] as const) totals[k] += counts[k];
  }
  const stale = report.baseline?.stale ?? [];
  if (stale.length > 0) {
    const suite = root.ele('testsuite', { name: 'baseline', timestamp });
    for (const s of stale) {
      suite
        .ele('testcase', {
          classname: 'phasing-cts.baseline',
          name: `stale entry ${s.id}${s.edition ? ` [${s.edition}]` : ''}`,
          time: '0',
        })
        .ele('failure', { type: 'stale-baseline', message: s.message })
        .txt(`${s.message}.\nRemove the entry from ${report.baseline!.file} (it listed ${s.outcome}: ${s.reason}).`);
    }
    setCounts(suite, { tests: stale.length, failures: stale.length, errors: 0, skipped: 0, time: 0 });
    totals.tests += stale.length;
    totals.failures += stale.length;
  }
  setCounts(root, totals);
  return doc.end({ prettyPrint: true }) + '\n';
}

type CaseKind = 'passed' | 'failures' | 'errors' | 'skipped';

const fileFor = (dir: string | undefined, file: string): string =>
  dir && dir !== '.' ? `${dir.replace(/\/$/, '')}/${file}` : file;

function addCase(
  suite: XMLBuilder,
  classname: string,
  b: FixtureBlock,
  runs: FixtureResult[],
  dir: string | undefined,
  runEditions: readonly string[],
): CaseKind {
  const time = runs.reduce((t, r) => t + r.durationMs, 0) / 1000;
  const tc = suite.ele('testcase', { classname, name: b.id, file: fileFor(dir, b.file), time: seconds(time) });
  const shown = b.details[0];
  if (!b.unexpected && runs.some((r) => passes(r.outcome)) && !runs.some((r) => isKnownNonPass(r))) return 'passed';
  if (!b.unexpected && runs.every((r) => NOT_RUN.has(r.outcome))) {
    tc.ele('skipped', { message: `${b.verdict}: ${runs[0]!.message ?? ''}`.trim() });
    return 'skipped';
  }
  if (!b.unexpected) {
    tc.ele('skipped', {
      message: `known ${shown?.outcome ?? b.verdict} (baseline): ${shown?.baseline ?? ''}`.trim(),
    }).txt(details(b, runEditions));
    return 'skipped';
  }
  if (shown && passes(shown.outcome)) {
    tc.ele('failure', {
      type: 'stale-baseline',
      message: shown.message ?? 'listed in the baseline but passes now',
    }).txt(details(b, runEditions));
    return 'failures';
  }
  if (shown?.outcome === 'fail') {
    tc.ele('failure', {
      type: 'fail',
      message: `${editionsLead(b, shown)}${shown.message ?? 'an expectation did not hold'}`,
    }).txt(details(b, runEditions));
    return 'failures';
  }
  tc.ele('error', {
    type: shown?.outcome ?? 'error',
    message: `${shown ? editionsLead(b, shown) : ''}${shown?.message ?? b.verdict}`,
  }).txt(details(b, runEditions));
  const stderr = b.details.find((r) => r.stderr)?.stderr;
  if (stderr) tc.ele('system-err').txt(stderr);
  return 'errors';
}

/** "fails in 41 editions: 2016-11-11 … 2026-08-07: " when the fixture ran in several editions. */
function editionsLead(b: FixtureBlock, r: FixtureResult): string {
  const eds = b.editionsByOutcome.get(r.outcome) ?? [];
  const all = [...b.editionsByOutcome.values()].reduce((n, e) => n + e.length, 0);
  return all > 1 ? `${r.outcome} in ${editionsText(eds)}: ` : '';
}

/** The body of a failure: what the fixture checks, its outcome per edition, and expected vs actual once per distinct failure. */
function details(b: FixtureBlock, runEditions: readonly string[]): string {
  const lines = [`${b.title}`, `fixture: ${b.file} (${b.status})`];
  for (const [o, eds] of b.editionsByOutcome) {
    // Which editions exactly, when "41 editions: FIRST … LAST" is not every run edition in between.
    const spans = spanEditions(eds, runEditions);
    lines.push(`${o} in ${editionsText(eds)}${eds.length > 2 && spans.length > 1 ? ` (${spans.join(' ')})` : ''}`);
  }
  b.details.forEach((r, i) => {
    lines.push('', `${r.outcome} in ${editionsText(b.detailEditions[i]!)}:`);
    if (r.baseline !== undefined) lines.push(`baseline: ${r.baseline}`);
    for (const f of r.failures ?? []) {
      lines.push(`- ${f.message}${failureWhere(f) ? ` (${failureWhere(f)})` : ''}`);
      if ('expected' in f || 'actual' in f)
        lines.push(`    expected: ${showValue(f, 'expected')}`, `    actual:   ${showValue(f, 'actual')}`);
    }
    if (!r.failures?.length && r.message) lines.push(r.message);
  });
  return lines.join('\n');
}

/** Every edition the bundled sources index knows, in date order. */
const indexEditions = (): string[] => loadEditions().editions.map((e) => e.date);

function addProperties(suite: XMLBuilder, report: RunReport): void {
  const props = suite.ele('properties');
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined) props.ele('property', { name, value });
  };
  add('suite.version', report.suite.version);
  add('suite.commit', report.suite.commit);
  add('suite.corpusHash', report.suite.corpusHash);
  add('engine', `${report.run.engine.name} ${report.run.engine.version}`);
  add('adapter', report.run.adapter);
  // Repeated in every testsuite: runs of editions consecutive in the suite's index as FIRST/LAST.
  add('editions', spanEditions(report.run.editions, indexEditions()).join(' '));
  const c = report.summary.conformance;
  add('conformance', scoreText(report.summary));
  add('conformance.ran', ranText(report.summary));
  add('conformance.core', `${c.profiles.core.passed}/${c.profiles.core.total}`);
  add('conformance.full', `${c.profiles.full.passed}/${c.profiles.full.total}`);
  add('conformance.results', `${c.results.passed}/${c.results.total}`);
  add('headline', headline(report.summary, report.run.options.profile));
  add('unexpected', unexpectedText(unexpectedFixtureCount(report), report.summary.unexpected));
}

function setCounts(
  node: XMLBuilder,
  c: { tests: number; failures: number; errors: number; skipped: number; time: number },
): void {
  node.att({
    tests: String(c.tests),
    failures: String(c.failures),
    errors: String(c.errors),
    skipped: String(c.skipped),
    time: seconds(c.time),
  });
}

const seconds = (s: number): string => s.toFixed(3);

/** Clause meanings in alphabetical order, then the groups of fixtures that cite no rule. */
const TAIL = ['rulings', 'interactions', 'bugs', 'other'];
function byGroup(a: string, b: string): number {
  const ra = TAIL.indexOf(a);
  const rb = TAIL.indexOf(b);
  if (ra !== rb) return ra - rb;
  return a < b ? -1 : a > b ? 1 : 0;
}
