import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// Through the built CLI (npm test builds first): what a user typing the command sees.
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], { encoding: 'utf8', cwd: fromRoot() });

describe('usage errors are one line with a suggestion, exit 2', () => {
  it.each([
    [['run', '--editon', 'latest'], /unknown option '--editon' \(did you mean --edition\?\)/],
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

describe('exit codes', () => {
  it('--help and run --help document every exit status', () => {
    for (const args of [['--help'], ['run', '--help']]) {
      const r = cli(...args);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/Exit codes: 0 .*; 1 .*; 2 .*; 128\+N .*130.*143/s);
    }
  });
});
