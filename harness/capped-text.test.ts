import { describe, expect, it } from 'vitest';
import { capHead, capTail } from './capped-text.js';

describe('capped engine text', () => {
  it('text within the limit is kept as it is', () => {
    expect(capHead('short', 10)).toBe('short');
    expect(capTail('short', 10)).toBe('short');
  });

  it('a long message keeps its beginning and says how long it was', () => {
    expect(capHead('abcdefghij', 4)).toBe('abcd… [truncated: 10 characters, the first 4 kept]');
  });

  it('a long stderr keeps its end and says how much there was', () => {
    expect(capTail('abcdefghij', 4)).toBe('[truncated: 10 characters, the last 4 kept] …ghij');
  });

  it('a rolling tail says how much was written in all, not how much was kept', () => {
    expect(capTail('ghij', 4, 1_000)).toBe('[truncated: 1000 characters, the last 4 kept] …ghij');
  });

  it('never cuts a character outside the Basic Multilingual Plane in half', () => {
    expect(capHead('ab𝄞cd', 3)).toBe('ab… [truncated: 6 characters, the first 2 kept]');
    expect(capTail('ab𝄞cd', 3)).toBe('[truncated: 6 characters, the last 2 kept] …cd');
  });
});
