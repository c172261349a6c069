import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

describe('run --code-coverage', () => {
  it('measures the reference engine while the corpus runs, mapped to its TypeScript sources', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-cov-'));
    const r = spawnSync(
      process.execPath,
      [fromRoot('dist/harness/cli/main.js'), 'run', '--filter', 'untap-*', '--code-coverage', dir],
      { encoding: 'utf8', cwd: fromRoot() },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/engine code coverage \(adapters\/reference\): statements [\d.]+%/);
    const summary = JSON.parse(await readFile(path.join(dir, 'coverage-summary.json'), 'utf8')) as Record<
      string,
      { statements: { pct: number; covered: number } }
    >;
    const files = Object.keys(summary).filter((k) => k !== 'total');
    expect(files.some((f) => f.endsWith('adapters/reference/engine/phasing.ts'))).toBe(true);
    expect(files.some((f) => f.includes('discrimination'))).toBe(false);
    // The untap fixtures exercise untap-step phasing, and leave most card modules unloaded.
    const phasing = Object.entries(summary).find(([k]) => k.endsWith('engine/phasing.ts'))![1];
    expect(phasing.statements.covered).toBeGreaterThan(0);
    expect(summary['total']!.statements.pct).toBeLessThan(100);
  });

  it('refuses --stdio engines, which it cannot see into', () => {
    const r = spawnSync(
      process.execPath,
      [fromRoot('dist/harness/cli/main.js'), 'run', '--stdio', 'true', '--code-coverage', 'x'],
      { encoding: 'utf8', cwd: fromRoot() },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot see inside a --stdio engine/);
  });
});
