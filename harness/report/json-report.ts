import type { FixtureResult, RunReport } from '../generated/report.js';
import { AtomicStream } from '../model/atomic-file.js';

/**
 * Streams a RunReport to a file: results are written as they arrive; the header and summary, known
 * only at the end, follow them (object key order carries no meaning in JSON).
 */
export class JsonReportWriter {
  private first = true;

  private constructor(private readonly out: AtomicStream) {}

  static async open(file: string): Promise<JsonReportWriter> {
    const out = await AtomicStream.open(file);
    await out.write('{\n  "reportVersion": 1,\n  "results": [');
    return new JsonReportWriter(out);
  }

  async result(r: FixtureResult): Promise<void> {
    // Decide the separator before awaiting: results may arrive in a burst (several jobs' results
    // released at once in corpus order), each call starting before the previous one's write resolves.
    const separator = this.first ? '\n' : ',\n';
    this.first = false;
    await this.out.write(`${separator}    ${JSON.stringify(r)}`);
  }

  async finish(rest: Omit<RunReport, 'reportVersion' | 'results'>): Promise<void> {
    await this.out.write(
      `${this.first ? '' : '\n  '}],\n  "suite": ${JSON.stringify(rest.suite)},\n  "run": ${JSON.stringify(rest.run)},\n  "summary": ${JSON.stringify(rest.summary)}${rest.baseline ? `,\n  "baseline": ${JSON.stringify(rest.baseline)}` : ''}\n}\n`,
    );
    await this.out.commit();
  }

  abort(): Promise<void> {
    return this.out.abort();
  }
}
