import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import { writeScaffold } from './scaffold.js';

const main = fromRoot('dist/harness/cli/main.js');
const cli = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', cwd, timeout: 60_000 });
const isRoot = process.getuid?.() === 0;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cts-init-hostile-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Every path under `dir`, relative, sorted: what init left behind. */
async function tree(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).sort();
}

describe('init where it cannot write: nothing written, one line naming the path', () => {
  it('.github is a file', async () => {
    const dir = path.join(root, 'github-file');
    await mkdir(dir);
    await writeFile(path.join(dir, '.github'), 'not a directory');
    const r = cli(root, 'init', dir);
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`${path.join(dir, '.github')} is not a directory; nothing was written`);
    expect(await tree(dir)).toEqual(['.github']);
  });

  it('.gitlab-ci.yml is a directory (the last file), even with --force', async () => {
    const dir = path.join(root, 'gitlab-dir');
    await mkdir(path.join(dir, '.gitlab-ci.yml'), { recursive: true });
    const r = cli(root, 'init', dir, '--force');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^phasing-cts: error: init: cannot write .*\.gitlab-ci\.yml: .* is a directory; nothing was written\n$/,
    );
    expect(await tree(dir)).toEqual(['.gitlab-ci.yml']);
  });

  it('the target is a file', async () => {
    const file = path.join(root, 'plain-file');
    await writeFile(file, '');
    const r = cli(root, 'init', file);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${file} is not a directory; nothing was written`);
  });

  it('a write that fails after others succeeded: every file and directory made is removed', async () => {
    const dir = path.join(root, 'late-failure');
    await mkdir(dir);
    // The temporary name of the last file is taken, so only its write fails, after the rest are staged.
    const taken = `.${'.gitlab-ci.yml'}.${process.pid}.tmp`;
    await writeFile(path.join(dir, taken), 'someone else');
    const context = {
      kind: 'node-stdio' as const,
      engineName: 'e',
      version: '1.0.0',
      firstEdition: '2009-07-11',
      install: { via: 'spec' as const, spec: 'phasing-cts@1.0.0', why: 'test' },
      hasLockfile: false,
    };
    await expect(writeScaffold(dir, context)).rejects.toThrow(/cannot write .*\.gitlab-ci\.yml: .*nothing was written/);
    expect(await tree(dir)).toEqual([taken]);
    expect(await readFile(path.join(dir, taken), 'utf8')).toBe('someone else');
  });

  it.skipIf(isRoot)('a read-only directory (skipped as root, which writes anywhere)', async () => {
    const dir = path.join(root, 'read-only');
    await mkdir(dir);
    await chmod(dir, 0o555);
    try {
      const r = cli(root, 'init', dir);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(
        /^phasing-cts: error: init: cannot write .*: permission denied \(EACCES\); nothing was written\n$/,
      );
      expect(await tree(dir)).toEqual([]);
    } finally {
      await chmod(dir, 0o755);
    }
  });
});
