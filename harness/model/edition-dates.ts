// The edition model's two facts about dates, in one place: whether a date lies in a half-open range of
// effective dates ({from, before}: from inclusive, before exclusive, either end open when absent), and which
// edition is in force on a date (the latest that took effect on or before it). Fixture ranges, an engine's
// declared editions, related rules' since/until and history spans, the reference engine's rule switches and
// every "which edition is this date" question go through these two functions.

/** A half-open range of dates: `from` inclusive (open when absent), `before` exclusive (open when absent). */
export interface DateRange {
  from?: string | undefined;
  before?: string | undefined;
}

/** Whether `date` lies in the range (YYYY-MM-DD strings compare as dates). */
export function inDateRange(date: string, range: DateRange): boolean {
  return (range.from === undefined || range.from <= date) && (range.before === undefined || date < range.before);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a YYYY-MM-DD date. */
export const isDate = (s: string): boolean => DATE.test(s);

/**
 * The edition in force on a date: the latest of `editions` (effective dates, or objects with a `date`, in any
 * order) that took effect on or before it; undefined before the earliest.
 */
export function editionInForceOn<T extends string | { date: string }>(
  editions: readonly T[],
  date: string,
): T | undefined {
  let found: T | undefined;
  let foundDate = '';
  for (const e of editions) {
    const d = typeof e === 'string' ? e : e.date;
    if (d <= date && d >= foundDate) {
      found = e;
      foundDate = d;
    }
  }
  return found;
}
