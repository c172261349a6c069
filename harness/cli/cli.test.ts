import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import { validateAgainst } from '../model/schema-validator.js';
import type { RunReport } from '../generated/report.js';

// End-to-end through the built CLI (npm test builds first), the way CI scripts call it.
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], { encoding: 'utf8', cwd: fromRoot() });

describe('phasing-cts CLI', () => {
  it('validate exits 0 on the shipped corpus', () => {
    const r = cli('validate');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/corpus valid: \d+ fixtures/);
  });

  it('validate exits 2 and points at the line of a broken fixture', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-cli-'));
    const text = (
      await readFile(fromRoot('fixtures/rules/PH-UNTAP/untap-phasing-permanent-phases-out.json'), 'utf8')
    ).replace('"turnOf": "A"', '"turnOf": "Z"');
    await writeFile(path.join(dir, 'untap-phasing-permanent-phases-out.json'), text);
    const r = cli('validate', '--fixtures', dir);
    expect(r.status).toBe(2);
    const line = text.split('\n').findIndex((l) => l.includes('"Z"')) + 1;
    expect(r.stderr).toContain(`untap-phasing-permanent-phases-out.json:${line}:`);
    expect(r.stderr).toContain('/actions/0/to/turnOf');
  });

  it('run reports every fixture pass, writes a schema-valid JSON report and exits 0', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-cli-'));
    const out = path.join(dir, 'r.json');
    const r = cli('run', '--json', out);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(await readFile(out, 'utf8')) as RunReport;
    expect(validateAgainst('report.schema.json', report)).toEqual([]);
    expect(report.results.length).toBeGreaterThan(0);
    expect(report.results.every((x) => x.outcome === 'pass')).toBe(true);
    expect(report.summary.pass).toBe(report.results.length);
  });

  it('run with a fault exits 1 and shows expected vs actual', () => {
    const r = cli('run', '--fault', 'phased-out-counted');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/FAIL out-status-example-draw-for-each-creature/);
    // One line per mismatch, the rule the fixture checks, and the command that explains it with the same engine.
    expect(r.stdout).toContain('  - player A.handSize: expected 2, got 3  (/expect/0)\n  - player A.librarySize');
    expect(r.stdout).not.toMatch(/actual: {3}3/);
    expect(r.stdout).toContain('  checks 702.26b (2026-08-07 wording)');
    expect(r.stdout).toContain(
      'rerun: npx phasing-cts explain out-status-example-draw-for-each-creature --edition 2026-08-07 --fault phased-out-counted',
    );
  });

  it('usage errors exit 2 with a message', () => {
    const r = cli('run', '--edition', 'yesterday');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--edition expects YYYY-MM-DD/);
    expect(cli('run', '--fault', 'nope').status).toBe(2);
    expect(cli('bogus').status).toBe(2);
  });

  it('leaves no report behind when the run cannot start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-cli-'));
    await mkdir(path.join(dir, 'fx'));
    await writeFile(path.join(dir, 'fx', 'broken.json'), '{');
    const out = path.join(dir, 'r.json');
    const r = cli('run', '--fixtures', path.join(dir, 'fx'), '--json', out);
    expect(r.status).toBe(2);
    expect(existsSync(out)).toBe(false);
  });
});
