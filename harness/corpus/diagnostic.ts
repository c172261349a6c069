/** A problem found in a corpus file, located precisely enough for an editor to jump to it. */
export interface Diagnostic {
  /** Path of the file, relative to the current directory when possible. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer (RFC 6901) of the offending value; "" for the whole document. */
  pointer: string;
  /** What was wrong and what was expected. */
  message: string;
  /** Which check produced it: "file" (unreadable, too large, not UTF-8), "json", "schema" or a lint rule name. */
  rule: string;
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.pointer === '' ? '' : ` at ${d.pointer}`;
  return `${d.file}:${d.line}:${d.column}: ${d.message}${where} [${d.rule}]`;
}
