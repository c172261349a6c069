// How alike two rule texts are, for finding a rule whose number changed and a subrule whose words changed.
// Typography is not wording: the archives print the same sentence with straight quotes in one year and
// curly ones in the next, so comparisons that decide "the same rule" ignore it.

/**
 * The text with typographic quotes, dashes and runs of spaces made plain. A dash is printed as an em dash,
 * "--" or "-", with or without spaces around it, as the year's file has it.
 */
export function plainText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s*(?:--|[\u2013\u2014])\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Identical apart from typography. */
export const sameWording = (a: string, b: string): boolean => plainText(a) === plainText(b);

const words = (text: string): string[] =>
  plainText(text)
    .toLowerCase()
    .split(/[^a-z0-9.']+/)
    .filter(Boolean);

/** Dice coefficient of the two texts' word pairs: 1 for the same words in the same order, 0 for nothing shared. */
export function similarity(a: string, b: string): number {
  const pairs = (text: string): Map<string, number> => {
    const w = words(text);
    const counts = new Map<string, number>();
    for (let i = 0; i + 1 < w.length; i++)
      counts.set(`${w[i]} ${w[i + 1]}`, (counts.get(`${w[i]} ${w[i + 1]}`) ?? 0) + 1);
    return counts;
  };
  const pa = pairs(a);
  const pb = pairs(b);
  let total = 0;
  let shared = 0;
  for (const n of pa.values()) total += n;
  for (const [k, n] of pb) {
    total += n;
    shared += Math.min(n, pa.get(k) ?? 0);
  }
  return total === 0 ? (sameWording(a, b) ? 1 : 0) : (2 * shared) / total;
}

/** Below this, two texts are taken for different rules rather than a rewording of one. */
export const SAME_RULE_THRESHOLD = 0.5;
