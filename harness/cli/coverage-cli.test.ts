import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../model/schema-validator.js';
import type { CoverageReport } from '../generated/coverage.js';
import type { RulesDiff } from '../generated/rules-diff.js';
import { fromRoot } from '../paths.js';

// Through the built CLI (npm test builds first): the option names and exit codes CI scripts rely on.
// The gate's logic is tested in-process in harness/corpus-coverage/coverage.test.ts.
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], { encoding: 'utf8', cwd: fromRoot() });

describe('phasing-cts coverage / rules-diff (CLI)', () => {
  it('coverage writes schema-valid JSON and Markdown, and its exit code is the gate', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-coverage-cli-'));
    const json = path.join(dir, 'coverage.json');
    const markdown = path.join(dir, 'coverage.md');
    const r = cli('coverage', '--json', json, '--markdown', markdown);
    const report = JSON.parse(await readFile(json, 'utf8')) as CoverageReport;
    expect(validateAgainst('coverage.schema.json', report)).toEqual([]);
    // The corpus is still growing: whatever the gate says, the exit code must agree with it.
    const expected = report.suite.problems > 0 ? 2 : report.summary.gate.pass ? 0 : 1;
    expect(r.status, r.stderr).toBe(expected);
    expect(r.stdout).toContain(
      report.summary.gate.pass ? 'coverage gate: pass' : `coverage gate: FAIL (${report.summary.gate.failures})`,
    );
    expect(report.scope.editions.length).toBeGreaterThan(60);
    const md = await readFile(markdown, 'utf8');
    expect(md).toMatch(/^# phasing-cts coverage\n/);
    // Every matrix column is explained, in the terminal and in Markdown.
    expect(r.stdout).toContain('Edition groups (the matrix columns)');
    expect(md).toContain('### Edition groups');
    for (const group of report.scope.groups) {
      expect(r.stdout).toMatch(new RegExp(`^ {2}${group} +702\\.\\d+ +\\d{4}-`, 'm'));
      expect(md).toMatch(new RegExp(`^\\| ${group} \\| 702\\.\\d+ \\| \\d{4}-`, 'm'));
    }
  });

  it('rules-diff prints and writes the diff', async () => {
    const json = path.join(await mkdtemp(path.join(tmpdir(), 'cts-rules-diff-cli-')), 'diff.json');
    const r = cli('rules-diff', '2017-07-08', '2017-08-25', '--json', json);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Removed \(1\):\n {2}PH-TOKENS-CEASE {2}702\.25k/);
    const diff = JSON.parse(await readFile(json, 'utf8')) as RulesDiff;
    expect(validateAgainst('rules-diff.schema.json', diff)).toEqual([]);
    expect(diff.clauses.removed.map((c) => c.meaning)).toEqual(['PH-TOKENS-CEASE']);
  });

  it('usage errors exit 2 with a message', () => {
    const badEdition = cli('coverage', '--edition', 'yesterday');
    expect(badEdition.status).toBe(2);
    expect(badEdition.stderr).toMatch(/--edition expects YYYY-MM-DD/);
    const reversed = cli('rules-diff', '2017-08-25', '2017-07-08');
    expect(reversed.status).toBe(2);
    expect(reversed.stderr).toMatch(/FROM \(2017-08-25\) must not be later than TO/);
    expect(cli('rules-diff', '2017-07-08').status).toBe(2);
    expect(cli('rules-diff', 'then', 'now').status).toBe(2);
    expect(cli('coverage', '--sources', path.join(tmpdir(), 'no-such-sources-dir')).status).toBe(2);
  });
});
