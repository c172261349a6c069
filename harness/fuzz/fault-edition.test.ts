import { describe, expect, it } from 'vitest';
import { knownEditions } from '../corpus/references.js';
import { faultEdition } from './fault-edition.js';

const all = knownEditions();
const latest = all.at(-1)!;

describe('the edition a fault is fuzzed in by default', () => {
  it('is the latest for a fault whose rule is in force today', () => {
    expect(faultEdition(['phased-out-counted'], all)).toBe(latest);
  });

  it('is the newest before 2017-08-25 for phased-out tokens that survive (PH-TOKENS-CEASE, removed then)', () => {
    const e = faultEdition(['tokens-survive-old-rules'], all);
    expect(e < '2017-08-25').toBe(true);
    expect(all.filter((x) => x > e && x < '2017-08-25')).toEqual([]);
  });

  it('honours a fault that shows only with another rule: banding needs a damage assignment order (until 2024-11-08)', () => {
    const e = faultEdition(['banding-division-ignored'], all);
    expect(e < '2024-11-08').toBe(true);
    expect(all.filter((x) => x > e && x < '2024-11-08')).toEqual([]);
  });

  it('is one edition in which every fault given can show, and the newest given when none can', () => {
    expect(faultEdition(['tokens-survive-old-rules', 'phased-out-counted'], all) < '2017-08-25').toBe(true);
    expect(faultEdition(['tokens-survive-old-rules'], ['2020-01-24', '2019-01-25'])).toBe('2020-01-24');
  });
});
