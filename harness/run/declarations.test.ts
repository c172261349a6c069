import { describe, expect, it } from 'vitest';
import { createReferenceAdapter, referenceEngineInfo } from '../../adapters/reference/index.js';
import type { Adapter, EngineInfo } from '../adapter.js';
import { UsageError } from '../errors.js';
import { runConformance } from '../index.js';
import { isCalendarDate } from './dates.js';
import { declarationProblems } from './declarations.js';
import { didYouMean, levenshtein } from './did-you-mean.js';
import { selectEditions } from './select.js';

const info = (o: Partial<EngineInfo>): EngineInfo => ({
  name: 'e',
  version: '1',
  capabilities: [],
  cards: [],
  editions: [{ from: '2011-02-04' }],
  ...o,
});

describe('did you mean', () => {
  it('measures edits and suggests only near names', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(didYouMean('turn.advanse', ['turn.advance', 'combat'])).toBe('turn.advance');
    expect(didYouMean('Grizly Bears', ['Grizzly Bears', 'Hill Giant'])).toBe('Grizzly Bears');
    expect(didYouMean('teleportation', ['turn.advance', 'combat'])).toBeUndefined();
  });
});

describe('declarationProblems', () => {
  it('accepts the reference engine as it describes itself', () => {
    expect(declarationProblems(referenceEngineInfo())).toEqual([]);
  });

  it('names an unknown capability, card or edition with the nearest known one', () => {
    expect(declarationProblems(info({ capabilities: ['turn.advanse'] }))).toEqual([
      expect.stringMatching(/^unknown capability "turn\.advanse" \(did you mean "turn\.advance"\?\)/),
    ]);
    expect(declarationProblems(info({ cards: ['Sandbar Crocodille'] }))).toEqual([
      expect.stringMatching(/^unknown card "Sandbar Crocodille" \(did you mean "Sandbar Crocodile"\?\)/),
    ]);
    expect(declarationProblems(info({ editions: [{ from: '2017-13-01' }] }))).toEqual([
      expect.stringMatching(/^editions\[0\]\.from "2017-13-01" is not a date/),
    ]);
    expect(declarationProblems(info({ editions: [{ from: '2017-08-24' }] }))).toEqual([
      expect.stringMatching(
        /^editions\[0\]\.from 2017-08-24 is not the effective date of an edition \(did you mean "2017-08-25"\?\)/,
      ),
    ]);
    expect(declarationProblems(info({ editions: [{ from: '2017-08-25', before: '2011-02-04' }] }))).toEqual([
      expect.stringMatching(/is empty/),
    ]);
    expect(declarationProblems(info({ cards: '*' }))).toEqual([]);
  });

  it('stops a run before any fixture runs (a UsageError: exit 2 from the CLI)', async () => {
    const reference = createReferenceAdapter();
    const typo: Adapter = {
      ...reference,
      id: 'typo',
      describe: async () => ({ ...(await reference.describe()), capabilities: ['turn.advanse'] }),
    };
    const run = runConformance(typo, { filter: 'untap-*' });
    await expect(run).rejects.toBeInstanceOf(UsageError);
    await expect(runConformance(typo, { filter: 'untap-*' })).rejects.toThrow(/did you mean "turn\.advance"/);
  });
});

describe('dates', () => {
  it('rejects impossible dates everywhere an edition is given', () => {
    expect(isCalendarDate('2017-02-28')).toBe(true);
    expect(isCalendarDate('2016-02-29')).toBe(true);
    expect(isCalendarDate('2017-02-29')).toBe(false);
    expect(isCalendarDate('2017-13-01')).toBe(false);
    expect(() => selectEditions('2017-13-01')).toThrow(/not a calendar date/);
  });
});
