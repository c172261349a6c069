import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { fromRoot } from './paths.js';

// The library is used without the CLI (runConformance, the vitest integration, an engine's own
// harness), so nothing under harness/ outside harness/cli/ may depend on it. Tests of a command may
// import it, and the bench runs the whole CLI in a child process on purpose.
const ALLOWED = new Set(['harness/bench/child-run.ts']);

describe('layers', () => {
  it('no library module imports harness/cli/', () => {
    const offenders: string[] = [];
    for (const file of globSync('{harness,adapters}/**/*.ts', {
      cwd: fromRoot(),
      ignore: ['harness/cli/**', '**/*.test.ts', '**/node_modules/**'],
      posix: true,
    })) {
      if (ALLOWED.has(file)) continue;
      const text = readFileSync(fromRoot(file), 'utf8');
      for (const m of text.matchAll(/from '([^']+)'/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!));
        if (target.startsWith('harness/cli/')) offenders.push(`${file} imports ${m[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
