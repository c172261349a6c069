import { describe, expect, it } from 'vitest';
import { sameWording, similarity } from './text-similarity.js';

// The archived rules files print one sentence with different typography from year to year (603.7b: " -- " in
// 2011, "--" in 2012-06-01, an em dash from 2015, "-" in 2019-01-25); only a change of words is a rewording.
describe('sameWording', () => {
  const printed = [
    'will trigger only once -- the next time its trigger event occurs -- unless it has a stated duration, such as "this turn."',
    'will trigger only once--the next time its trigger event occurs--unless it has a stated duration, such as "this turn."',
    'will trigger only once\u2014the next time its trigger event occurs\u2014unless it has a stated duration, such as \u201Cthis turn.\u201D',
    'will trigger only once-the next time its trigger event occurs-unless it has a stated duration, such as "this turn."',
  ];

  it('takes every printing of a dash and of quotes as the same wording', () => {
    expect(printed.map((p) => sameWording(printed[0]!, p))).toEqual([true, true, true, true]);
  });

  it('still tells a changed word apart', () => {
    expect(sameWording(printed[0]!, printed[0]!.replace('once', 'twice'))).toBe(false);
    expect(sameWording('he or she controls', 'they control')).toBe(false);
  });
});

describe('similarity', () => {
  it('is 1 for the same words in the same order and less for fewer shared', () => {
    expect(similarity('a delayed triggered ability', 'a delayed triggered ability')).toBe(1);
    expect(similarity('a delayed triggered ability', 'a static ability')).toBeLessThan(0.5);
  });
});
