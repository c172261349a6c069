import { createRequire } from 'node:module';
import type * as JsoncParser from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';

let jsoncParser: typeof JsoncParser | undefined;
/**
 * jsonc-parser, loaded when a location or a syntax error is first wanted: a corpus of valid files
 * needs neither, and importing it cost every CLI start its six modules. It is CommonJS (its "main"),
 * so require returns, synchronously, the very module an import would.
 */
const jsonc = (): typeof JsoncParser =>
  (jsoncParser ??= createRequire(import.meta.url)('jsonc-parser') as typeof JsoncParser);

/** A parsed JSON document that remembers where each value came from, so that errors found later
 * (by the schema, by lint, by the checker) can name line:column instead of just a pointer. */
export class JsonSource {
  readonly value: unknown;
  private tree: Node | undefined | null = null;
  private lineStarts: number[] | undefined;

  private constructor(
    readonly text: string,
    value: unknown,
  ) {
    this.value = value;
  }

  /**
   * Parses strict JSON. The fast path is JSON.parse; the location tree is only built when an error
   * has to be located (a 100,000-fixture corpus must not pay for it). Syntax errors come back with
   * offsets instead of being thrown. Before parsing, one pass without recursion bounds the nesting
   * depth (so nothing recursive later, the location parser included, can exhaust the stack); after
   * it, the same pass's duplicate keys are errors: JSON.parse would keep the last silently.
   */
  static parse(
    text: string,
    maxDepth: number = Number.POSITIVE_INFINITY,
  ): { source?: JsonSource; errors: JsonError[] } {
    const probe = new JsonSource(text, undefined);
    const structure = scanStructure(text, maxDepth);
    if (structure.tooDeepAt !== undefined) {
      return {
        errors: [
          {
            offset: structure.tooDeepAt,
            pointer: '',
            message: `nested more than ${maxDepth} levels deep (objects and arrays inside each other); a fixture needs far fewer (docs/FIXTURES.md, "Limits")`,
            ...probe.position(structure.tooDeepAt),
          },
        ],
      };
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const errors: ParseError[] = [];
      jsonc().parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
      // Only the first syntax error is the user's: the parser's recovery makes the others from it
      // ("expected a property name" then "expected a value" then "expected '}'" for one missing value).
      const list: { error: number; offset: number }[] =
        errors.length > 0 ? errors.slice(0, 1) : [{ error: 0, offset: 0 }];
      return {
        errors: list.map((e) => ({
          offset: e.offset,
          pointer: '',
          message: errors.length
            ? describeParseError(jsonc().printParseErrorCode(e.error as ParseError['error']))
            : 'empty or invalid document',
          ...probe.position(e.offset),
        })),
      };
    }
    // A repeated key is the only way the text can hold more keys than the parsed value: the costly
    // pass that finds where is run only then.
    const duplicates = structure.keys === countKeys(value) ? [] : scanStructure(text, maxDepth, true).duplicates;
    if (duplicates.length > 0) {
      return {
        errors: duplicates.map((d) => {
          const first = probe.position(d.firstOffset);
          return {
            offset: d.offset,
            pointer: d.pointer,
            message: `duplicate key ${JSON.stringify(d.key)}: the same object already has it at line ${first.line}:${first.column}; JSON readers keep only one of the two (JavaScript the last), so each key may appear once`,
            ...probe.position(d.offset),
          };
        }),
      };
    }
    return { source: new JsonSource(text, value), errors: [] };
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
    if (this.tree === null)
      this.tree = jsonc().parseTree(this.text, [], { allowTrailingComma: false, disallowComments: true });
    const root = this.tree;
    if (!root) return { line: 1, column: 1 };
    const segments =
      pointer === ''
        ? []
        : pointer
            .slice(1)
            .split('/')
            .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (let n = segments.length; n >= 0; n--) {
      const pathSegs = segments.slice(0, n).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      const node = jsonc().findNodeAtLocation(root, pathSegs);
      // For an object member, point at its key: that is where an editor should put the cursor.
      if (node) return this.position(node.parent?.type === 'property' ? node.parent.offset : node.offset);
    }
    return this.position(root.offset);
  }
}

export interface JsonError {
  offset: number;
  /** Where in the document, as a JSON pointer ('' for the document or when unknown). */
  pointer: string;
  message: string;
  line: number;
  column: number;
}

interface Frame {
  object: boolean;
  /** First offset of each key of an object, when duplicates are being looked for. */
  keys: Map<string, number> | undefined;
  /** The member being read: its key in an object, its index in an array. */
  at: string | number;
}

const escapePointer = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * One pass over the text with an explicit stack: the offset of the first bracket nested deeper than
 * `maxDepth`, and every key that repeats within its object (with its JSON pointer). The text may be
 * invalid JSON here; only the depth is relied on then, since JSON.parse decides validity.
 */
function scanStructure(
  text: string,
  maxDepth: number,
  findDuplicates = false,
): {
  tooDeepAt?: number;
  keys: number;
  duplicates: { offset: number; firstOffset: number; key: string; pointer: string }[];
} {
  const frames: Frame[] = [];
  const duplicates: { offset: number; firstOffset: number; key: string; pointer: string }[] = [];
  let keys = 0;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let end = i + 1;
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote === -1) return { keys, duplicates }; // unterminated: JSON.parse reports it
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
        end = quote + 1;
        if (backslashes % 2 === 0) break;
      }
      const top = frames[frames.length - 1];
      if (expectKey && !findDuplicates) {
        keys++;
        expectKey = false;
      } else if (expectKey && top?.keys) {
        let key = text.slice(i + 1, end - 1);
        if (key.includes('\\')) {
          try {
            key = JSON.parse(text.slice(i, end)) as string;
          } catch {
            /* invalid escape: JSON.parse reports it */
          }
        }
        const first = top.keys.get(key);
        if (first === undefined) top.keys.set(key, i);
        else
          duplicates.push({
            offset: i,
            firstOffset: first,
            key,
            pointer: [...frames.slice(0, -1).map((f) => f.at), key].map((s) => '/' + escapePointer(s)).join(''),
          });
        top.at = key;
        expectKey = false;
      }
      i = end - 1;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (frames.length >= maxDepth) return { tooDeepAt: i, keys, duplicates };
      frames.push({ object: c === 0x7b, keys: c === 0x7b && findDuplicates ? new Map() : undefined, at: 0 });
      expectKey = c === 0x7b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      frames.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      const top = frames[frames.length - 1];
      if (top?.object) expectKey = true;
      else if (top) top.at = (top.at as number) + 1;
    }
  }
  return { keys, duplicates };
}

/** Own keys of every object in a parsed value, counted without recursion. */
function countKeys(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const item of v) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    for (const key in v) {
      count++;
      const item = (v as Record<string, unknown>)[key];
      if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return count;
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
