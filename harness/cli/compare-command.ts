import { compareReports, formatComparison } from '../report/compare-reports.js';
import { readReport } from '../report/read-report.js';

export interface CompareCommandOptions {
  json?: boolean;
}

/** `phasing-cts compare OLD.json NEW.json`: per-fixture changes between two runs; exit 1 on any regression. */
export async function compareCommand(oldFile: string, newFile: string, opts: CompareCommandOptions): Promise<number> {
  const [older, newer] = await Promise.all([readReport(oldFile), readReport(newFile)]);
  const comparison = compareReports(older, newer);
  process.stdout.write(
    opts.json
      ? JSON.stringify(comparison, null, 2) + '\n'
      : formatComparison(comparison, { old: oldFile, new: newFile }) + '\n',
  );
  return comparison.counts.regression > 0 ? 1 : 0;
}
