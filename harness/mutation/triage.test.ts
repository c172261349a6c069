import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScore, holdsAsCode, scoresOf, survivorsOf, triageProblems, type TriageEntry } from './triage.js';

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
    line: 1,
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
      'triage.json /0/original: line 1 of a.ts no longer holds "n < 0"',
    ]);
  });
  it('names an entry whose line no longer holds its code, or that has no line', () => {
    expect(triageProblems([{ ...good, line: 2 }], dir)).toEqual([
      'triage.json /0/original: line 2 of a.ts no longer holds "n > 0"',
    ]);
    expect(triageProblems([{ ...good, line: undefined }], dir)).toEqual([
      'triage.json /0/line: expected a line number',
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
      { file: 'a.ts', line: 2, mutator: 'EqualityOperator', original: 'n > 0', replacement: 'n >= 0' },
      { file: 'a.ts', line: 1, mutator: 'BlockStatement', original: '1;\nif', replacement: '{}' },
    ]);
  });
});

describe('scoresOf', () => {
  const at = (line: number) => ({ start: { line, column: 5 }, end: { line, column: 10 } });
  const mutant = (status: string, line: number, replacement: string) => ({
    mutatorName: 'EqualityOperator',
    replacement,
    status,
    location: at(line),
  });
  const report = {
    files: {
      'a.ts': {
        source: 'if (n > 0) x();\nif (m > 1) y();\n',
        mutants: [
          mutant('Killed', 1, 'n < 0'),
          mutant('Killed', 2, 'm < 1'),
          mutant('Timeout', 2, 'm <= 1'),
          mutant('Survived', 1, 'n >= 0'),
          mutant('Survived', 2, 'm >= 1'),
          mutant('NoCoverage', 1, 'n <= 0'),
        ],
      },
      'b.ts': { source: '', mutants: [] },
    },
  };
  const entry = (
    original: string,
    replacement: string,
    verdict: TriageEntry['verdict'],
    line = original.startsWith('n') ? 1 : 2,
  ): TriageEntry => ({
    file: 'a.ts',
    line,
    mutator: 'EqualityOperator',
    original,
    replacement,
    verdict,
    why: 'a reason long enough',
  });

  it("gives Stryker's covered-code score and the score without survivors triaged equivalent", () => {
    const [a] = scoresOf(report, [entry('n > 0', 'n >= 0', 'equivalent'), entry('m > 1', 'm >= 1', 'needs a fixture')]);
    expect(a).toEqual({
      file: 'a.ts',
      killed: 2,
      timeout: 1,
      survived: 2,
      noCoverage: 1,
      equivalent: 1,
      covered: 5,
      score: 60,
      scoreWithoutEquivalent: 75,
    });
  });
  it('counts an entry only for the survivor on its own line: the same text elsewhere is a new survivor', () => {
    const [a] = scoresOf(report, [entry('n > 0', 'n >= 0', 'equivalent', 2)]);
    expect(a!.equivalent).toBe(0);
  });
  it('counts an equivalent entry only for a mutant that survived', () => {
    const [a] = scoresOf(report, [entry('n > 0', 'n < 0', 'equivalent')]);
    expect([a!.equivalent, a!.scoreWithoutEquivalent]).toEqual([0, 60]);
  });
  it('rounds to hundredths and has no score for a file without covered mutants', () => {
    const [a, b] = scoresOf(report, [entry('m > 1', 'm >= 1', 'unreachable')]);
    expect(a!.score).toBe(60);
    expect([b!.score, b!.scoreWithoutEquivalent]).toEqual([null, null]);
    const third = scoresOf(
      {
        files: {
          'c.ts': {
            source: 'x',
            mutants: [mutant('Killed', 1, 'a'), mutant('Survived', 1, 'b'), mutant('Survived', 1, 'c')],
          },
        },
      },
      [],
    );
    expect(third[0]!.score).toBe(33.33);
  });
  it('labels both figures in one line', () => {
    const [a] = scoresOf(report, [entry('n > 0', 'n >= 0', 'equivalent')]);
    expect(formatScore(a!)).toBe(
      'a.ts: 60.00% Stryker (2 killed + 1 timeout of 5 covered); 75.00% excluding the 1 survivors triaged equivalent (3 of 4); 1 without coverage',
    );
  });
});

describe('holdsAsCode', () => {
  it('finds code as a whole token, not inside a longer name', () => {
    expect(holdsAsCode('const info = o.id;', 'o')).toBe(true);
    expect(holdsAsCode('const info = 1;', 'o')).toBe(false);
    expect(holdsAsCode('x = to(o)', 'to(o)')).toBe(true);
    expect(holdsAsCode('x = onto(o)', 'to(o)')).toBe(false);
    expect(holdsAsCode('if (n > 0) x();', 'n > 0')).toBe(true);
    expect(holdsAsCode('a(), b', '(), ')).toBe(true);
  });
});
