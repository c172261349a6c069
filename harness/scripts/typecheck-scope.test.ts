import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { glob } from 'glob';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.js';
import { fromRoot } from '../paths.js';

// `npm test` runs `tsc -p tsconfig.check.json` before vitest, because vitest strips types without
// checking them. A test file outside that project would run unchecked, so the two lists must agree.
describe('the test type check', () => {
  it('covers every file vitest runs', async () => {
    const include = config.test?.include ?? [];
    expect(include.length).toBeGreaterThan(0);
    const tests = await glob(include, { cwd: fromRoot(), ignore: ['node_modules/**', 'dist/**'] });
    expect(tests.length).toBeGreaterThan(0);
    const tsc = fromRoot('node_modules/typescript/bin/tsc');
    const listed = execFileSync(process.execPath, [tsc, '-p', fromRoot('tsconfig.check.json'), '--listFilesOnly'], {
      encoding: 'utf8',
    });
    const checked = new Set(
      listed.split('\n').map((f) => path.relative(fromRoot(), f.trim()).split(path.sep).join('/')),
    );
    const unchecked = tests.map((t) => t.split(path.sep).join('/')).filter((t) => !checked.has(t));
    expect(unchecked).toEqual([]);
  });
});
