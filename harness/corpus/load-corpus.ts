import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Fixture } from '../generated/fixture.js';
import { fromRoot } from '../paths.js';
import type { Diagnostic } from './diagnostic.js';
import { JsonSource } from './json-source.js';
import { FIXTURE_LIMITS, readCorpusFileSync, type TextFile } from '../model/read-text-file.js';
import { validateAgainst } from '../model/schema-validator.js';

export interface LoadedFixture {
  /** Path as given to the user (relative to the current directory when inside it). */
  file: string;
  fixture: Fixture;
  /** SHA-256 of the file's exact bytes, for the corpus hash. */
  hash: string;
  /** Line and column of a JSON pointer in the file (re-reads the file: only used for diagnostics). */
  locate(pointer: string): { line: number; column: number };
}

export interface LoadedCorpus {
  root: string;
  fixtures: LoadedFixture[];
  diagnostics: Diagnostic[];
}

/** Data files and folders at the top of fixtures/ that are not fixtures. */
const NOT_FIXTURES = new Set(['sources', 'cards', 'manifest.json']);

export const defaultFixturesDir = (): string => fromRoot('fixtures');

/**
 * Every `*.json` file at any depth under root, as the glob this replaces matched them (no dot files,
 * no directories), without the sources index, the card catalogue and the manifest. It walks real
 * directories only (a symbolic link to a directory is listed, not followed, so a loop cannot trap
 * it); every other entry is a candidate, so a FIFO or a dangling or looping link is found and the
 * reader refuses it with a reason. A folder that cannot be listed is skipped, as glob skipped it.
 * Hand-written because glob took a tenth of a second to load and walk the 1,262 files this lists in
 * a fiftieth.
 */
export async function discoverFixtureFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = (dir: string, rel: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || (rel === '' && NOT_FIXTURES.has(e.name))) continue;
      const relative = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) walk(path.join(dir, e.name), relative);
      else if (e.name.endsWith('.json')) found.push(relative);
    }
  };
  walk(root, '');
  return Promise.resolve(found.sort().map((f) => path.join(root, f)));
}

export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/** Reads, parses and schema-validates every fixture file. Files with errors are reported and left out. */
export async function loadCorpus(root: string = defaultFixturesDir()): Promise<LoadedCorpus> {
  const files = await discoverFixtureFiles(root);
  const diagnostics: Diagnostic[] = [];
  const fixtures: LoadedFixture[] = [];
  // One file at a time, synchronously: only one file's text is held at once, and the reads are small
  // local ones (readCorpusFileSync says why not through the promise API).
  for (const absolute of files) loadOne(absolute, readCorpusFileSync(absolute));
  function loadOne(absolute: string, read: TextFile): void {
    const file = displayPath(absolute);
    if (!read.ok) {
      diagnostics.push({
        file,
        line: read.problem.line,
        column: read.problem.column,
        pointer: '',
        message: `the file ${read.problem.message}`,
        rule: 'file',
      });
      return;
    }
    const parsed = JsonSource.parse(read.text, FIXTURE_LIMITS.maxDepth);
    if (!parsed.source) {
      for (const e of parsed.errors)
        diagnostics.push({
          file,
          line: e.line,
          column: e.column,
          pointer: e.pointer,
          message: e.message,
          rule: 'json',
        });
      return;
    }
    const source = parsed.source;
    const problems = validateAgainst('fixture.schema.json', source.value);
    for (const p of problems)
      diagnostics.push({ file, ...source.locate(p.pointer), pointer: p.pointer, message: p.message, rule: 'schema' });
    if (problems.length === 0) {
      // The text is not kept: diagnostics found later re-read the file to locate themselves.
      const hash = createHash('sha256').update(read.bytes).digest('hex');
      const locate = (pointer: string) => {
        // The file passed the guarded read moments ago; if it has been replaced since, point at its start.
        let again: JsonSource | undefined;
        try {
          again = JsonSource.parse(readFileSync(absolute, 'utf8'), FIXTURE_LIMITS.maxDepth).source;
        } catch {
          again = undefined;
        }
        return again ? again.locate(pointer) : { line: 1, column: 1 };
      };
      fixtures.push({ file, fixture: source.value as Fixture, hash, locate });
    }
  }
  return { root, fixtures, diagnostics };
}
