// The sources index as one value, loadable from another directory than fixtures/sources/, with the edition
// and related-rule look-ups that coverage and rules-diff need.
//
// Why not only load-sources.ts: its loaders always read the bundled fixtures/sources/ (cached per process).
// A maintainer preparing a new Comprehensive Rules edition may import it into a copy of the index first
// (`import-edition FILE --sources DIR`) and want `rules-diff` and `coverage` to read that copy (--sources DIR)
// before it replaces the bundled one; tests do the same with a hypothetical
// edition. So the functions here take the index as an argument instead of reading globals.
import { readSourcesText } from '../model/read-text-file.js';
import path from 'node:path';
import {
  SOURCE_FILES,
  loadBugs,
  loadEditions,
  loadInteractions,
  loadRelatedRules,
  loadReaders,
  loadRulings,
  type BugsFile,
  type Clause,
  type EditionGroup,
  type EditionsFile,
  type InteractionsFile,
  type ReadersFile,
  type RelatedRulesFile,
  type RulingsFile,
} from './load-sources.js';

export interface SourcesIndex {
  /** Where it was read from (for messages). */
  dir: string;
  editions: EditionsFile;
  related: RelatedRulesFile;
  rulings: RulingsFile;
  bugs: BugsFile;
  interactions: InteractionsFile;
  /** The rules that read permanents (readers.json). */
  readers: ReadersFile;
}

function readKind<T extends { kind: string }>(dir: string, file: string, kind: T['kind']): T {
  const full = path.join(dir, file);
  let data: T;
  try {
    data = JSON.parse(readSourcesText(full)) as T;
  } catch (e) {
    throw new Error(`cannot read the sources index file ${full}: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
  if (data.kind !== kind) throw new Error(`${full} has kind "${String(data.kind)}", expected "${kind}"`);
  return data;
}

/** The bundled sources index, or the one in `dir` (a directory laid out like fixtures/sources/). */
export function loadSourcesIndex(dir?: string): SourcesIndex {
  if (dir === undefined) {
    return {
      dir: 'fixtures/sources',
      editions: loadEditions(),
      related: loadRelatedRules(),
      rulings: loadRulings(),
      bugs: loadBugs(),
      interactions: loadInteractions(),
      readers: loadReaders(),
    };
  }
  return {
    dir,
    editions: readKind<EditionsFile>(dir, SOURCE_FILES.editions, 'editions'),
    related: readKind<RelatedRulesFile>(dir, SOURCE_FILES.relatedRules, 'related-rules'),
    rulings: readKind<RulingsFile>(dir, SOURCE_FILES.rulings, 'rulings'),
    bugs: readKind<BugsFile>(dir, SOURCE_FILES.bugs, 'bugs'),
    interactions: readKind<InteractionsFile>(dir, SOURCE_FILES.interactions, 'interactions'),
    readers: readKind<ReadersFile>(dir, SOURCE_FILES.readers, 'readers'),
  };
}

/** Effective dates of every edition, oldest first. */
export function editionDates(index: SourcesIndex): string[] {
  return index.editions.editions.map((e) => e.date).sort();
}

/** The edition group of an edition date (which must be an edition's effective date). */
export function groupOfEdition(index: SourcesIndex, date: string): EditionGroup {
  const edition = index.editions.editions.find((e) => e.date === date);
  if (!edition) throw new Error(`${date} is not the effective date of an edition in ${index.dir}`);
  const group = index.editions.groups.find((g) => g.group === edition.group);
  if (!group)
    throw new Error(`edition ${date} names group ${edition.group}, which ${index.dir}/editions.json does not define`);
  return group;
}

/** The phasing subrule with that meaning in an edition, or undefined when the edition has none. */
export function phasingClause(index: SourcesIndex, meaning: string, edition: string): Clause | undefined {
  return groupOfEdition(index, edition).clauses.find((c) => c.meaning === meaning);
}

export { relatedRuleExistsIn, relatedRuleNumberIn, relatedRuleTextIn } from './related-rule-history.js';
