import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adapter } from '../adapter.js';
import { fromRoot } from '../paths.js';
import { displayName } from './display-name.js';

const main = fromRoot('dist/harness/cli/main.js');
const cli = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', cwd, timeout: 60_000 });
const hasPython = spawnSync('python3', ['--version']).status === 0;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cts-init-names-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

// A name that ends a comment, a docstring or a code span, or starts a new line of code, must not
// run: each engine would exit 7 before its handshake if any of these escaped into code.
const HOSTILE_NAMES = [
  'a\nprocess.exit(7)\n//',
  'x */ process.exit(7); /* y',
  'p"""\nimport os; os._exit(7)\n"""',
  'q\' " ` # $(exit 7) \\',
  'r\u2028process.exit(7)',
  '# `rm -rf` ``` <!-- -->',
];

/** Starts a stdio engine, completes the handshake and stops it: the name it declares. */
function handshakeName(command: string[], cwd: string): string {
  const r = spawnSync(command[0]!, command.slice(1), {
    cwd,
    encoding: 'utf8',
    input: '{"cmd":"start","protocols":[1]}\n{"cmd":"stop"}\n',
    timeout: 30_000,
  });
  expect(r.status, r.stderr).toBe(0);
  return (JSON.parse(r.stdout.split('\n')[0]!) as { engine: { name: string } }).engine.name;
}

describe('init --name: declared exactly, pasted nowhere as code', () => {
  it('displayName keeps nothing that ends or escapes a comment, docstring, code span or YAML scalar', () => {
    for (const name of HOSTILE_NAMES) {
      const shown = displayName(name);
      expect(shown, name).not.toMatch(/[\n\r\u2028\u2029`"'\\#*/$<>]/);
      expect(shown.length).toBeGreaterThan(0);
    }
    expect(displayName('my engine_2.0+beta@x')).toBe('my engine_2.0+beta@x');
    expect(displayName('\n\n')).toBe('my-engine');
  });

  it.each(HOSTILE_NAMES.map((n, i) => [i, n] as const))('node-stdio, name %i', async (i, name) => {
    const dir = path.join(root, `node-${i}`);
    expect(cli(root, 'init', dir, '--name', name).status).toBe(0);
    expect(handshakeName([process.execPath, 'cts/engine.mjs'], dir)).toBe(name);
    const readme = await readFile(path.join(dir, 'cts/README.md'), 'utf8');
    expect(readme.split('\n')[0]).toBe(`# phasing-cts for ${displayName(name)}`);
  });

  it.skipIf(!hasPython).each(HOSTILE_NAMES.map((n, i) => [i, n] as const))('python-stdio, name %i', (i, name) => {
    const dir = path.join(root, `py-${i}`);
    expect(cli(root, 'init', dir, '--kind', 'python-stdio', '--name', name).status).toBe(0);
    expect(handshakeName(['python3', 'cts/engine.py'], dir)).toBe(name);
  });

  it.each(HOSTILE_NAMES.map((n, i) => [i, n] as const))('ts-inprocess, name %i', async (i, name) => {
    const dir = path.join(root, `ts-${i}`);
    expect(cli(root, 'init', dir, '--kind', 'ts-inprocess', '--name', name).status).toBe(0);
    const mod = (await import(path.join(dir, 'cts/adapter.ts'))) as { createAdapter: () => Adapter };
    expect((await mod.createAdapter().describe()).name).toBe(name);
    const source = await readFile(path.join(dir, 'cts/adapter.ts'), 'utf8');
    expect(source.split('\n')[0]).toBe(
      `// ${displayName(name)}: a phasing-cts adapter in process (docs/ADAPTERS.md of phasing-cts).`,
    );
  });
});
