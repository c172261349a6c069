import type { FixtureResult, Outcome } from '../generated/report.js';

/** The part of a stream the progress line needs (process.stderr, or a fake in tests). */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): unknown;
}

/**
 * One updating line on a terminal for long runs: "[123/780] 120 pass, 3 fail … <current id>".
 * It draws only when the stream is a TTY, so CI logs and redirected output get nothing (an
 * updating line would leave hundreds of carriage-return fragments in a log file).
 */
export class ProgressLine {
  private readonly enabled: boolean;
  private total = 0;
  private done = 0;
  private readonly counts = new Map<Outcome, number>();
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly stream: ProgressStream,
    private readonly minIntervalMs = 80,
    private readonly now: () => number = Date.now,
  ) {
    this.enabled = stream.isTTY === true;
  }

  start(total: number): void {
    this.total = total;
  }

  tick(r: FixtureResult): void {
    this.done++;
    this.counts.set(r.outcome, (this.counts.get(r.outcome) ?? 0) + 1);
    if (!this.enabled) return;
    // Redrawing on every result would cost more than running a fast fixture; a few times a
    // second is enough for a person to see movement. The last result always draws.
    const t = this.now();
    if (this.done < this.total && t - this.lastDraw < this.minIntervalMs) return;
    this.lastDraw = t;
    this.draw(r.id);
  }

  /** Clears the line so that whatever is printed next starts on a clean line. */
  finish(): void {
    if (this.enabled && this.drawn) this.stream.write('\r\x1b[K');
    this.drawn = false;
  }

  private draw(current: string): void {
    const parts = [...this.counts.entries()].map(([o, n]) => `${n} ${o}`).join(', ');
    const text = `[${this.done}/${this.total}] ${parts} ${current}`;
    const width = Math.max(20, (this.stream.columns ?? 80) - 1);
    this.stream.write(`\r${text.length > width ? text.slice(0, width - 1) + '…' : text}\x1b[K`);
    this.drawn = true;
  }
}
