import { readFileSync } from 'node:fs';
import type { CardCatalogue } from '../generated/cards.js';
import { fromRoot } from '../paths.js';
import type { LintReferences } from './lint.js';

interface EditionsFile { editions: { date: string; group: string }[]; groups: { group: string; clauses: { id: string; meaning: string }[] }[] }
interface RelatedFile { rules: { meaning: string; rule: string; since?: string; history?: { edition: string; rule: string }[] }[] }
interface RulingsFile { cards: { name: string; rulings: { date: string | null; hash: string }[] }[]; otherCards: { cards: string[]; date: string | null; hash: string }[] }

const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(fromRoot('fixtures', ...parts), 'utf8')) as T;

/** The sources index and card catalogue, in the shape lint needs. Read once per process. */
export function loadLintReferences(): LintReferences {
  const editions = readJson<EditionsFile>('sources', 'editions.json');
  const related = readJson<RelatedFile>('sources', 'related-rules.json');
  const rulings = readJson<RulingsFile>('sources', 'rulings.json');
  const bugs = readJson<{ bugs: { ref: string }[] }>('sources', 'bugs.json');
  const interactions = readJson<{ interactions: { number: number }[] }>('sources', 'interactions.json');
  const catalogue = readJson<CardCatalogue>('cards', 'catalogue.json');

  const editionDates = new Set(editions.editions.map((e) => e.date));
  const groupOf = new Map(editions.editions.map((e) => [e.date, e.group]));
  const clauses = new Map(editions.groups.map((g) => [g.group, new Map(g.clauses.map((c) => [c.id, c.meaning]))]));
  const rulingKeys = new Set<string>(); // card|date|hash; undated rulings use "null"
  for (const c of rulings.cards) for (const r of c.rulings) rulingKeys.add(`${c.name}|${r.date}|${r.hash}`);
  for (const r of rulings.otherCards) for (const name of r.cards) rulingKeys.add(`${name}|${r.date}|${r.hash}`);
  const abilities = new Map(catalogue.cards.map((c) => [c.name, new Set(c.abilities.map((a) => a.key))]));
  const bugRefs = new Set(bugs.bugs.map((b) => b.ref));
  const interactionNumbers = new Set(interactions.interactions.map((i) => i.number));

  return {
    isEdition: (date) => editionDates.has(date),
    meaningOf(rule, edition) {
      const group = groupOf.get(edition);
      const phasing = group ? clauses.get(group)?.get(rule) : undefined;
      if (phasing) return phasing;
      for (const r of related.rules) {
        if (r.rule === rule && edition >= (r.since ?? '0000')) return r.meaning;
        if (r.history?.some((h) => h.rule === rule && edition >= h.edition)) return r.meaning;
      }
      return undefined;
    },
    rulingExists: (card, date, hash) => rulingKeys.has(`${card}|${date}|${hash}`),
    abilitiesOf: (card) => abilities.get(card),
    bugExists: (ref) => bugRefs.has(ref),
    interactionExists: (n) => interactionNumbers.has(n),
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
