import { readFile } from 'node:fs/promises';
import type { RunReport } from '../generated/report.js';
import { writeFileAtomic } from '../model/atomic-file.js';
import { rendererFor } from './formats.js';
import { expandEditionSpans } from './report-version.js';

/** Renders a JSON report written by the run into each requested format (one results model, many views). */
export async function renderSavedReport(
  jsonFile: string,
  requests: readonly { format: string; file: string }[],
): Promise<void> {
  if (requests.length === 0) return;
  // The run's own file, just written: not checked against the schema again, only its spans expanded.
  const report = expandEditionSpans(JSON.parse(await readFile(jsonFile, 'utf8')) as RunReport, jsonFile);
  for (const r of requests) {
    const render = await rendererFor(r.format);
    if (!render) throw new Error(`no renderer for the report format "${r.format}"`); // executeRun checked the formats
    await writeFileAtomic(r.file, render(report));
  }
}
