import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// CI's coverage gate on the corpus as shipped: every phasing clause in every edition where it exists,
// every related rule in scope and every testable ruling has an approved fixture. A new edition, rule or
// ruling added to the sources index without fixtures fails here, with the gaps listed.
describe('the shipped corpus', () => {
  it('passes the coverage gate', () => {
    const r = spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), 'coverage'], {
      encoding: 'utf8',
      cwd: fromRoot(),
    });
    const gaps = r.stdout.slice(r.stdout.indexOf('Uncovered'));
    expect(r.status, gaps).toBe(0);
    expect(r.stdout).toContain('coverage gate: pass');
  });
});
