import { readTextFile, type ReadLimits } from '../model/read-text-file.js';
import { UsageError } from '../errors.js';
import { validateAgainst } from '../model/schema-validator.js';
import type { RunReport } from '../generated/report.js';
import { checkReportVersion, expandEditionSpans } from './report-version.js';

/** A report is read whole, as one string: V8 cannot hold a string of more than 2**29 - 24 characters. */
const REPORT_FILE: ReadLimits = {
  maxBytes: 2 ** 29 - 24,
  what: 'a report',
  documented: 'the longest string Node.js can hold',
};

/** Reads a JSON report written by `run` (reportVersion 1 or 2) and checks it against
 * schema/report.schema.json; an unreadable or foreign file, or one of a version this phasing-cts does
 * not read, is a usage error (exit 2), never mistaken for an empty or passing run. Compact rows come
 * back with every edition listed, whichever version wrote them. */
export async function readReport(file: string): Promise<RunReport> {
  const read = await readTextFile(file, REPORT_FILE);
  if (!read.ok)
    throw new UsageError(
      `cannot read the report ${file}: the file ${read.problem.message}${read.problem.line > 1 || read.problem.column > 1 ? ` (line ${read.problem.line}, column ${read.problem.column})` : ''}`,
    );
  const text = read.text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`the report ${file} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  checkReportVersion(data, file);
  const problems = validateAgainst('report.schema.json', data);
  if (problems.length > 0)
    throw new UsageError(
      `${file} is not a phasing-cts JSON report (schema/report.schema.json):\n${problems
        .slice(0, 10)
        .map((p) => `  ${p.pointer || '/'}: ${p.message}`)
        .join('\n')}`,
    );
  return expandEditionSpans(data as RunReport, file);
}
