// Reads and writes the three files of the sources data an import changes (editions, meanings, related
// rules). Writing is all or nothing as far as a file system allows: every new file is written beside its
// target first, and only when all are written are they renamed into place.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateAgainst } from '../model/schema-validator.js';
import { SOURCE_FILES } from '../sources/load-sources.js';
import { ImportRefused } from './import-errors.js';
import type { SourcesData } from './plan-import.js';

const FILES = {
  editions: SOURCE_FILES.editions,
  meanings: SOURCE_FILES.meanings,
  related: SOURCE_FILES.relatedRules,
} as const satisfies Record<keyof SourcesData, string>;

/** The index's layout: 2-space JSON and a final newline (what a person editing it by hand keeps too). */
export const formatSourcesJson = (value: unknown): string => JSON.stringify(value, null, 2) + '\n';

/** Refuses data that does not match schema/sources.schema.json, naming the file and the place. */
function checkSchema(full: string, value: unknown, doing: string): void {
  const [problem] = validateAgainst('sources.schema.json', value);
  if (problem)
    throw new ImportRefused(
      `${doing} ${full}: at ${problem.pointer || '/'}: ${problem.message} (schema/sources.schema.json)`,
    );
}

export function readSourcesData(dir: string): SourcesData {
  const read = (file: string): unknown => {
    const full = path.join(dir, file);
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(full, 'utf8'));
    } catch (e) {
      throw new ImportRefused(`cannot read ${full}: ${e instanceof Error ? e.message : String(e)}`);
    }
    checkSchema(full, value, 'cannot use');
    return value;
  };
  return {
    editions: read(FILES.editions) as SourcesData['editions'],
    meanings: read(FILES.meanings) as SourcesData['meanings'],
    related: read(FILES.related) as SourcesData['related'],
  };
}

/** Writes the files whose content changed; returns their names. */
export function writeSourcesData(dir: string, before: SourcesData, after: SourcesData): string[] {
  const changed = (Object.keys(FILES) as (keyof SourcesData)[])
    .map((key) => ({
      file: path.join(dir, FILES[key]),
      text: formatSourcesJson(after[key]),
      was: formatSourcesJson(before[key]),
    }))
    .filter((f) => f.text !== f.was);
  for (const key of Object.keys(FILES) as (keyof SourcesData)[])
    checkSchema(path.join(dir, FILES[key]), after[key], 'nothing written: the import would break');
  const temps = changed.map((f) => ({ ...f, tmp: `${f.file}.${process.pid}.tmp` }));
  try {
    for (const t of temps) writeFileSync(t.tmp, t.text);
  } catch (e) {
    for (const t of temps) rmSync(t.tmp, { force: true });
    throw new ImportRefused(`cannot write the sources data in ${dir}: ${e instanceof Error ? e.message : String(e)}`);
  }
  for (const t of temps) renameSync(t.tmp, t.file);
  return changed.map((f) => path.basename(f.file));
}
