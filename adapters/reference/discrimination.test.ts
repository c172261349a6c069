import { beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../../harness/corpus/check-corpus.js';
import type { LoadedFixture } from '../../harness/corpus/load-corpus.js';
import { knownEditions } from '../../harness/corpus/references.js';
import { faultCatches, findUndiscriminating } from './discrimination.js';

// The proof that the corpus can fail: the reference engine passes every approved fixture in every
// edition it applies to, every approved fixture fails under at least one named fault, and every
// fault is caught by at least one fixture.
let fixtures: LoadedFixture[];
let found: ReturnType<typeof findUndiscriminating>;
const editions = knownEditions();

beforeAll(async () => {
  const corpus = await loadCheckedCorpus();
  expect(corpus.diagnostics).toEqual([]);
  fixtures = corpus.fixtures;
  found = findUndiscriminating(
    fixtures.filter((f) => f.fixture.status === 'approved'),
    editions,
  );
}, 600_000); // pairs are tried likeliest first and stop at the first catch: seconds on an idle machine

describe('the reference engine without faults', () => {
  it('passes every fixture in every representative edition', { timeout: 600_000 }, () => {
    const failing = fixtures.flatMap((lf) =>
      faultCatches(lf, undefined, editions)
        .filter((r) => r.failed)
        .map((r) => `${lf.fixture.id} @${r.edition}: ${r.reason}`),
    );
    expect(failing).toEqual([]);
  });
});

describe('discrimination', () => {
  it('every approved fixture fails under at least one named fault', () => {
    expect(found.uncaughtFixtures).toEqual([]);
  });

  it('every named fault is caught by at least one approved fixture', () => {
    expect(found.uncaughtFaults).toEqual([]);
  });
});
