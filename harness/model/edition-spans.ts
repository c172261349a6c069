/**
 * Edition lists as written in a JSON report since reportVersion 2: a run of editions that are
 * consecutive in the run's own list (`run.editions`) is one item "FIRST/LAST", a lone edition is its
 * date. A fixture applies to a contiguous run of editions unless a meaning it cites changed, so a
 * compact row over 56 editions is one item instead of 56 dates (1.2 KB a row in a full run).
 * In memory every list stays whole; only the file holds spans.
 */

/** The separator of a span, as in an ISO 8601 interval ("2017-08-25/2026-08-07"). */
const SPAN = '/';

/** Writes `editions` (each in `runEditions`, in its order) as spans of consecutive run editions. */
export function spanEditions(editions: readonly string[], runEditions: readonly string[]): string[] {
  const position = new Map(runEditions.map((e, i) => [e, i]));
  const out: string[] = [];
  let first: string | undefined;
  let last: string | undefined;
  const close = () => {
    if (first !== undefined) out.push(first === last ? first : `${first}${SPAN}${last}`);
  };
  for (const e of editions) {
    const at = position.get(e);
    if (at !== undefined && last !== undefined && position.get(last) === at - 1) {
      last = e;
      continue;
    }
    close();
    first = last = undefined;
    // An edition outside the run's list cannot be part of a span: it is written as itself.
    if (at === undefined) out.push(e);
    else first = last = e;
  }
  close();
  return out;
}

/**
 * The editions `items` stand for, each span expanded over `runEditions`; a problem is returned as
 * one line naming the item and what was expected (the caller names the file and place).
 */
export function unspanEditions(
  items: readonly string[],
  runEditions: readonly string[],
): { editions: string[] } | { problem: string } {
  const out: string[] = [];
  for (const item of items) {
    const cut = item.indexOf(SPAN);
    if (cut < 0) {
      out.push(item);
      continue;
    }
    const first = item.slice(0, cut);
    const last = item.slice(cut + 1);
    const from = runEditions.indexOf(first);
    const to = runEditions.indexOf(last);
    if (from < 0 || to < 0)
      return { problem: `"${item}" names ${from < 0 ? first : last}, which is not in run.editions` };
    if (to <= from) return { problem: `"${item}" ends before it starts in run.editions` };
    out.push(...runEditions.slice(from, to + 1));
  }
  return { editions: out };
}
