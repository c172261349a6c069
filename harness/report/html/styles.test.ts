import { describe, expect, it } from 'vitest';
import { OUTCOMES } from '../../run/outcome-policy.js';
import { STYLES } from './styles.js';

// Every label readable: WCAG 2 contrast ratios computed from the stylesheet the report emits, so a
// colour changed (or an outcome left without one, as `unsupported` was: white on nothing) fails here.
const AA = 4.5; // normal-size text; the badges are 12px bold

const variables = new Map(
  [...STYLES.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{3,6})\b/gi)].map((m) => [m[1]!, m[2]!] as const),
);
function colour(value: string): string {
  const v = /^var\(--([a-z-]+)\)$/.exec(value.trim());
  const hex = v ? variables.get(v[1]!) : value.trim();
  if (hex && /^#[0-9a-f]{3}$/i.test(hex)) return '#' + [...hex.slice(1)].map((c) => c + c).join('');
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a hex colour: ${value}`);
  return hex;
}
/** The value of `property` in the rule for exactly `selector`. */
function declared(selector: string, property: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(STYLES);
  const value = rule && new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+)`).exec(rule[1]!);
  if (!value) throw new Error(`no ${property} for ${selector} in the report's stylesheet`);
  return value[1]!.trim();
}
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('HTML report colours', () => {
  it('computes WCAG contrast as published (black on white 21, white on #777 about 4.48)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
  });

  it.each(OUTCOMES)('the %s label is readable: its text on its own background reaches 4.5:1', (outcome) => {
    const fg = colour(declared('.badge', 'color'));
    const bg = colour(declared(`.o-${outcome}`, 'background'));
    expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    ['--fg', '--bg'],
    ['--fg', '--soft'],
    ['--muted', '--bg'],
    ['--muted', '--soft'],
    ['--pass', '--bg'],
    ['--fail', '--bg'],
  ])('text in %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(colour(`var(${fg})`), colour(`var(${bg})`))).toBeGreaterThanOrEqual(AA);
  });

  it('writes the zero counts in a readable colour', () => {
    expect(contrast(colour(declared('td.zero, .matrix td.zero', 'color')), colour('var(--bg)'))).toBeGreaterThanOrEqual(
      AA,
    );
  });
});
