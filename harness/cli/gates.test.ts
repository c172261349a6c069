import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateAgainst } from '../corpus/schema-validator.js';
import type { Baseline } from '../generated/baseline.js';
import type { RunReport } from '../generated/report.js';
import { fromRoot } from '../paths.js';
import type { Comparison } from '../report/compare-reports.js';
import { tallyText } from '../report/report-model.js';

// End to end through the built CLI (npm test builds first), as a CI job would call it. A filter
// keeps the runs short; the fault makes some of them fail, so every gate is seen both ways.
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], { encoding: 'utf8', cwd: fromRoot() });
const FILTER = ['--filter', 'out-status-*'];
const FAULT = ['--fault', 'phased-out-counted'];

let dir: string;
const at = (name: string) => path.join(dir, name);
const readJson = async <T>(name: string): Promise<T> => JSON.parse(await readFile(at(name), 'utf8')) as T;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cts-gates-'));
});

describe('run writes every format from one run', () => {
  it('json, junit, markdown, html, earl and badge agree with each other and with the exit code', async () => {
    const r = cli(
      'run',
      ...FILTER,
      ...FAULT,
      '--json',
      at('all.json'),
      '--report',
      `junit=${at('all.xml')}`,
      '--report',
      `markdown=${at('all.md')}`,
      '--report',
      `html=${at('all.html')}`,
      '--report',
      `earl=${at('all.jsonld')}`,
      '--report',
      `badge=${at('all-badge.json')}`,
    );
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const report = await readJson<RunReport>('all.json');
    expect(validateAgainst('report.schema.json', report)).toEqual([]);
    expect(report.summary.fail).toBeGreaterThan(0);
    const xml = await readFile(at('all.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(
      new RegExp(`<testsuites name="phasing-cts" tests="${report.results.length}" failures="${report.summary.fail}"`),
    );
    expect(await readFile(at('all.md'), 'utf8')).toContain(
      `fixture × edition result${report.summary.unexpected === 1 ? '' : 's'})`,
    );
    expect(await readFile(at('all.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/);
    const earl = await readJson<{ '@context': unknown; '@graph': { '@type': unknown }[] }>('all.jsonld');
    expect(earl['@graph'].filter((n) => n['@type'] === 'earl:Assertion').length).toBe(report.results.length);
    expect((await readJson<{ message: string }>('all-badge.json')).message).toBe(
      tallyText(report.summary.conformance.fixtures),
    );
  });

  it('renders without --json too (through a scratch JSON file) and refuses an unknown format with exit 2', async () => {
    expect(cli('run', ...FILTER, '--report', `badge=${at('only-badge.json')}`).status).toBe(0);
    expect((await readJson<{ color: string }>('only-badge.json')).color).toBe('brightgreen');
    const bad = cli('run', ...FILTER, '--report', `pdf=${at('x.pdf')}`);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown report format "pdf"/);
  });
});

describe('baseline', () => {
  it('--write-baseline writes the non-passing results; with --baseline they are expected and the run exits 0', async () => {
    const first = cli('run', ...FILTER, ...FAULT, '--write-baseline', at('b.json'));
    expect(first.status).toBe(1);
    expect(first.stdout).toMatch(/wrote .*b\.json: \d+ baseline entr(y|ies), \d+ to explain/);
    const baseline = await readJson<Baseline>('b.json');
    expect(validateAgainst('baseline.schema.json', baseline)).toEqual([]);
    expect(baseline.entries.length).toBeGreaterThan(0);
    // This fault makes one fixture's scenario impossible for the engine (unsupported), the rest fail.
    expect(
      baseline.entries.every(
        (e) => e.reason === 'TODO: explain' && (e.outcome === 'fail' || e.outcome === 'unsupported'),
      ),
    ).toBe(true);

    const second = cli('run', ...FILTER, ...FAULT, '--baseline', at('b.json'), '--json', at('b-run.json'));
    expect(second.status, second.stdout).toBe(0);
    expect(second.stdout).toContain(
      `baseline ${at('b.json')}: ${baseline.entries.length} known non-passing result(s) as listed`,
    );
    const report = await readJson<RunReport>('b-run.json');
    expect(validateAgainst('report.schema.json', report)).toEqual([]);
    expect(report.summary.unexpected).toBe(0);
    const failing = report.results.filter((x) => x.outcome === 'fail' || x.outcome === 'unsupported');
    expect(failing.map((x) => x.id).sort()).toEqual(baseline.entries.map((e) => e.id).sort());
    expect(failing.every((x) => x.expected === true && x.baseline === 'TODO: explain')).toBe(true);
    expect(report.baseline).toEqual({ file: at('b.json'), entries: baseline.entries.length, stale: [] });
    expect(report.run.options).toMatchObject({ baseline: at('b.json') });
  });

  it('a listed fixture that passes now fails the run as stale (exit 1)', async () => {
    const r = cli('run', ...FILTER, '--baseline', at('b.json'), '--json', at('stale-run.json'));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/listed in the baseline as fail but passes now: remove the entry \(stale baseline\)/);
    const report = await readJson<RunReport>('stale-run.json');
    const entries = (await readJson<Baseline>('b.json')).entries.length;
    expect(report.summary.unexpected).toBe(entries);
    expect(report.results.filter((x) => x.expected === false).every((x) => x.outcome === 'pass')).toBe(true);
  });

  it('a listed fixture that no longer exists fails the run as stale, and shows in JUnit', async () => {
    await writeFile(
      at('gone.json'),
      JSON.stringify({
        baselineVersion: 1,
        entries: [{ id: 'no-such-fixture', outcome: 'fail', reason: 'was broken' }],
      }),
    );
    const r = cli(
      'run',
      ...FILTER,
      '--baseline',
      at('gone.json'),
      '--json',
      at('gone-run.json'),
      '--report',
      `junit=${at('gone.xml')}`,
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      'STALE baseline entry no-such-fixture: fixture no-such-fixture no longer exists in the corpus',
    );
    const report = await readJson<RunReport>('gone-run.json');
    expect(validateAgainst('report.schema.json', report)).toEqual([]);
    expect(report.summary.unexpected).toBe(1);
    expect(report.baseline!.stale).toMatchObject([{ id: 'no-such-fixture', reason: 'was broken' }]);
    expect(await readFile(at('gone.xml'), 'utf8')).toContain('name="stale entry no-such-fixture"');
  });

  it('a skipped entry is never sent to the engine and counts as skipped, not failed', async () => {
    const report0 = await readJson<RunReport>('all.json');
    const victim = report0.results.find((x) => x.outcome === 'fail')!.id;
    await writeFile(
      at('skip.json'),
      JSON.stringify({ baselineVersion: 1, entries: [{ id: victim, outcome: 'skipped', reason: 'hangs the engine' }] }),
    );
    const r = cli('run', ...FILTER, '--baseline', at('skip.json'), '--json', at('skip-run.json'));
    expect(r.status).toBe(0);
    const report = await readJson<RunReport>('skip-run.json');
    expect(report.results.find((x) => x.id === victim)).toMatchObject({
      outcome: 'skipped',
      expected: true,
      baseline: 'hangs the engine',
      durationMs: 0,
    });
    expect(report.summary.skipped).toBe(1);
  });

  it('an unreadable or invalid baseline is a usage error (exit 2) and no report is left behind', async () => {
    await writeFile(
      at('bad.json'),
      JSON.stringify({ baselineVersion: 1, entries: [{ id: 'x', outcome: 'pass', reason: 'r' }] }),
    );
    const r = cli('run', ...FILTER, '--baseline', at('bad.json'), '--json', at('bad-run.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/does not match schema\/baseline\.schema\.json/);
    expect(existsSync(at('bad-run.json'))).toBe(false);
    expect(cli('run', ...FILTER, '--baseline', at('missing.json')).status).toBe(2);
  });
});

describe('compare', () => {
  beforeAll(() => {
    expect(cli('run', ...FILTER, '--json', at('good.json')).status).toBe(0);
  });
  /** Results that pass in the good run and not in the faulty one, counted from the two reports. */
  const worsened = async () => {
    const good = await readJson<RunReport>('good.json');
    const bad = new Map(
      (await readJson<RunReport>('all.json')).results.map((x) => [`${x.id}@${x.edition}`, x.outcome]),
    );
    return good.results.filter((x) => x.outcome === 'pass' && bad.get(`${x.id}@${x.edition}`) !== 'pass').length;
  };

  it('exits 1 and lists regressions when results got worse', async () => {
    const r = cli('compare', at('good.json'), at('all.json'));
    expect(r.status).toBe(1);
    const worse = await worsened();
    expect(worse).toBeGreaterThan(0);
    expect(r.stdout).toContain(`${worse} regression(s), 0 fix(es)`);
    expect(r.stdout).toMatch(/REGRESSIONS \(passed before, not now\)/);
    expect(r.stdout).toMatch(/: pass → fail — /);
  });

  it('exits 0 when results only got better, and prints JSON with --json', async () => {
    const r = cli('compare', at('all.json'), at('good.json'), '--json');
    expect(r.status).toBe(0);
    const c = JSON.parse(r.stdout) as Comparison;
    expect(c.counts).toMatchObject({ regression: 0, fix: await worsened(), added: 0, removed: 0 });
    expect(c.changes.every((x) => x.kind === 'fix' && x.after === 'pass')).toBe(true);
    expect(cli('compare', at('good.json'), at('good.json')).status).toBe(0);
  });

  it('refuses files that are not reports with exit 2', async () => {
    await writeFile(at('not-a-report.json'), '{"hello": 1}');
    const r = cli('compare', at('not-a-report.json'), at('good.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/is not a phasing-cts JSON report/);
    expect(cli('compare', at('good.json')).status).toBe(2);
  });
});

describe('report', () => {
  it('renders a saved JSON report in any format, and several as an engine comparison page', async () => {
    const junit = cli('report', 'junit', at('all.json'));
    expect(junit.status).toBe(0);
    expect(XMLValidator.validate(junit.stdout)).toBe(true);
    expect(junit.stdout).toBe(await readFile(at('all.xml'), 'utf8'));
    const html = cli('report', 'html', '--out', at('cmp.html'), at('good.json'), at('all.json'));
    expect(html.status).toBe(0);
    const page = await readFile(at('cmp.html'), 'utf8');
    expect(page).toContain('2 engines compared');
    expect(page).toContain('phased-out-counted');
  });

  it('exits 2 on an unknown format or several reports in a format that cannot compare', () => {
    expect(cli('report', 'pdf', at('all.json')).status).toBe(2);
    const r = cli('report', 'junit', at('good.json'), at('all.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/several reports can only be compared as html/);
  });
});

describe('progress', () => {
  it('prints nothing on stderr when it is not a terminal', () => {
    const r = cli('run', ...FILTER);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });

  // `script` (util-linux) gives the CLI a pseudo-terminal, as an interactive shell would.
  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!hasScript)('draws one updating line on a terminal and clears it before the summary', () => {
    const command = `${process.execPath} ${fromRoot('dist/harness/cli/main.js')} run --filter 'out-status-*' --edition all`;
    const r = spawnSync('script', ['-qfec', command, '/dev/null'], { encoding: 'utf8', cwd: fromRoot() });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\r\[\d+\/\d+\] \d+ pass [^\r\n]+\x1b\[K/);
    expect(r.stdout).toMatch(/\r\x1b\[Kphasing-cts \d/);
  });
});
