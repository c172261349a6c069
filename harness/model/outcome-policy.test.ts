import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import {
  NON_PASSING,
  OUTCOMES,
  expectedWithoutBaseline,
  fixtureVerdict,
  isKnownNonPass,
  isUnexpected,
  ran,
} from './outcome-policy.js';

describe('outcome policy', () => {
  it('lists every outcome of the report schema once', () => {
    const schema = JSON.parse(readFileSync(fromRoot('schema', 'report.schema.json'), 'utf8')) as {
      $defs: { Outcome: { enum: string[] } };
    };
    expect([...OUTCOMES].sort()).toEqual([...schema.$defs.Outcome.enum].sort());
  });

  it('counts unsupported as a non-pass the engine ran, untested and skipped as not run', () => {
    expect(NON_PASSING.has('unsupported')).toBe(true);
    expect(ran('unsupported')).toBe(true);
    expect(ran('untested')).toBe(false);
    expect(ran('skipped')).toBe(false);
    expect(expectedWithoutBaseline('unsupported')).toBe(false);
    expect(expectedWithoutBaseline('untested')).toBe(true);
    expect(expectedWithoutBaseline('pass')).toBe(true);
  });

  it('tells unexpected from known non-passes, also in reports without the expected mark', () => {
    expect(isUnexpected({ outcome: 'fail' })).toBe(true);
    expect(isUnexpected({ outcome: 'untested' })).toBe(false);
    expect(isUnexpected({ outcome: 'pass', expected: false })).toBe(true);
    expect(isKnownNonPass({ outcome: 'crash', expected: true })).toBe(true);
    expect(isKnownNonPass({ outcome: 'untested', expected: true })).toBe(false);
  });

  it('gives a fixture pass only when every edition it ran in passed, else its worst outcome', () => {
    expect(fixtureVerdict(['pass', 'pass', 'untested'])).toBe('pass');
    expect(fixtureVerdict(['pass', 'fail', 'pass'])).toBe('fail');
    expect(fixtureVerdict(['pass', 'unsupported'])).toBe('unsupported');
    expect(fixtureVerdict(['timeout', 'fail'])).toBe('fail');
    expect(fixtureVerdict(['untested', 'untested'])).toBe('untested');
    expect(fixtureVerdict(['skipped', 'untested'])).toBe('untested');
    expect(fixtureVerdict([])).toBe('untested');
  });
});
