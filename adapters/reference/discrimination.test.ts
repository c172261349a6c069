import { beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../../harness/corpus/check-corpus.js';
import type { LoadedFixture } from '../../harness/corpus/load-corpus.js';
import { knownEditions } from '../../harness/corpus/references.js';
import { discriminationMatrix, faultCatches, type DiscriminationMatrix } from './discrimination.js';
import { FAULTS } from './faults.js';

// The proof that the corpus can fail: the reference engine passes every approved fixture in every
// edition it applies to, every approved fixture fails under at least one named fault, and every
// fault is caught by at least one fixture.
let fixtures: LoadedFixture[];
let matrix: DiscriminationMatrix;
const editions = knownEditions();

beforeAll(async () => {
  const corpus = await loadCheckedCorpus();
  expect(corpus.diagnostics).toEqual([]);
  fixtures = corpus.fixtures;
  matrix = discriminationMatrix(fixtures.filter((f) => f.fixture.status === 'approved'), editions);
});

describe('the reference engine without faults', () => {
  it('passes every fixture in every representative edition', () => {
    const failing = fixtures.flatMap((lf) => faultCatches(lf, undefined, editions).filter((r) => r.failed).map((r) => `${lf.fixture.id} @${r.edition}: ${r.reason}`));
    expect(failing).toEqual([]);
  });
});

describe('discrimination', () => {
  it('every approved fixture fails under at least one named fault', () => {
    const uncaught = [...matrix.caughtBy].filter(([, faults]) => faults.length === 0).map(([id]) => id);
    expect(uncaught).toEqual([]);
  });

  it('every named fault is caught by at least one approved fixture', () => {
    const missed = FAULTS.filter((f) => (matrix.catches.get(f.id) ?? []).length === 0).map((f) => f.id);
    expect(missed).toEqual([]);
  });
});
