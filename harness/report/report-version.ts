import { UsageError } from '../errors.js';
import type { RunReport } from '../generated/report.js';
import { unspanEditions } from '../model/edition-spans.js';

/**
 * The JSON report's format version. 2 (0.3.0): a compact row's `editions` holds runs of editions
 * consecutive in `run.editions` as "FIRST/LAST" (harness/model/edition-spans.ts); a reader of version
 * 1 would take such an item for one edition, so the version changed.
 */
export const REPORT_VERSION = 2;

/** Versions this phasing-cts reads: 1 lists every edition of a compact row, 2 writes spans. */
export const READABLE_REPORT_VERSIONS: readonly number[] = [1, 2];

/**
 * Refuses, in one line, a report of a version this phasing-cts does not read (a newer one, most
 * likely), before its schema would list every difference.
 */
export function checkReportVersion(data: unknown, file: string): void {
  if (typeof data !== 'object' || data === null || !('reportVersion' in data)) return; // the schema says what is missing
  const version = data.reportVersion;
  if (typeof version === 'number' && READABLE_REPORT_VERSIONS.includes(version)) return;
  throw new UsageError(
    `${file}: reportVersion ${JSON.stringify(version)} is not one this phasing-cts reads (${READABLE_REPORT_VERSIONS.join(', ')}); read it with the phasing-cts that wrote it, or upgrade`,
  );
}

/**
 * Gives every compact row its whole edition list again (in place), so that everything after reading
 * sees version 1's shape: spans are the file's business only. A span naming an edition the run did
 * not use is a usage error naming the row.
 */
export function expandEditionSpans(report: RunReport, file: string): RunReport {
  report.results.forEach((row, i) => {
    if (!row.editions) return;
    const read = unspanEditions(row.editions, report.run.editions);
    if ('problem' in read) throw new UsageError(`${file}: results[${i}].editions: ${read.problem}`);
    row.editions = read.editions as [string, ...string[]];
  });
  return report;
}
