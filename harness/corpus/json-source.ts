import { parseTree, findNodeAtLocation, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/** A parsed JSON document that remembers where each value came from, so that errors found later
 * (by the schema, by lint, by the checker) can name line:column instead of just a pointer. */
export class JsonSource {
  readonly value: unknown;
  private tree: Node | undefined | null = null;
  private lineStarts: number[] | undefined;

  private constructor(readonly text: string, value: unknown) {
    this.value = value;
  }

  /**
   * Parses strict JSON. The fast path is JSON.parse; the location tree is only built when an error
   * has to be located (a 100,000-fixture corpus must not pay for it). Syntax errors come back with
   * offsets instead of being thrown.
   */
  static parse(text: string): { source?: JsonSource; errors: { offset: number; message: string; line: number; column: number }[] } {
    try {
      return { source: new JsonSource(text, JSON.parse(text)), errors: [] };
    } catch {
      const probe = new JsonSource(text, undefined);
      const errors: ParseError[] = [];
      parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
      const list: { error: number; offset: number }[] = errors.length > 0 ? errors : [{ error: 0, offset: 0 }];
      return {
        errors: list.map((e) => ({ offset: e.offset, message: errors.length ? describeParseError(printParseErrorCode(e.error as ParseError['error'])) : 'empty or invalid document', ...probe.position(e.offset) })),
      };
    }
  }

  /** 1-based line and column of a character offset. */
  position(offset: number): { line: number; column: number } {
    if (!this.lineStarts) {
      this.lineStarts = [0];
      for (let i = 0; i < this.text.length; i++) if (this.text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    }
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }

  /** Location of the value at a JSON pointer; falls back to the nearest existing ancestor. */
  locate(pointer: string): { line: number; column: number } {
    if (this.tree === null) this.tree = parseTree(this.text, [], { allowTrailingComma: false, disallowComments: true });
    const root = this.tree;
    if (!root) return { line: 1, column: 1 };
    const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (let n = segments.length; n >= 0; n--) {
      const pathSegs = segments.slice(0, n).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      const node = findNodeAtLocation(root, pathSegs);
      // For an object member, point at its key: that is where an editor should put the cursor.
      if (node) return this.position(node.parent?.type === 'property' ? node.parent.offset : node.offset);
    }
    return this.position(root.offset);
  }
}

function describeParseError(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'invalid character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: "expected ':'",
    CommaExpected: "expected ',' or a closing bracket",
    CloseBraceExpected: "expected '}'",
    CloseBracketExpected: "expected ']'",
    EndOfFileExpected: 'expected the end of the document',
    InvalidCommentToken: 'comments are not allowed in fixtures',
    UnexpectedEndOfComment: 'unterminated comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid unicode escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'invalid character in string',
  };
  return `JSON syntax error: ${words[code] ?? code}`;
}
