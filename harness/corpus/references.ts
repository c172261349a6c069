import { CitationResolver } from '../sources/citations.js';
import { loadCatalogue } from '../sources/load-sources.js';
import { editionInForceOn } from '../model/edition-dates.js';
import { editionDates, loadSourcesIndex } from '../sources/sources-index.js';
import type { LintReferences } from './lint.js';
import { rangeFacts } from '../sources/range-floor.js';

/**
 * The bundled sources index and card catalogue, in the shape lint needs. Citations are resolved by the
 * same CitationResolver coverage uses, so `validate` and `coverage` agree on what a citation names.
 */
export function loadLintReferences(): LintReferences {
  const index = loadSourcesIndex();
  const resolver = new CitationResolver(index);
  const catalogue = loadCatalogue();
  const abilities = new Map(catalogue.cards.map((c) => [c.name, new Set(c.abilities.map((a) => a.key))]));
  return {
    citationProblem: (s) => resolver.citationProblem(s),
    abilitiesOf: (card) => abilities.get(card),
    rangeFacts: rangeFacts(index, catalogue),
  };
}

/** Effective dates of every edition in the sources index, oldest first. */
let editionsCache: string[] | undefined;
export function knownEditions(): string[] {
  // Read once per process: several callers ask per run (selection, baseline, manifest).
  editionsCache ??= editionDates(loadSourcesIndex());
  return [...editionsCache];
}

/**
 * The edition in force on a date, among the bundled editions by default.
 * @deprecated since 0.3.0: the library's one name for it is `editionInForceOn(editions, date)`
 * (harness/model/edition-dates.ts, exported by the package); this stays for engines that import it.
 */
export function editionInForce(date: string, editions: string[] = knownEditions()): string | undefined {
  return editionInForceOn(editions, date);
}
