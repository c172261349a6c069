import { describe, expect, it } from 'vitest';
import { findFixture } from '../cli/explain-command.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type { EngineInfo } from '../adapter.js';
import { declarationProblems, knownCapabilities, MAX_NAMED_UNKNOWNS } from './declarations.js';
import { distanceCellsComputed, MAX_COMPARED_LENGTH, nearestNames } from './did-you-mean.js';

/** Cells of edit-distance work spent by `f`. */
function workOf(f: () => unknown): number {
  const before = distanceCellsComputed();
  try {
    f();
  } catch {
    // the work is what is measured; the error is checked elsewhere
  }
  return distanceCellsComputed() - before;
}

const ids = Array.from({ length: 500 }, (_, i) => `fixture-number-${i}-with-a-long-descriptive-name`);
const fixtures = ids.map((id) => ({ fixture: { id }, file: `${id}.json` }) as unknown as LoadedFixture);

describe('nearest names under hostile input', () => {
  it('finds the nearest names, each distance computed once', () => {
    expect(nearestNames('fixture-number-7-with-a-long-descriptive-nam', ids, 2)[0]).toBe(ids[7]);
    const longest = Math.max(...ids.map((x) => x.length));
    expect(workOf(() => nearestNames('x'.repeat(20), ids, 3))).toBeLessThanOrEqual(ids.length * 20 * longest);
  });

  it('bounds the work of explain for an 8,000-character unknown id', () => {
    const id = 'x'.repeat(8000);
    expect(() => findFixture(fixtures, id)).toThrow(/\(8000 characters\); did you mean/);
    const longest = Math.max(...ids.map((x) => x.length));
    // One bounded comparison per known id: linear in the corpus, independent of the id's length.
    expect(workOf(() => findFixture(fixtures, id))).toBeLessThanOrEqual(ids.length * MAX_COMPARED_LENGTH * longest);
  });

  it('names the first unknown capabilities and counts the rest, in linear work', () => {
    const info: EngineInfo = {
      name: 'e',
      version: '1',
      capabilities: Array.from({ length: 50_000 }, (_, i) => `bogus.capability.${i}`),
      cards: '*',
      editions: [{ from: '2011-02-04' }],
    };
    let problems: string[] = [];
    const work = workOf(() => (problems = declarationProblems(info)));
    expect(problems).toHaveLength(MAX_NAMED_UNKNOWNS + 1);
    expect(problems.at(-1)).toBe('… and 49990 more unknown capability name(s) (50000 in all)');
    const longestKnown = Math.max(...knownCapabilities().map((c) => c.length));
    expect(work).toBeLessThanOrEqual(MAX_NAMED_UNKNOWNS * knownCapabilities().length * 24 * longestKnown);
  });

  it('says the first bad edition ranges and counts the rest', () => {
    const info: EngineInfo = {
      name: 'e',
      version: '1',
      capabilities: [],
      cards: '*',
      editions: Array.from({ length: 50_000 }, () => ({ from: '2017-08-24' })) as EngineInfo['editions'],
    };
    let problems: string[] = [];
    const work = workOf(() => (problems = declarationProblems(info)));
    expect(problems).toHaveLength(MAX_NAMED_UNKNOWNS + 1);
    expect(problems.at(-1)).toBe('… and 49990 more edition-range problem(s) (50000 in all)');
    expect(work).toBeLessThanOrEqual(MAX_NAMED_UNKNOWNS * 200 * 10 * 10);
  });
});
