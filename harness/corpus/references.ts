import { readFileSync } from 'node:fs';
import type { CardCatalogue } from '../generated/cards.js';
import { fromRoot } from '../paths.js';
import { CitationResolver } from '../sources/citations.js';
import { loadSourcesIndex } from '../sources/sources-index.js';
import type { LintReferences } from './lint.js';

interface EditionsFile { editions: { date: string }[] }

const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(fromRoot('fixtures', ...parts), 'utf8')) as T;

/**
 * The bundled sources index and card catalogue, in the shape lint needs. Citations are resolved by the
 * same CitationResolver coverage uses, so `validate` and `coverage` agree on what a citation names.
 */
export function loadLintReferences(): LintReferences {
  const resolver = new CitationResolver(loadSourcesIndex());
  const catalogue = readJson<CardCatalogue>('cards', 'catalogue.json');
  const abilities = new Map(catalogue.cards.map((c) => [c.name, new Set(c.abilities.map((a) => a.key))]));
  return {
    citationProblem: (s) => resolver.citationProblem(s),
    abilitiesOf: (card) => abilities.get(card),
  };
}

/** Effective dates of every edition in the sources index, oldest first. */
let editionsCache: string[] | undefined;
export function knownEditions(): string[] {
  // Read once per process: several callers ask per run (selection, baseline, manifest).
  editionsCache ??= readJson<EditionsFile>('sources', 'editions.json').editions.map((e) => e.date).sort();
  return [...editionsCache];
}

/** The edition in force on a date: the latest edition that took effect on or before it. */
export function editionInForce(date: string, editions: string[] = knownEditions()): string | undefined {
  let found: string | undefined;
  for (const e of editions) if (e <= date) found = e;
  return found;
}
