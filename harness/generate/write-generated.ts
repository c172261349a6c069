import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fromRoot } from '../paths.js';
import { expandFamily, fixtureText } from './expand.js';
import type { Family } from './family.js';
import { FAMILIES } from './families/index.js';

export const GENERATED_DIR = (): string => fromRoot('fixtures', 'generated');

/** Every file the generator owns, relative to fixtures/generated/, with its text. */
export function generatedFiles(families: readonly Family[] = FAMILIES): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of families) {
    for (const cell of expandFamily(family))
      if (cell.fixture) files.set(`${family.id}/${cell.fixture.id}.json`, fixtureText(cell.fixture));
  }
  return files;
}

/** The JSON files under fixtures/generated/ as committed, relative paths with their text. */
export async function committedFiles(dir = GENERATED_DIR()): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const families = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const d of families) {
    if (!d.isDirectory()) continue;
    for (const f of await readdir(path.join(dir, d.name))) {
      if (f.endsWith('.json')) files.set(`${d.name}/${f}`, await readFile(path.join(dir, d.name, f), 'utf8'));
    }
  }
  return files;
}

/** What differs between the committed files and the generator's output: one line per file. */
export function staleness(committed: Map<string, string>, generated: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, text] of generated) {
    const now = committed.get(file);
    if (now === undefined) out.push(`missing: fixtures/generated/${file}`);
    else if (now !== text) out.push(`differs: fixtures/generated/${file}`);
  }
  for (const file of committed.keys()) if (!generated.has(file)) out.push(`not generated: fixtures/generated/${file}`);
  return out;
}

/** Writes every generated fixture and removes files the generator no longer writes. */
export async function writeGenerated(dir = GENERATED_DIR()): Promise<{ written: number; removed: number }> {
  const generated = generatedFiles();
  const committed = await committedFiles(dir);
  let written = 0;
  let removed = 0;
  for (const [file, text] of generated) {
    if (committed.get(file) === text) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
    written++;
  }
  for (const file of committed.keys()) {
    if (generated.has(file)) continue;
    await rm(path.join(dir, file));
    removed++;
  }
  return { written, removed };
}
