import { readFileSync } from 'node:fs';
import { globSync } from 'glob';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fromRoot } from './paths.js';

const MAX_FILE_LINES = 500;
const MAX_FUNCTION_LINES = 80;

/**
 * Over the limits on purpose or for now, each with why. Generated types, tests and test-only helpers
 * (testing/ folders) are not counted. An entry that no longer exceeds its limit fails the test, so the
 * list only shrinks.
 */
const FILE_EXCEPTIONS: Record<string, string> = {};
const FUNCTION_EXCEPTIONS: Record<string, string> = {};

const sources = globSync('{harness,adapters}/**/*.ts', {
  cwd: fromRoot(),
  ignore: ['**/*.test.ts', '**/testing/**', 'harness/generated/**', '**/node_modules/**'],
  posix: true,
});

const lineCount = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** `file:name` and the number of lines of each function, method or arrow function in the file. */
function functionLengths(file: string, text: string): [string, number][] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: [string, number][] = [];
  const nameOf = (node: ts.Node): string => {
    const named = node as { name?: ts.Node };
    if (named.name && ts.isIdentifier(named.name)) return named.name.text;
    const parent = node.parent;
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
    if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
    return `<anonymous:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}>`;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push([`${file}:${nameOf(node)}`, end - start + 1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('size limits', () => {
  const files = sources.map((file) => [file, readFileSync(fromRoot(file), 'utf8')] as const);

  it(`no file over ${MAX_FILE_LINES} lines but the listed exceptions`, () => {
    const over = files
      .filter(([, text]) => lineCount(text) > MAX_FILE_LINES)
      .map(([f, text]) => `${f} (${lineCount(text)})`);
    expect(over.filter((o) => !(o.replace(/ \(\d+\)$/, '') in FILE_EXCEPTIONS))).toEqual([]);
    expect(Object.keys(FILE_EXCEPTIONS).filter((f) => !over.some((o) => o.startsWith(`${f} (`)))).toEqual([]);
  });

  it(`no function over ${MAX_FUNCTION_LINES} lines but the listed exceptions`, () => {
    const over = files.flatMap(([file, text]) => functionLengths(file, text).filter(([, n]) => n > MAX_FUNCTION_LINES));
    expect(over.filter(([key]) => !(key in FUNCTION_EXCEPTIONS)).map(([k, n]) => `${k} (${n})`)).toEqual([]);
    expect(Object.keys(FUNCTION_EXCEPTIONS).filter((k) => !over.some(([key]) => key === k))).toEqual([]);
  });
});
