import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { survivorsOf, triageProblems } from './triage.js';

describe('harness/mutation/triage.json', () => {
  it('is well-formed: every entry names a real file, code it still holds, a verdict and a reason', () => {
    const triage: unknown = JSON.parse(readFileSync('harness/mutation/triage.json', 'utf8'));
    expect(triageProblems(triage, process.cwd())).toEqual([]);
  });
});

describe('triageProblems', () => {
  const dir = mkdtempSync(join(tmpdir(), 'triage-'));
  writeFileSync(join(dir, 'a.ts'), 'if (n > 0) x();\n');
  const good = {
    file: 'a.ts',
    mutator: 'EqualityOperator',
    original: 'n > 0',
    replacement: 'n >= 0',
    verdict: 'equivalent',
    why: 'counters are never negative',
  };

  it('accepts a complete entry', () => {
    expect(triageProblems([good], dir)).toEqual([]);
  });
  it('names a missing file', () => {
    expect(triageProblems([{ ...good, file: 'b.ts' }], dir)).toEqual(['triage.json /0/file: b.ts does not exist']);
  });
  it('names code the file no longer holds', () => {
    expect(triageProblems([{ ...good, original: 'n < 0' }], dir)).toEqual([
      'triage.json /0/original: a.ts no longer contains "n < 0"',
    ]);
  });
  it('names an unknown verdict', () => {
    expect(triageProblems([{ ...good, verdict: 'fine' }], dir)[0]).toMatch(
      /^triage.json \/0\/verdict: expected one of/,
    );
  });
  it('names a missing field', () => {
    expect(triageProblems([{ ...good, why: undefined }], dir)).toEqual(['triage.json /0/why: expected a string']);
  });
  it('names a duplicate', () => {
    expect(triageProblems([good, good], dir)).toEqual(['triage.json /1: duplicate entry']);
  });
  it('rejects a file that is not a list', () => {
    expect(triageProblems({}, dir)).toEqual(['triage.json: expected an array of entries']);
  });
});

describe('survivorsOf', () => {
  it('takes only survivors, with the code their location covers', () => {
    const report = {
      files: {
        'a.ts': {
          source: 'const a = 1;\nif (n > 0) x();\n',
          mutants: [
            {
              mutatorName: 'EqualityOperator',
              replacement: 'n >= 0',
              status: 'Survived',
              location: { start: { line: 2, column: 5 }, end: { line: 2, column: 10 } },
            },
            {
              mutatorName: 'EqualityOperator',
              replacement: 'n < 0',
              status: 'Killed',
              location: { start: { line: 2, column: 5 }, end: { line: 2, column: 10 } },
            },
            {
              mutatorName: 'BlockStatement',
              replacement: '{}',
              status: 'Survived',
              location: { start: { line: 1, column: 11 }, end: { line: 2, column: 3 } },
            },
          ],
        },
      },
    };
    expect(survivorsOf(report)).toEqual([
      { file: 'a.ts', mutator: 'EqualityOperator', original: 'n > 0', replacement: 'n >= 0' },
      { file: 'a.ts', mutator: 'BlockStatement', original: '1;\nif', replacement: '{}' },
    ]);
  });
});
