import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], {
    encoding: 'utf8',
    cwd: fromRoot(),
    timeout: 120_000,
  });

// Real reports: the reference engine on a copy of the corpus, then the same after the copy's fixture
// changed and with a named fault switched on, so every cause comes from what `run` writes.
describe('compare names why results changed, from reports `run` wrote', () => {
  let dir: string;
  const FILTER = 'untap-phasing-permanent-phases-out';
  const report = (name: string, ...args: string[]) => {
    const file = path.join(dir, `${name}.json`);
    const r = cli('run', '--filter', FILTER, '--fixtures', path.join(dir, 'fixtures'), '--json', file, ...args);
    expect([0, 1]).toContain(r.status);
    return file;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cts-causes-'));
    await cp(fromRoot('fixtures'), path.join(dir, 'fixtures'), { recursive: true });
  }, 120_000);
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('tells an engine change from a fixture change, in the terminal, JSON and the HTML report', async () => {
    const before = report('before');
    const faulty = report('faulty', '--fault', 'no-phase-out-at-untap');
    const file = path.join(dir, 'fixtures/rules/PH-UNTAP', `${FILTER}.json`);
    const fixture = JSON.parse(await readFile(file, 'utf8')) as { expect: { object?: string; phased?: unknown }[] };
    // The edited fixture now expects the opposite phasing status of its first object expectation.
    const e = fixture.expect.find((x) => x.phased !== undefined)!;
    e.phased = e.phased === 'in' ? { how: 'directly', under: 'A' } : 'in';
    await writeFile(file, JSON.stringify(fixture, null, 2));
    const edited = report('edited');

    const engine = cli('compare', before, faulty, '--json');
    const byEngine = JSON.parse(engine.stdout) as { changes: { cause: { kind: string } }[] };
    expect(byEngine.changes.length).toBeGreaterThan(0);
    expect(new Set(byEngine.changes.map((c) => c.cause.kind))).toEqual(new Set(['engine-changed']));

    const byFixture = cli('compare', before, edited);
    expect(byFixture.status).toBe(1);
    expect(byFixture.stdout).toMatch(/why: fixture changed \(fixture file [0-9a-f]{16} → [0-9a-f]{16}\)/);

    const html = cli('report', 'html', before, edited);
    expect(html.status, html.stderr).toBe(0);
    expect(html.stdout).toContain('<h2 id="changes">What changed, and why</h2>');
    expect(html.stdout).toContain('<strong>fixture changed</strong>');
  });
});
