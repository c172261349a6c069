import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../errors.js';
import { detectInstallSource } from './install-source.js';

// Where init's CI files install phasing-cts from: the place the user got it, found in order.
let root: string;
let project: string;
let bare: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cts-source-'));
  project = path.join(root, 'engine');
  bare = path.join(root, 'bare-package');
  await mkdir(project);
  await mkdir(bare);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const writeJson = (file: string, value: unknown) => writeFile(file, JSON.stringify(value));
const detect = (from?: string, packageRoot = bare) =>
  detectInstallSource({ from, project, packageRoot, version: '9.8.7' });

describe('detectInstallSource', () => {
  it('without any clue: the registry at this version, saying it may not be there yet', () => {
    const s = detect();
    expect(s).toMatchObject({ via: 'spec', spec: 'phasing-cts@9.8.7' });
    expect(s.why).toMatch(/until phasing-cts is published there, pass --from/);
  });

  it('--from wins, and a spec that could break a shell line or YAML is refused', () => {
    expect(detect('git+https://example.org/x/phasing-cts.git#v1.0.0')).toMatchObject({
      via: 'spec',
      spec: 'git+https://example.org/x/phasing-cts.git#v1.0.0',
      warning: undefined,
    });
    for (const bad of ['x; rm -rf ~', 'a b', '$(id)', '`id`', "it's", 'x\ny'])
      expect(() => detect(bad), bad).toThrow(UsageError);
  });

  it('--from a tarball outside the project warns that CI cannot see it', () => {
    const s = detect(path.join(root, 'phasing-cts-1.0.0.tgz'));
    expect(s.warning).toMatch(/outside .*engine, so a CI runner cannot see it/);
    expect(detect('./vendor/phasing-cts-1.0.0.tgz').warning).toMatch(/outside/);
  });

  it("the project's own package.json entry: CI installs the project", async () => {
    await writeJson(path.join(project, 'package.json'), {
      devDependencies: { 'phasing-cts': 'file:vendor/phasing-cts-1.0.0.tgz' },
    });
    const s = detect();
    expect(s).toMatchObject({ via: 'project', spec: 'file:vendor/phasing-cts-1.0.0.tgz', warning: undefined });
    await writeJson(path.join(project, 'package.json'), { dependencies: { 'phasing-cts': 'file:../elsewhere.tgz' } });
    expect(detect().warning).toMatch(/elsewhere\.tgz is outside/);
    await rm(path.join(project, 'package.json'));
  });

  it('the package.json of the project phasing-cts is installed in (an npx cache too)', async () => {
    const host = path.join(root, 'npx-cache');
    const installed = path.join(host, 'node_modules/phasing-cts');
    await mkdir(installed, { recursive: true });
    await writeJson(path.join(host, 'package.json'), {
      dependencies: { 'phasing-cts': 'git+https://example.org/x/phasing-cts.git#abc123' },
    });
    expect(detect(undefined, installed)).toMatchObject({
      via: 'spec',
      spec: 'git+https://example.org/x/phasing-cts.git#abc123',
    });
    await writeJson(path.join(host, 'package.json'), { dependencies: { 'phasing-cts': '^1.2.0' } });
    expect(detect(undefined, installed).spec).toBe('phasing-cts@^1.2.0');
  });

  it('a clone: its origin at its commit, as a git URL npm installs', async () => {
    const clone = path.join(root, 'clone');
    await mkdir(clone);
    const git = (...args: string[]) => spawnSync('git', ['-C', clone, ...args], { encoding: 'utf8' });
    git('init', '-q');
    git('remote', 'add', 'origin', 'git@example.org:x/phasing-cts.git');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'x');
    const commit = git('rev-parse', 'HEAD').stdout.trim();
    expect(detect(undefined, clone)).toMatchObject({
      via: 'spec',
      spec: `git+ssh://git@example.org/x/phasing-cts.git#${commit}`,
    });
    git('remote', 'set-url', 'origin', path.join(root, 'local.git'));
    expect(detect(undefined, clone).warning).toMatch(/a repository on this machine/);
  });
});
