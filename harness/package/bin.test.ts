import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// The `phasing-cts` command is bin/phasing-cts.mjs, which runs dist/ once it is built (`npm ci` builds
// through `prepare`). In a clone nobody built, it must say what to do in one line, not print a stack.
const manifest = JSON.parse(await readFile(fromRoot('package.json'), 'utf8')) as {
  bin: Record<string, string>;
};
const work = await mkdtemp(path.join(tmpdir(), 'cts-bin-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the phasing-cts bin', () => {
  it('in an unbuilt checkout: one line saying to run npm ci (or npm run build) there, exit 2', async () => {
    const bin = path.join(work, manifest.bin['phasing-cts']!);
    await mkdir(path.dirname(bin), { recursive: true });
    await copyFile(fromRoot(manifest.bin['phasing-cts']!), bin);
    await copyFile(fromRoot('package.json'), path.join(work, 'package.json'));
    const r = spawnSync(process.execPath, [bin, 'run'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`not built (no dist/ in ${work}`);
    expect(r.stderr).toContain('run `npm ci` there');
    // With its devDependencies installed, building is all that is left.
    await mkdir(path.join(work, 'node_modules/typescript'), { recursive: true });
    const installed = spawnSync(process.execPath, [bin, 'run'], { encoding: 'utf8' });
    expect(installed.status).toBe(2);
    expect(installed.stderr).toContain('run `npm run build` there');
  });

  it('in a built checkout: the CLI, with its exit status', () => {
    const bin = fromRoot(manifest.bin['phasing-cts']!);
    const version = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const usage = spawnSync(process.execPath, [bin, 'run', '--edition', 'no-such'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
  });
});
