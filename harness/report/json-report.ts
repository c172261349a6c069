import type { FixtureResult, RunReport } from '../generated/report.js';
import { AtomicStream } from '../model/atomic-file.js';
import { spanEditions } from '../model/edition-spans.js';
import { REPORT_VERSION } from './report-version.js';

/**
 * Rows are gathered into chunks of about this many characters before they are written: one stream
 * write per row (1,313 for the shipped corpus, about 800 bytes each) cost a whole-corpus run over
 * a hundred milliseconds of stream bookkeeping and writev calls on a loaded machine. A chunk bounds
 * what is held, so the report still streams: a run of 100,000 fixtures holds one chunk at a time.
 */
const CHUNK_CHARS = 64 * 1024;

/**
 * The file stream buffers up to four chunks: with Node's default of 16 KB every chunk filled the
 * buffer, and the run waited, its engine idle, until the disk had taken each one.
 */
const STREAM_BUFFER_BYTES = 4 * CHUNK_CHARS;

/**
 * Streams a RunReport to a file: results are written as they arrive, a chunk at a time; the header
 * and summary, known only at the end, follow them (object key order carries no meaning in JSON).
 */
export class JsonReportWriter {
  private first = true;
  /** Rows not yet written, in order. */
  private pending: string[] = [];
  private pendingChars = 0;

  private constructor(private readonly out: AtomicStream) {}

  static async open(file: string): Promise<JsonReportWriter> {
    const out = await AtomicStream.open(file, { highWaterMark: STREAM_BUFFER_BYTES });
    await out.write(`{\n  "reportVersion": ${REPORT_VERSION},\n  "results": [`);
    return new JsonReportWriter(out);
  }

  /** Writes a row; a compact row's editions as spans of `runEditions` (the run's editions, in order). */
  async result(row: FixtureResult, runEditions: readonly string[]): Promise<void> {
    const r = row.editions
      ? { ...row, editions: spanEditions(row.editions, runEditions) as [string, ...string[]] }
      : row;
    // Decide the separator and take the row before awaiting: results may arrive in a burst (several
    // jobs' results released at once in corpus order), each call starting before the previous one's
    // write resolves.
    const text = `${this.first ? '\n' : ',\n'}    ${JSON.stringify(r)}`;
    this.first = false;
    this.pending.push(text);
    this.pendingChars += text.length;
    if (this.pendingChars >= CHUNK_CHARS) await this.out.write(this.takePending());
  }

  async finish(rest: Omit<RunReport, 'reportVersion' | 'results'>): Promise<void> {
    await this.out.write(
      `${this.takePending()}${this.first ? '' : '\n  '}],\n  "suite": ${JSON.stringify(rest.suite)},\n  "run": ${JSON.stringify(rest.run)},\n  "summary": ${JSON.stringify(rest.summary)}${rest.baseline ? `,\n  "baseline": ${JSON.stringify(rest.baseline)}` : ''}\n}\n`,
    );
    await this.out.commit();
  }

  abort(): Promise<void> {
    this.takePending();
    return this.out.abort();
  }

  /** The rows gathered so far, as one string, and the chunk emptied. */
  private takePending(): string {
    const text = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    return text;
  }
}
