import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { FixtureResult, RunReport } from '../generated/report.js';
import { clauseGroup, failureWhere, multiEdition, resultName, showValue } from './report-model.js';

/**
 * JUnit XML for CI test UIs (GitLab, Jenkins, GitHub test reporters): one testcase per result,
 * one testsuite per clause meaning (then rulings, interactions, bugs).
 *
 * Mapping, chosen so that the XML agrees with the exit code:
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
  const several = multiEdition(report);
  const groups = new Map<string, FixtureResult[]>();
  for (const r of report.results) {
    const g = clauseGroup(r.sources);
    let list = groups.get(g);
    if (!list) groups.set(g, (list = []));
    list.push(r);
  }
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
  const root = doc.ele('testsuites', { name: 'phasing-cts' });
  const timestamp = report.run.startedAt.replace(/\.\d+Z$/, 'Z');
  for (const group of [...groups.keys()].sort(byGroup)) {
    const suite = root.ele('testsuite', { name: group, timestamp });
    addProperties(suite, report);
    const counts = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
    for (const r of groups.get(group)!) {
      const kind = addCase(suite, `phasing-cts.${group}`, r, several);
      counts.tests++;
      counts.time += r.durationMs / 1000;
      if (kind !== 'passed') counts[kind]++;
    }
    setCounts(suite, counts);
    for (const k of ['tests', 'failures', 'errors', 'skipped', 'time'] as const) totals[k] += counts[k];
  }
  const stale = report.baseline?.stale ?? [];
  if (stale.length > 0) {
    const suite = root.ele('testsuite', { name: 'baseline', timestamp });
    for (const s of stale) {
      suite.ele('testcase', { classname: 'phasing-cts.baseline', name: `stale entry ${s.id}${s.edition ? ` [${s.edition}]` : ''}`, time: '0' })
        .ele('failure', { type: 'stale-baseline', message: s.message }).txt(`${s.message}.\nRemove the entry from ${report.baseline!.file} (it listed ${s.outcome}: ${s.reason}).`);
    }
    setCounts(suite, { tests: stale.length, failures: stale.length, errors: 0, skipped: 0, time: 0 });
    totals.tests += stale.length;
    totals.failures += stale.length;
  }
  setCounts(root, totals);
  return doc.end({ prettyPrint: true }) + '\n';
}

type CaseKind = 'passed' | 'failures' | 'errors' | 'skipped';

function addCase(suite: XMLBuilder, classname: string, r: FixtureResult, several: boolean): CaseKind {
  const tc = suite.ele('testcase', { classname, name: resultName(r, several), file: r.file, time: seconds(r.durationMs / 1000) });
  const known = r.expected === true && r.outcome !== 'pass' && r.outcome !== 'untested' && r.outcome !== 'skipped';
  if (r.outcome === 'pass' && r.expected !== false) return 'passed';
  if (r.outcome === 'untested' || r.outcome === 'skipped') {
    tc.ele('skipped', { message: `${r.outcome}: ${r.message ?? ''}`.trim() });
    return 'skipped';
  }
  if (known) {
    tc.ele('skipped', { message: `known ${r.outcome} (baseline): ${r.baseline ?? ''}`.trim() }).txt(details(r));
    return 'skipped';
  }
  if (r.outcome === 'pass') {
    tc.ele('failure', { type: 'stale-baseline', message: r.message ?? 'listed in the baseline but passes now' }).txt(details(r));
    return 'failures';
  }
  if (r.outcome === 'fail') {
    tc.ele('failure', { type: 'fail', message: r.message ?? 'an expectation did not hold' }).txt(details(r));
    return 'failures';
  }
  tc.ele('error', { type: r.outcome, message: r.message ?? r.outcome }).txt(details(r));
  if (r.stderr) tc.ele('system-err').txt(r.stderr);
  return 'errors';
}

/** The body of a failure: what the fixture checks, and expected vs actual for each expectation. */
function details(r: FixtureResult): string {
  const lines = [`${r.title}`, `fixture: ${r.file} (${r.status}), edition ${r.edition}`];
  if (r.baseline !== undefined) lines.push(`baseline: ${r.baseline}`);
  for (const f of r.failures ?? []) {
    lines.push(`- ${f.message}${failureWhere(f) ? ` (${failureWhere(f)})` : ''}`);
    if ('expected' in f || 'actual' in f) lines.push(`    expected: ${showValue(f, 'expected')}`, `    actual:   ${showValue(f, 'actual')}`);
  }
  if (!r.failures?.length && r.message) lines.push(r.message);
  return lines.join('\n');
}

function addProperties(suite: XMLBuilder, report: RunReport): void {
  const props = suite.ele('properties');
  const add = (name: string, value: string | undefined) => { if (value !== undefined) props.ele('property', { name, value }); };
  add('suite.version', report.suite.version);
  add('suite.commit', report.suite.commit);
  add('suite.corpusHash', report.suite.corpusHash);
  add('engine', `${report.run.engine.name} ${report.run.engine.version}`);
  add('engine.fault', report.run.engine.fault);
  add('adapter', report.run.adapter);
  add('editions', report.run.editions.join(' '));
}

function setCounts(node: XMLBuilder, c: { tests: number; failures: number; errors: number; skipped: number; time: number }): void {
  node.att({ tests: String(c.tests), failures: String(c.failures), errors: String(c.errors), skipped: String(c.skipped), time: seconds(c.time) });
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
