import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

describe('generated types', () => {
  it('are up to date with the schemas (run `npm run gen:types` if this fails)', () => {
    let output = '';
    let code = 0;
    try {
      output = execFileSync(process.execPath, [fromRoot('harness/scripts/generate-types.mjs'), '--check'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      const err = e as { status: number; stderr: string };
      code = err.status;
      output = err.stderr;
    }
    expect(output).toBe('');
    expect(code).toBe(0);
  });
});
