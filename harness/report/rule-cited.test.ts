import { describe, expect, it } from 'vitest';
import { ruleCited } from './rule-cited.js';

describe('ruleCited', () => {
  const sources = [
    { kind: 'ruling', card: 'x' },
    { kind: 'rule', rule: '702.26a', edition: '2026-08-07', meaning: 'PH-UNTAP' },
    { kind: 'rule', rule: '702.23a', edition: '2011-02-04', meaning: 'PH-UNTAP' },
    { kind: 'rule', rule: '502.1', edition: '2026-08-07', meaning: 'RR-UNTAP-ORDER' },
  ];

  it('names the first cited rule as worded in the newest cited edition not after the run', () => {
    expect(ruleCited(sources, '2026-08-07')).toBe('702.26a (2026-08-07 wording)');
    expect(ruleCited(sources, '2012-07-01')).toBe('702.23a (2011-02-04 wording)');
    expect(ruleCited(sources, '2009-10-01')).toBe('702.26a (2026-08-07 wording)');
    expect(ruleCited([{ kind: 'ruling' }], '2026-08-07')).toBeUndefined();
  });
});
