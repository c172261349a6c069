import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// Installing from a git URL, as anyone can before phasing-cts is on the registry: npm clones the
// repository, installs its devDependencies, runs `prepare` (the build) and packs it. A local bare
// clone of this commit stands in for the hosted repository. It costs what a user pays: about a
// minute on two cores with the npm cache warm (every devDependency is installed to build).
const run = (cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> =>
  spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    timeout: 540_000,
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });

const work = await mkdtemp(path.join(tmpdir(), 'cts-git-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm install git+file://…#commit', () => {
  it('leaves a built package whose CLI runs', async () => {
    const commit = run('git', ['rev-parse', 'HEAD'], fromRoot()).stdout.trim();
    const repo = path.join(work, 'phasing-cts.git');
    const clone = run('git', ['clone', '--quiet', '--bare', fromRoot(), repo], work);
    expect(clone.status, clone.stderr).toBe(0);
    const project = path.join(work, 'engine');
    await mkdir(project);
    await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'engine', private: true }));
    const install = run('npm', ['install', '--save-dev', `git+file://${repo}#${commit}`], project);
    expect(install.status, install.stderr).toBe(0);
    const installed = path.join(project, 'node_modules/phasing-cts');
    const version = (JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as { version: string })
      .version;
    const cli = run('npx', ['phasing-cts', '--version'], project);
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout.trim()).toBe(version);
    const faults = run('npx', ['phasing-cts', 'run', '--filter', 'untap-*'], project);
    expect(faults.status, faults.stdout + faults.stderr).toBe(0);
  }, 600_000);
});
