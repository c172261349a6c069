import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// End-to-end through the built CLI (npm test builds first), the way a CI job calls it.
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], { encoding: 'utf8', cwd: fromRoot() });

describe('phasing-cts fuzz (CLI)', () => {
  it('exits 1 on a named fault, writes drafts that validate, and run reproduces them', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-fuzz-'));
    const r = cli('fuzz', '--fault', 'counters-dropped', '--runs', '300', '--seed', '1', '--out', dir, '--json');
    expect(r.status, r.stderr).toBe(1);
    const summary = JSON.parse(r.stdout) as {
      seed: number;
      scenarios: number;
      divergences: { fixture: { id: string } }[];
    };
    expect(summary.seed).toBe(1);
    expect(summary.scenarios).toBe(300);
    expect(summary.divergences.length).toBeGreaterThan(0);
    const drafts = path.join(dir, 'drafts');
    expect((await readdir(drafts)).sort()).toEqual(summary.divergences.map((d) => `${d.fixture.id}.json`).sort());
    expect(JSON.parse(await readFile(path.join(dir, 'fuzz-summary.json'), 'utf8'))).toEqual(summary);
    expect(cli('validate', '--fixtures', drafts).status).toBe(0);
    expect(cli('run', '--fault', 'counters-dropped', '--fixtures', drafts).status).toBe(1);
    expect(cli('run', '--fixtures', drafts).status).toBe(0);
  });

  it('with --edition all plays each scenario in an edition of its own, and writes drafts that replay there', async () => {
    // Phased-out tokens ceased to exist before 2017-08-25: a fault only older editions show.
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-fuzz-all-'));
    const fault = 'tokens-survive-old-rules';
    const r = cli(
      'fuzz',
      '--fault',
      fault,
      '--edition',
      'all',
      '--runs',
      '3000',
      '--seed',
      '1',
      '--out',
      dir,
      '--json',
    );
    expect(r.status, r.stderr).toBe(1);
    const summary = JSON.parse(r.stdout) as {
      edition: string;
      divergences: { fixture: { editions: { from: string } } }[];
    };
    expect(summary.edition).toBe('all');
    expect(summary.divergences.length).toBeGreaterThan(0);
    expect(summary.divergences.every((d) => d.fixture.editions.from < '2017-08-25')).toBe(true);
    const drafts = path.join(dir, 'drafts');
    expect(cli('run', '--fault', fault, '--fixtures', drafts, '--edition', 'all').status).toBe(1);
    expect(cli('run', '--fixtures', drafts, '--edition', 'all').status).toBe(0);
  });

  it('exits 0 when the reference engine is fuzzed against itself', () => {
    const r = cli('fuzz', '--adapter', 'reference', '--runs', '200', '--seed', '3');
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('200 scenarios');
    expect(r.stdout).toContain('0 divergences');
    expect(r.stdout).not.toContain('coverage:');
  });

  it('with --coverage keeps scenarios that reach new rule decisions, and says how many', () => {
    const r = cli('fuzz', '--adapter', 'reference', '--runs', '200', '--seed', '3', '--coverage');
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/coverage: [0-9]+ rule decisions of the reference engine reached; [0-9]+ scenarios kept/);
  });

  it.each([
    [['fuzz'], 'fuzz needs an engine'],
    [['fuzz', '--fault', 'counters-dropped', '--runs', '5', '--seconds', '5'], 'give --seconds or --runs, not both'],
    [['fuzz', '--fault', 'no-such-fault'], 'unknown fault "no-such-fault"'],
    [['fuzz', '--adapter', 'reference', '--runs', '0'], '--runs expects a whole number'],
    [['fuzz', '--adapter', 'reference', '--seed', 'abc'], '--seed expects a whole number'],
    [['fuzz', '--stdio', 'x', '--fault', 'counters-dropped'], 'give it without --stdio or --adapter'],
  ])('usage error %j exits 2 with one line', (args, message) => {
    const r = cli(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
