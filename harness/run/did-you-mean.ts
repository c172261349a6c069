/**
 * Names longer than this are cut before they are compared: every known name (fixture ids,
 * capabilities, cards, editions) is shorter, and an edit distance costs the product of the two
 * lengths, so an 8,000-character mistake must not cost 8,000 × each known name.
 */
export const MAX_COMPARED_LENGTH = 96;

let cellsComputed = 0;
/** How many edit-distance cells have been computed since the process started (tests count work with it). */
export const distanceCellsComputed = (): number => cellsComputed;

/** Edit distance (insertions, deletions, substitutions) between two strings, case-insensitive. */
export function levenshtein(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++)
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1)));
    prev = row;
  }
  cellsComputed += s.length * t.length;
  return prev[t.length]!;
}

/** The distance between a (possibly huge) mistyped name and a known one, both cut to a bounded length. */
const boundedDistance = (name: string, known: string): number =>
  levenshtein(name.slice(0, MAX_COMPARED_LENGTH), known.slice(0, MAX_COMPARED_LENGTH));

/**
 * The `count` known names nearest to `name`, nearest first (ties in the order given). Each
 * distance is computed once, on names cut to MAX_COMPARED_LENGTH, so the work is linear in the
 * number of known names whatever the length of `name`.
 */
export function nearestNames(name: string, known: Iterable<string>, count: number): string[] {
  const scored = [...known].map((k, order) => ({ k, order, d: boundedDistance(name, k) }));
  scored.sort((x, y) => x.d - y.d || x.order - y.order);
  return scored.slice(0, count).map((s) => s.k);
}

/**
 * The known name nearest to a mistyped one, when it is near enough to be what was meant: within
 * a third of the longer name's length (so "turn.advanse" finds "turn.advance", and an unrelated
 * word finds nothing rather than a random suggestion).
 */
export function didYouMean(name: string, known: Iterable<string>): string | undefined {
  if (name.length > MAX_COMPARED_LENGTH) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = boundedDistance(name, k);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  return bestDistance <= Math.max(2, Math.ceil(Math.max(name.length, best.length) / 3)) ? best : undefined;
}

/** " (did you mean X?)" when a known name is near `name`, else "". */
export function suggestion(name: string, known: Iterable<string>, quote = (s: string) => `"${s}"`): string {
  const near = didYouMean(name, known);
  return near === undefined ? '' : ` (did you mean ${quote(near)}?)`;
}
