import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { glob } from 'glob';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ctsCommand } from '../init/commands.js';
import { CONSUMER_COMPILER_OPTIONS } from '../init/templates.js';
import { fromRoot } from '../paths.js';

const TSC = fromRoot('node_modules/typescript/bin/tsc');
const ctsCommandOf = (kind: 'ts-inprocess') =>
  ctsCommand({
    kind,
    engineName: 'e',
    version: '0',
    firstEdition: '',
    install: { via: 'project', spec: '', why: '' },
    hasLockfile: true,
  });

// The package as an engine author gets it: `npm pack`, install the tarball into a fresh project,
// then use the CLI, the programmatic API, the schemas and phasing-cts/vitest from there.
let consumer: string;

const run = (cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> =>
  spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });

beforeAll(async () => {
  const work = await mkdtemp(path.join(tmpdir(), 'cts-pack-'));
  // npm test has just built dist/; packing without scripts avoids a second build.
  const pack = run('npm', ['pack', '--ignore-scripts', '--pack-destination', work], fromRoot());
  expect(pack.status, pack.stderr).toBe(0);
  const tarball = (await readdir(work)).find((f) => f.endsWith('.tgz'))!;
  consumer = path.join(work, 'consumer');
  run('mkdir', ['-p', consumer], work);
  await writeFile(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'my-engine', private: true, type: 'module' }, null, 2),
  );
  const vitestVersion = (
    JSON.parse(await readFile(fromRoot('node_modules/vitest/package.json'), 'utf8')) as { version: string }
  ).version;
  const install = run('npm', ['install', path.join(work, tarball), `vitest@${vitestVersion}`], consumer);
  expect(install.status, install.stderr).toBe(0);
}, 240_000);

describe('the packed package, installed elsewhere', () => {
  it('runs the CLI: validate and run with a JSON report', async () => {
    const validate = run('npx', ['phasing-cts', 'validate'], consumer);
    expect(validate.status, validate.stderr).toBe(0);
    const r = run('npx', ['phasing-cts', 'run', '--json', 'r.json'], consumer);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(await readFile(path.join(consumer, 'r.json'), 'utf8')) as {
      summary: { pass: number; total: number };
    };
    expect(report.summary.total).toBeGreaterThan(0);
    expect(report.summary.pass).toBe(report.summary.total);
  });

  it('exposes the programmatic API and the schemas and fixtures as files', async () => {
    await writeFile(
      path.join(consumer, 'api.mjs'),
      `
      import { runConformance, createReferenceAdapter, schemaPath } from 'phasing-cts';
      import { readFileSync } from 'node:fs';
      const { summary } = await runConformance(createReferenceAdapter(), { filter: 'untap-*' });
      const schema = JSON.parse(readFileSync(new URL(import.meta.resolve('phasing-cts/schema/fixture.schema.json')), 'utf8'));
      const catalogue = JSON.parse(readFileSync(new URL(import.meta.resolve('phasing-cts/fixtures/cards/catalogue.json')), 'utf8'));
      console.log(JSON.stringify({ pass: summary.pass, total: summary.total, title: schema.title, cards: catalogue.cards.length, same: schemaPath('fixture.schema.json').endsWith('fixture.schema.json') }));
    `,
    );
    const r = run(process.execPath, ['api.mjs'], consumer);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { pass: number; total: number; title: string; cards: number; same: boolean };
    expect(out.total).toBeGreaterThan(0);
    expect(out.pass).toBe(out.total);
    expect(out.title).toBe('Fixture');
    expect(out.cards).toBeGreaterThan(50);
    expect(out.same).toBe(true);
  });

  it('runs a vitest file written with phasing-cts/vitest', async () => {
    await writeFile(
      path.join(consumer, 'engine.test.js'),
      `
      import { createReferenceAdapter } from 'phasing-cts';
      import { conformance } from 'phasing-cts/vitest';
      await conformance(() => createReferenceAdapter(), { filter: 'out-status-*' });
    `,
    );
    const r = run('npx', ['vitest', 'run', '--no-color'], consumer);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Tests\s+\d+ passed/);
  });

  it('ships every file package.json points at (main, types, exports, bin) and no test file', async () => {
    const pkg = path.join(consumer, 'node_modules/phasing-cts');
    const manifest = JSON.parse(await readFile(path.join(pkg, 'package.json'), 'utf8')) as Record<string, unknown>;
    const targets = JSON.stringify([manifest.main, manifest.types, manifest.exports, manifest.bin]).match(
      /"\.?\/?[\w/.-]+\.(?:js|mjs|d\.ts)"/g,
    )!;
    expect(targets.length).toBeGreaterThan(5);
    for (const t of targets) expect(existsSync(path.join(pkg, JSON.parse(t) as string)), t).toBe(true);
    expect(existsSync(path.join(pkg, 'CHANGELOG.md'))).toBe(true);
    expect(await glob('**/*.test.*', { cwd: pkg, ignore: 'node_modules/**' })).toEqual([]);
  });

  it('ships every file its source maps name, so stacks point at files that exist', async () => {
    const pkg = path.join(consumer, 'node_modules/phasing-cts');
    const maps = await glob('dist/**/*.js.map', { cwd: pkg });
    expect(maps.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const map of maps) {
      const { sources } = JSON.parse(await readFile(path.join(pkg, map), 'utf8')) as { sources: string[] };
      for (const s of sources) {
        const file = path.resolve(pkg, path.dirname(map), s);
        if (
          !(await readFile(file).then(
            () => true,
            () => false,
          ))
        )
          missing.push(`${map} → ${path.relative(pkg, file)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('compiles a TypeScript consumer against its declarations alone (no @types/node)', async () => {
    await writeFile(
      path.join(consumer, 'consumer.ts'),
      `import { runConformance, createReferenceAdapter, serveAdapter, type Adapter, type EngineInfo } from 'phasing-cts';
import { conformance, type VitestConformanceOptions } from 'phasing-cts/vitest';
const adapter: Adapter = createReferenceAdapter();
const info: Promise<EngineInfo> = adapter.describe();
const options: VitestConformanceOptions = { edition: 'latest' };
export const used = [runConformance, serveAdapter, conformance, info, options];
`,
    );
    await writeFile(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...CONSUMER_COMPILER_OPTIONS, noEmit: true },
        files: ['consumer.ts'],
      }),
    );
    const tsc = run(process.execPath, [TSC, '-p', 'tsconfig.json'], consumer);
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  });

  it('init --kind ts-inprocess: cts/tsconfig.json compiles the adapter, and the order check runs it', async () => {
    const init = run('npx', ['phasing-cts', 'init', '--kind', 'ts-inprocess', '--name', 'ts-engine'], consumer);
    expect(init.status, init.stderr).toBe(0);
    expect(init.stdout).toMatch(/CI installs phasing-cts \(file:.*\.tgz\) from .*package\.json/);
    const tsc = run(process.execPath, [TSC, '-p', 'cts/tsconfig.json'], consumer);
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
    const permute = run('npx', ['phasing-cts', 'run', '--permute', '--adapter', 'cts/dist/adapter.js'], consumer);
    expect(permute.status, permute.stdout + permute.stderr).toBe(0);
    expect(permute.stdout).toMatch(/permute \(.*\): \d+ fixture-edition pair\(s\)/);
    // The gate CI runs, after the compile: only the scaffold's test file, and the untested fixtures as one test.
    const gate = run('sh', ['-c', `${ctsCommandOf('ts-inprocess')} --no-color`], consumer);
    expect(gate.status, gate.stdout + gate.stderr).toBe(0);
    expect(gate.stdout).toMatch(/Test Files {2}1 passed \(1\)\n\s+Tests {2}3 passed \(3\)/);
  });
});
