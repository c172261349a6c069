import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adapter } from '../adapter.js';
import { validateAgainst } from '../corpus/schema-validator.js';
import type { RunReport } from '../generated/report.js';
import { fromRoot } from '../paths.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { runCorpus } from '../run/run-corpus.js';

const main = fromRoot('dist/harness/cli/main.js');
const cli = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', cwd, timeout: 120_000 });
const hasPython = spawnSync('python3', ['--version']).status === 0;

/** How a generated CI line invokes phasing-cts (from the project, or fetched by npx from a spec). */
const PREFIX = /^\s*- (run: )?npx (--yes --package=\S+ )?phasing-cts/;

/** The phasing-cts command line of a generated GitHub workflow, to run with this checkout's CLI instead of the published package. */
async function workflowCommand(dir: string, permute = false): Promise<string> {
  const yml = await readFile(path.join(dir, '.github/workflows/phasing-cts.yml'), 'utf8');
  const line = yml
    .split('\n')
    .find((l) => / phasing-cts run (--permute )?--stdio/.test(l) && l.includes('--permute') === permute)!;
  return line.replace(PREFIX, `${JSON.stringify(process.execPath)} ${JSON.stringify(main)}`);
}

describe('phasing-cts init', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'cts-init-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('node-stdio: the generated CI command runs green in a fresh directory, everything untested', async () => {
    const dir = path.join(root, 'node-engine');
    const init = cli(root, 'init', dir);
    expect(init.status, init.stderr).toBe(0);
    for (const f of [
      'cts/engine.mjs',
      'cts/cts-baseline.json',
      'cts/README.md',
      '.github/workflows/phasing-cts.yml',
      '.gitlab-ci.yml',
    ])
      expect(existsSync(path.join(dir, f)), f).toBe(true);
    const baseline = JSON.parse(await readFile(path.join(dir, 'cts/cts-baseline.json'), 'utf8')) as unknown;
    expect(validateAgainst('baseline.schema.json', baseline)).toEqual([]);
    const gitlab = await readFile(path.join(dir, '.gitlab-ci.yml'), 'utf8');
    const command = await workflowCommand(dir);
    expect(gitlab, 'GitLab runs the same command').toContain(command.replace(/^.*?main\.js" /, 'phasing-cts '));
    await import('node:fs/promises').then((fs) => fs.mkdir(path.join(dir, 'cts/out'), { recursive: true }));
    const run = spawnSync('/bin/sh', ['-c', command], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const report = JSON.parse(await readFile(path.join(dir, 'cts/out/report.json'), 'utf8')) as RunReport;
    expect(report.run.engine.name).toBe('node-engine');
    expect(report.summary.total).toBeGreaterThan(300);
    expect(report.summary.untested).toBe(report.summary.total);
    for (const f of ['junit.xml', 'summary.md', 'report.html'])
      expect(existsSync(path.join(dir, 'cts/out', f)), f).toBe(true);
    const permute = spawnSync('/bin/sh', ['-c', await workflowCommand(dir, true)], { cwd: dir, encoding: 'utf8' });
    expect(permute.status, permute.stdout + permute.stderr).toBe(0);
    expect(permute.stdout).toMatch(/permute \(stdio:node cts\/engine\.mjs\): .* 0 changed result/);
  });

  it.skipIf(!hasPython)('python-stdio: the engine completes the handshake and the run is green', async () => {
    const dir = path.join(root, 'py-engine');
    expect(cli(root, 'init', dir, '--kind', 'python-stdio').status).toBe(0);
    const run = cli(dir, 'run', '--stdio', 'python3 cts/engine.py', '--baseline', 'cts/cts-baseline.json');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/py-engine 0\.0\.0 via stdio:python3 cts\/engine\.py/);
    expect(run.stdout).toMatch(/pass 0, fail 0, error 0, timeout 0, crash 0, unsupported 0, untested \d+/);
    expect(await workflowCommand(dir)).toContain('--stdio "python3 cts/engine.py"');
  });

  it('ts-inprocess: an adapter that declares nothing, and a vitest file using it', async () => {
    const dir = path.join(root, 'ts-engine');
    expect(cli(root, 'init', dir, '--kind', 'ts-inprocess', '--name', 'my-ts').status).toBe(0);
    const test = await readFile(path.join(dir, 'cts/conformance.test.ts'), 'utf8');
    expect(test).toContain("from 'phasing-cts/vitest'");
    const mod = (await import(path.join(dir, 'cts/adapter.ts'))) as {
      createAdapter: () => Adapter;
      default: () => Adapter;
    };
    expect(mod.default).toBe(mod.createAdapter);
    const info = await mod.createAdapter().describe();
    expect(info).toMatchObject({ name: 'my-ts', capabilities: [], cards: [] });
    const corpus = await loadCheckedCorpus();
    const results: string[] = [];
    await runCorpus({
      fixtures: corpus.fixtures.slice(0, 20),
      corpusRoot: corpus.root,
      createAdapter: mod.createAdapter,
      editions: ['2026-08-07'],
      timeoutMs: 5000,
      onResult: (r) => {
        results.push(r.outcome);
      },
    });
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results)).toEqual(new Set(['untested']));
    expect(await readFile(path.join(dir, '.github/workflows/phasing-cts.yml'), 'utf8')).toContain(
      'npx vitest run cts/conformance.test.ts',
    );
    expect(await readFile(path.join(dir, 'cts/README.md'), 'utf8')).toMatch(
      /npm install --save-dev \S+ vitest typescript/,
    );
  });

  it('refuses to overwrite, writing nothing, unless --force; rejects an unknown kind', () => {
    const dir = path.join(root, 'node-engine');
    const again = cli(root, 'init', dir);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/already has cts\/engine\.mjs.*nothing was written/);
    expect(cli(root, 'init', dir, '--force').status).toBe(0);
    const bad = cli(root, 'init', path.join(root, 'x'), '--kind', 'rust');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--kind expects one of node-stdio, python-stdio, ts-inprocess/);
    expect(existsSync(path.join(root, 'x'))).toBe(false);
  });
});
