import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { JsonReportWriter } from './json-report.js';
import { renderedFormats } from './formats.js';
import { renderSavedReport } from './render-reports.js';
import { runSuite, type RunSuiteOptions, type RunSuiteResult } from '../run/run-suite.js';

export { DEFAULT_TIMEOUT_MS, type RunScope, type RunFindings } from '../run/run-suite.js';

export interface ReportRequest {
  format: string;
  file: string;
}

export interface ExecuteRunOptions extends Omit<RunSuiteOptions, 'onRow'> {
  reports: ReportRequest[];
  /** @deprecated Ignored: the report's engine label is the adapter's own id (Adapter.id). */
  adapterLabel?: string;
}

export type ExecuteRunResult = RunSuiteResult;

/** `run`: the pipeline (runSuite) streaming the JSON report, then every other format rendered from it. */
export async function executeRun(o: ExecuteRunOptions): Promise<ExecuteRunResult> {
  for (const r of o.reports)
    if (r.format !== 'json' && !renderedFormats().includes(r.format))
      throw new UsageError(`unknown report format "${r.format}" (known: json, ${renderedFormats().join(', ')})`);
  const jsonTarget = o.reports.find((r) => r.format === 'json')?.file;
  const rendered = o.reports.filter((r) => r.format !== 'json');
  const scratch = !jsonTarget && rendered.length > 0 ? await mkdtemp(path.join(tmpdir(), 'phasing-cts-')) : undefined;
  const jsonFile = jsonTarget ?? (scratch ? path.join(scratch, 'report.json') : undefined);
  const writer = jsonFile ? await JsonReportWriter.open(jsonFile) : undefined;
  try {
    const result = await runSuite({
      ...o,
      ...(writer ? { onRow: (row, runEditions) => writer.result(row, runEditions) } : {}),
    });
    if (writer) await writer.finish(result.header);
    if (jsonFile) await renderSavedReport(jsonFile, rendered);
    return result;
  } catch (e) {
    await writer?.abort();
    throw e;
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}
