import { describe, expect, it } from 'vitest';
import { isTypeOnly } from './type-only.js';

describe('isTypeOnly', () => {
  it('holds for interfaces, type aliases, comments and imports used only as types', () => {
    const source = [
      '// A comment.',
      "import type { A } from './a.js';",
      "import { B } from './b.js';",
      'export interface C { a: A; b: B }',
      'export type D = C | undefined;',
      "export type { E } from './e.js';",
    ].join('\n');
    expect(isTypeOnly(source)).toBe(true);
  });

  it.each([
    ['a constant', 'export const LIMIT = 3;'],
    ['a function', 'export function f(): number { return 1; }'],
    ['an enum', 'export enum Step { Untap }'],
    ['a value re-export', "export { run } from './run.js';"],
    ['a side-effect import', "import './register.js';"],
    ['a bare statement', 'console.log(1);'],
  ])('fails for a file with %s', (_what, source) => {
    expect(isTypeOnly(`export interface T { a: number }\n${source}`)).toBe(false);
  });
});
