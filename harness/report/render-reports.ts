import { readFile } from 'node:fs/promises';
import type { RunReport } from '../generated/report.js';
import { writeFileAtomic } from '../model/atomic-file.js';
import { RENDERERS } from './formats.js';

/** Renders a JSON report written by the run into each requested format (one results model, many views). */
export async function renderSavedReport(
  jsonFile: string,
  requests: readonly { format: string; file: string }[],
): Promise<void> {
  if (requests.length === 0) return;
  const report = JSON.parse(await readFile(jsonFile, 'utf8')) as RunReport;
  for (const r of requests) await writeFileAtomic(r.file, RENDERERS.get(r.format)!(report));
}
