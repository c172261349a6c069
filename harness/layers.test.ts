import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { fromRoot } from './paths.js';

/**
 * The layers of the code, each folder's allowed imports written once. A folder is a directory directly
 * under harness/ or adapters/ (the reference engine's engine/, cards/ and faults/ are folders of their
 * own); `harness` is the loose files at harness/'s top, and `harness/index.ts` (the programmatic API,
 * which gathers everything) stands alone. A folder may import itself and what is listed here, nothing
 * else; a folder not listed fails, so a new one gets its row. Test files, and the helpers only tests use
 * (any `testing/` folder), may import anything.
 */
const LAYERS: Record<string, readonly string[]> = {
  'harness/generated': [],
  harness: ['harness/generated'],
  'harness/model': ['harness', 'harness/generated'],
  'harness/expectations': ['harness/model', 'harness/generated'],
  'harness/sources': ['harness', 'harness/model', 'harness/generated'],
  'harness/requirements': ['harness', 'harness/expectations', 'harness/model', 'harness/generated'],
  'harness/check': ['harness/expectations', 'harness/generated'],
  'harness/plan': ['harness/model'],
  'harness/corpus': [
    'harness',
    'harness/requirements',
    'harness/expectations',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  'harness/generate': [
    'harness',
    'harness/requirements',
    'harness/expectations',
    'harness/sources',
    'harness/generated',
  ],
  'harness/corpus-coverage': [
    'harness/generate',
    'harness/corpus',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  'harness/run': [
    'harness',
    'harness/check',
    'harness/corpus',
    'harness/requirements',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  'harness/reach': [
    'harness',
    'harness/run',
    'harness/corpus-coverage',
    'harness/corpus',
    'harness/requirements',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  'harness/rules-diff': ['harness/run', 'harness/corpus', 'harness/sources', 'harness/model', 'harness/generated'],
  'harness/explain': [
    'harness',
    'harness/run',
    'harness/corpus',
    'harness/requirements',
    'harness/expectations',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  'harness/report': [
    'harness',
    'harness/explain',
    'harness/plan',
    'harness/run',
    'harness/corpus',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  'harness/init': ['harness', 'harness/model'],
  'harness/scripts': ['harness', 'harness/corpus', 'harness/model'],
  'harness/vitest': ['harness', 'harness/report', 'harness/run', 'harness/model', 'harness/generated'],
  'adapters/stdio': ['harness', 'harness/model', 'harness/generated'],
  // The reference engine: rules (engine/) below cards and faults; nothing under engine/ names a card or a fault.
  'adapters/reference/engine': ['harness/model', 'harness/generated'],
  'adapters/reference/cards': ['adapters/reference/engine', 'harness/generated'],
  'adapters/reference/faults': ['adapters/reference/engine'],
  // The adapter, and the discrimination check that runs the corpus under each fault.
  'adapters/reference': [
    'adapters/reference/engine',
    'adapters/reference/cards',
    'adapters/reference/faults',
    'harness',
    'harness/run',
    'harness/corpus',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  // Maintainer tools: the scores ledger is written like any harness output (model/atomic-file, paths).
  'harness/mutation': [
    'adapters/reference',
    'harness',
    'harness/check',
    'harness/corpus',
    'harness/generated',
    'harness/model',
  ],
  'harness/index.ts': [
    'adapters/reference',
    'adapters/stdio',
    'harness',
    'harness/check',
    'harness/corpus',
    'harness/report',
    'harness/run',
    'harness/model',
    'harness/generated',
  ],
  // Reading an official rules text into the sources index.
  'harness/import-edition': ['harness', 'harness/sources', 'harness/model', 'harness/generated'],
  // The fuzzer plays the reference engine as the oracle and any engine as the subject.
  'harness/fuzz': [
    'adapters/reference',
    'adapters/stdio',
    'harness',
    'harness/check',
    'harness/corpus',
    'harness/expectations',
    'harness/requirements',
    'harness/run',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  // The command line is the top: nothing outside it imports it (the library is used without it), except
  // the bench, which runs the whole CLI in a child process on purpose.
  'harness/cli': [
    'adapters/reference',
    'adapters/stdio',
    'harness',
    'harness/corpus',
    'harness/corpus-coverage',
    'harness/explain',
    'harness/fuzz',
    'harness/import-edition',
    'harness/init',
    'harness/plan',
    'harness/reach',
    'harness/report',
    'harness/requirements',
    'harness/rules-diff',
    'harness/run',
    'harness/sources',
    'harness/model',
    'harness/generated',
  ],
  'harness/bench': [
    'harness/cli',
    'harness/fuzz',
    'harness/reach',
    'harness/sources',
    'adapters/reference',
    'adapters/stdio',
    'harness',
    'harness/corpus',
    'harness/run',
    'harness/model',
  ],
};

/** The folder a repository path belongs to, in the sense of LAYERS. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'adapters' && parts[1] === 'reference' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts.length > 2) return parts.slice(0, 2).join('/');
  return file === 'harness/index.ts' ? file : parts[0]!;
}

function importsOf(file: string): string[] {
  const text = readFileSync(fromRoot(file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
}

const sourceFiles = globSync('{harness,adapters}/**/*.{ts,mts}', {
  cwd: fromRoot(),
  ignore: ['**/*.test.ts', '**/testing/**', '**/node_modules/**'],
  posix: true,
});

describe('layers', () => {
  it('every folder under harness/ and adapters/ that holds code has its row', () => {
    const unlisted = [...new Set(sourceFiles.map(folderOf))].filter((f) => !(f in LAYERS));
    expect(unlisted, 'add a row to LAYERS in harness/layers.test.ts').toEqual([]);
    const stale = Object.keys(LAYERS).filter((f) => !existsSync(fromRoot(f)));
    expect(stale).toEqual([]);
  });

  it('every import goes to the folder itself or to one its row allows', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles) {
      const from = folderOf(file);
      for (const spec of importsOf(file)) {
        const to = folderOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
        if (to !== from && !LAYERS[from]?.includes(to)) offenders.push(`${file} (${from}) imports ${spec} (${to})`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the rows make no cycle: layers, not a web', () => {
    const cycles: string[] = [];
    const visit = (f: string, trail: string[]) => {
      if (trail.includes(f)) return void cycles.push([...trail.slice(trail.indexOf(f)), f].join(' -> '));
      for (const g of LAYERS[f] ?? []) visit(g, [...trail, f]);
    };
    for (const f of Object.keys(LAYERS)) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('no library module imports harness/cli/', () => {
    const users = Object.entries(LAYERS).filter(
      ([f, allowed]) => allowed.includes('harness/cli') && f !== 'harness/bench',
    );
    expect(users).toEqual([]);
  });

  it('tells folders apart as LAYERS means them', () => {
    expect(
      [
        'harness/paths.ts',
        'harness/index.ts',
        'harness/report/html/page.ts',
        'adapters/reference/engine/game.ts',
        'adapters/reference/index.ts',
        'adapters/stdio/server.ts',
      ].map(folderOf),
    ).toEqual([
      'harness',
      'harness/index.ts',
      'harness/report',
      'adapters/reference/engine',
      'adapters/reference',
      'adapters/stdio',
    ]);
  });
});
