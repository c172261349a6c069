import { isUtf8 } from 'node:buffer';
import { firstInvalidUtf8 } from '../../harness/model/read-text-file.js';

/**
 * Splits an engine's standard output into lines. One protocol message is one line, so the only bytes
 * ever held are the current unfinished line, and that is capped: an engine that writes without end
 * (a runaway loop, a binary dump) costs one overflow, not the harness's memory.
 */
export class LineSplitter {
  private parts: Buffer[] = [];
  private buffered = 0;
  private overflowed = false;

  constructor(
    private readonly maxLineBytes: number,
    /** `invalidUtf8At`: the offset in the line's bytes of the first byte that is not UTF-8, when there is one. */
    private readonly onLine: (line: string, invalidUtf8At?: number) => void,
    private readonly onOverflow: (bufferedBytes: number) => void,
  ) {}

  push(chunk: Buffer): void {
    // After an overflow the stream has lost its framing; the owner kills the engine, and nothing
    // after that point is meaningful.
    if (this.overflowed) return;
    let start = 0;
    for (;;) {
      // Splitting on the byte 0x0A is safe before decoding: it never occurs inside a multi-byte UTF-8 sequence.
      const nl = chunk.indexOf(0x0a, start);
      const end = nl === -1 ? chunk.length : nl;
      if (this.buffered + (end - start) > this.maxLineBytes) {
        this.overflowed = true;
        const total = this.buffered + (end - start);
        this.parts = [];
        this.buffered = 0;
        this.onOverflow(total);
        return;
      }
      if (nl === -1) {
        if (end > start) {
          this.parts.push(chunk.subarray(start, end));
          this.buffered += end - start;
        }
        return;
      }
      const bytes = Buffer.concat([...this.parts, chunk.subarray(start, nl)]);
      const invalidUtf8At = isUtf8(bytes) ? undefined : firstInvalidUtf8(bytes);
      const line = bytes.toString('utf8');
      this.parts = [];
      this.buffered = 0;
      start = nl + 1;
      // Tolerate CRLF (engines on Windows, or print() in text mode) and blank lines.
      const text = line.endsWith('\r') ? line.slice(0, -1) : line;
      if (text.trim() !== '') this.onLine(text, invalidUtf8At);
    }
  }

  /** Bytes of an unfinished last line (when the stream ends, they were never a message). */
  pendingBytes(): number {
    return this.buffered;
  }
}
