import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { fromRoot } from './paths.js';

// No module under adapters/ or harness/ may reach itself through its imports, `import type` included:
// a cycle, even a type-only one, means two modules can't be understood (or moved) one without the
// other. The walk is small enough to keep here: read each file's relative import specifiers, resolve
// them to files, and list the strongly connected components (Tarjan) with more than one file.

/** The relative module specifiers a TypeScript file imports or re-exports (static, type-only, dynamic). */
function importSpecifiers(text: string): string[] {
  const out: string[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(/\b(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) out.push(m[1]!);
  return out;
}

/** The file a relative specifier names (`./x.js` is `./x.ts` in the sources), or undefined for a non-TS target. */
function resolve(fromFile: string, spec: string, exists: (f: string) => boolean): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  for (const candidate of [base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}/index.ts`])
    if (candidate.endsWith('.ts') && exists(candidate)) return candidate;
  return undefined;
}

/** The strongly connected components with a cycle (more than one file, or a file importing itself), each sorted. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  // Iterative, so a long import chain can't overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.edge < edges.length) {
        const to = edges[top.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) !== index.get(top.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== top.node);
      if (component.length > 1 || edges.includes(top.node)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The import graph of the TypeScript files under adapters/ and harness/, by repository-relative path. */
function sourceGraph(): Map<string, string[]> {
  const files = globSync('{adapters,harness}/**/*.ts', {
    cwd: fromRoot(),
    ignore: ['**/node_modules/**'],
    posix: true,
  });
  const known = new Set(files);
  const exists = (f: string) => known.has(f) || existsSync(fromRoot(f));
  const graph = new Map<string, string[]>();
  for (const file of files.sort()) {
    const targets = importSpecifiers(readFileSync(fromRoot(file), 'utf8'))
      .map((spec) => resolve(file, spec, exists))
      .filter((t): t is string => t !== undefined && known.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

describe('import cycles', () => {
  it('there are none under adapters/ and harness/, type-only imports included', () => {
    const graph = sourceGraph();
    expect(graph.size).toBeGreaterThan(100); // the walk found the sources
    expect(importCycles(graph)).toEqual([]);
  });

  it('would see the engine cycle come back: one type-only edge from the game interface to a job module', () => {
    const graph = sourceGraph();
    const iface = 'adapters/reference/engine/game-interface.ts';
    const zones = 'adapters/reference/engine/zones.ts';
    expect(graph.get(zones)).toContain(iface); // the job module names the game (`import type`)
    graph.set(iface, [...graph.get(iface)!, zones]);
    const cycles = importCycles(graph);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toEqual(expect.arrayContaining([iface, zones]));
  });

  it('reads static, type-only, re-exported, side-effect and dynamic imports, not comments', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      'import {',
      '  c,',
      "} from './c.js';",
      "export { d } from './d.js';",
      "export type * from './e.js';",
      "import './f.js';",
      "const g = await import('./g.js');",
      "import { h } from 'node:fs';",
      "// import { x } from './commented.js';",
      "/* import { y } from './block.js'; */",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './e.js', './f.js', './g.js']);
  });

  it('finds a cycle of any length and a self-import, and nothing in a graph without one', () => {
    const g = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(importCycles(g({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(importCycles(g({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(importCycles(g({ a: ['a'], b: [] }))).toEqual([['a']]);
    expect(importCycles(g({ x: ['y'], y: ['x'], p: ['q'], q: ['p'] }))).toEqual([
      ['p', 'q'],
      ['x', 'y'],
    ]);
  });
});
