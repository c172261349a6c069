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
  return prev[t.length]!;
}

/**
 * The known name nearest to a mistyped one, when it is near enough to be what was meant: within
 * a third of the longer name's length (so "turn.advanse" finds "turn.advance", and an unrelated
 * word finds nothing rather than a random suggestion).
 */
export function didYouMean(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = levenshtein(name, k);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  return bestDistance <= Math.max(2, Math.ceil(Math.max(name.length, best.length) / 3)) ? best : undefined;
}
