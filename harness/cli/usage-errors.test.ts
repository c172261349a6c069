import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// Through the built CLI (npm test builds first): what a user typing the command sees.
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], { encoding: 'utf8', cwd: fromRoot() });

describe('usage errors are one line with a suggestion, exit 2', () => {
  it.each([
    [
      ['run', '--editon', 'latest'],
      /unknown option '--editon' \(did you mean --edition\?\); see phasing-cts run --help$/m,
    ],
    [['runn'], /unknown command 'runn' \(did you mean run\?\)/],
    [['run', '--edition', 'lastest'], /not "lastest" \(did you mean "latest"\?\)/],
    [['explain'], /missing required argument 'fixture-id'/],
    [['run', '--edition'], /argument missing/],
  ])('%j', (args, message) => {
    const r = cli(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('a checkout in a bad state', () => {
  it('a --fixtures path that is not a directory is one line and exit 2, never an empty valid corpus', () => {
    for (const command of ['validate', 'run', 'coverage']) {
      const r = cli(command, '--fixtures', path.join(tmpdir(), 'no-such-corpus-dir'));
      expect(r.status, command).toBe(2);
      expect(r.stderr.trim(), command).toMatch(
        /^phasing-cts: error: --fixtures .*no-such-corpus-dir: no such directory$/,
      );
    }
  });
});

describe('exit codes', () => {
  it('--help and run --help document every exit status', () => {
    for (const args of [['--help'], ['run', '--help']]) {
      const r = cli(...args);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/Exit codes: 0 .*; 1 .*; 2 .*; 128\+N .*130.*143/s);
    }
  });
});

describe('run --profile core', () => {
  it('runs only the core fixtures and says so in the title, the headline and the JSON report', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'cts-profile-')), 'r.json');
    const r = cli('run', '--profile', 'core', '--json', file);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(await readFile(file, 'utf8')) as {
      run: { options: { profile?: string } };
      summary: { conformance: { fixtures: { total: number }; profiles: { core: { total: number } } } };
    };
    expect(report.run.options.profile).toBe('core');
    // Every fixture run is a core fixture: the score over all of them equals the core score.
    expect(report.summary.conformance.fixtures.total).toBe(report.summary.conformance.profiles.core.total);
    expect(r.stdout).toMatch(/fixture\(s\) in profile core\n/);
    expect(r.stdout).toMatch(/^profile core only · conformance /m);
  });
});
