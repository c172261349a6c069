import { parseTree, findNodeAtLocation, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/** A parsed JSON document that remembers where each value came from, so that errors found later
 * (by the schema, by lint, by the checker) can name line:column instead of just a pointer. */
export class JsonSource {
  readonly value: unknown;
  private readonly root: Node | undefined;
  private readonly lineStarts: number[];

  private constructor(readonly text: string, root: Node | undefined, value: unknown) {
    this.root = root;
    this.value = value;
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  /** Parses strict JSON. Returns the syntax errors (with offsets) instead of throwing. */
  static parse(text: string): { source?: JsonSource; errors: { offset: number; message: string; line: number; column: number }[] } {
    const errors: ParseError[] = [];
    const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
    const probe = new JsonSource(text, root, undefined);
    if (errors.length > 0 || !root) {
      const list: { error: number; offset: number }[] = errors.length > 0 ? errors : [{ error: 0, offset: 0 }];
      return {
        errors: list.map((e) => ({ offset: e.offset, message: errors.length ? describeParseError(printParseErrorCode(e.error as ParseError['error'])) : 'empty document', ...probe.position(e.offset) })),
      };
    }
    // JSON.parse gives exactly the values the schema validator expects (jsonc-parser's tree is only for locations).
    return { source: new JsonSource(text, root, JSON.parse(text)), errors: [] };
  }

  /** 1-based line and column of a character offset. */
  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
  }

  /** Location of the value at a JSON pointer; falls back to the nearest existing ancestor. */
  locate(pointer: string): { line: number; column: number } {
    if (!this.root) return { line: 1, column: 1 };
    const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (let n = segments.length; n >= 0; n--) {
      const pathSegs = segments.slice(0, n).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      const node = findNodeAtLocation(this.root, pathSegs);
      // For an object member, point at its key: that is where an editor should put the cursor.
      if (node) return this.position(node.parent?.type === 'property' ? node.parent.offset : node.offset);
    }
    return this.position(this.root.offset);
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
