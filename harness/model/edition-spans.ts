/**
 * Edition lists as written in a JSON report since reportVersion 2: a run of editions that are
 * consecutive in the run's own list (`run.editions`) is one item "FIRST/LAST", a lone edition is its
 * date. A fixture applies to a contiguous run of editions unless a meaning it cites changed, so a
 * compact row over 56 editions is one item instead of 56 dates (1.2 KB a row in a full run).
 * In memory every list stays whole; only the file holds spans.
 */

/** The separator of a span, as in an ISO 8601 interval ("2017-08-25/2026-08-07"). */
const SPAN = '/';

/**
 * The runs of `editions` that are consecutive in `runEditions`, as [first, last] positions in it (both
 * included); an edition outside `runEditions` can't be part of a run and stands as its date. The one
 * place a report's writers (JSON, EARL, JUnit and the HTML page) find spans.
 */
export function editionRuns(
  editions: readonly string[],
  runEditions: readonly string[],
): ([number, number] | string)[] {
  const position = new Map(runEditions.map((e, i) => [e, i]));
  const out: ([number, number] | string)[] = [];
  let open: [number, number] | undefined;
  for (const e of editions) {
    const at = position.get(e);
    if (at === undefined) {
      out.push(e);
      open = undefined;
    } else if (open && open[1] === at - 1) open[1] = at;
    else out.push((open = [at, at]));
  }
  return out;
}

/** Writes `editions` as spans of consecutive run editions: "FIRST/LAST", or a lone edition's date. */
export function spanEditions(editions: readonly string[], runEditions: readonly string[]): string[] {
  return editionRuns(editions, runEditions).map((run) => {
    if (typeof run === 'string') return run;
    const [first, last] = run;
    return first === last ? runEditions[first]! : `${runEditions[first]}${SPAN}${runEditions[last]}`;
  });
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
