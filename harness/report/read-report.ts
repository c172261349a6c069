import { readFile } from 'node:fs/promises';
import { UsageError } from '../errors.js';
import { validateAgainst } from '../corpus/schema-validator.js';
import type { RunReport } from '../generated/report.js';

/** Reads a JSON report written by `run` and checks it against schema/report.schema.json; an unreadable
 * or foreign file is a usage error (exit 2), never mistaken for an empty or passing run. */
export async function readReport(file: string): Promise<RunReport> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read the report ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`the report ${file} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const problems = validateAgainst('report.schema.json', data);
  if (problems.length > 0) throw new UsageError(`${file} is not a phasing-cts JSON report (schema/report.schema.json):\n${problems.slice(0, 10).map((p) => `  ${p.pointer || '/'}: ${p.message}`).join('\n')}`);
  return data as RunReport;
}
