import path from 'node:path';
import type { RunReport } from '../generated/report.js';
import { writeFileAtomic } from '../model/atomic-file.js';
import { renderedFormats, rendererFor } from '../report/formats.js';
import { renderComparisonHtml } from '../report/html/html-report.js';
import { engineName } from '../report/report-model.js';
import { readReport } from '../report/read-report.js';
import { UsageError } from '../errors.js';

export interface ReportCommandOptions {
  out?: string;
}

/**
 * `phasing-cts report FORMAT [--out FILE] REPORT.json...`: renders saved JSON reports again (any
 * format, from one report), or, for html with several reports, an engine comparison page.
 * Without --out the result goes to stdout.
 */
export async function reportCommand(format: string, files: string[], opts: ReportCommandOptions): Promise<number> {
  const render = await rendererFor(format);
  if (!render) throw new UsageError(`unknown report format "${format}" (known: ${renderedFormats().join(', ')})`);
  if (files.length === 0)
    throw new UsageError('report expects at least one JSON report written by `phasing-cts run --json FILE`');
  if (files.length > 1 && format !== 'html')
    throw new UsageError(
      `several reports can only be compared as html (got ${files.length} reports for ${format}); use \`phasing-cts compare OLD NEW\` for a per-fixture diff`,
    );
  const reports = await Promise.all(files.map(readReport));
  const text = reports.length === 1 ? render(reports[0]!) : renderComparisonHtml(labelled(files, reports));
  if (opts.out) await writeFileAtomic(opts.out, text);
  else process.stdout.write(text);
  return 0;
}

/** Column labels: the engine's name and version, with the file name added where two would read the same. */
function labelled(files: string[], reports: RunReport[]): { label: string; report: RunReport }[] {
  const base = reports.map((r) => `${engineName(r)} ${r.run.engine.version}`);
  return reports.map((report, i) => ({
    report,
    label: base.filter((b) => b === base[i]).length > 1 ? `${base[i]} (${path.basename(files[i]!)})` : base[i]!,
  }));
}
