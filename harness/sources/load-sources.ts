// Typed loaders for the sources index (fixtures/sources/*.json) and the card catalogue
// (fixtures/cards/catalogue.json), plus the edition and meaning look-ups fixtures need.
// The types come from the JSON Schemas (harness/generated/), never written by hand.
import { readSourcesText } from '../model/read-text-file.js';
import path from 'node:path';
import { packageRoot } from '../paths.js';
import type {
  BugsFile,
  Clause,
  Edition,
  EditionGroup,
  EditionsFile,
  InteractionsFile,
  MeaningsFile,
  ReaderRule,
  ReadersFile,
  RelatedRule,
  RelatedRulesFile,
  RulingsFile,
} from '../generated/sources.js';
import type { CardCatalogue, CatalogueCard } from '../generated/cards.js';
import { editionInForceOn, isDate } from '../model/edition-dates.js';
import { relatedRuleExistsIn, relatedRuleNumberIn } from './related-rule-history.js';

export type {
  BugsFile,
  Clause,
  Edition,
  EditionGroup,
  EditionsFile,
  InteractionsFile,
  MeaningsFile,
  ReaderRule,
  ReadersFile,
  RelatedRule,
  RelatedRulesFile,
  RulingsFile,
  CardCatalogue,
  CatalogueCard,
};

/** The repository (package) root; the one finder is harness/paths.ts. */
export const repoRoot = (): string => packageRoot();

/** Directory of the sources index. */
export const sourcesDir = (): string => path.join(repoRoot(), 'fixtures', 'sources');
/** Path of the card catalogue. */
export const cataloguePath = (): string => path.join(repoRoot(), 'fixtures', 'cards', 'catalogue.json');

export const SOURCE_FILES = {
  editions: 'editions.json',
  meanings: 'meanings.json',
  relatedRules: 'related-rules.json',
  rulings: 'rulings.json',
  bugs: 'bugs.json',
  interactions: 'interactions.json',
  readers: 'readers.json',
} as const;

const cache = new Map<string, unknown>();

function readKind<T extends { kind: string }>(file: string, kind: T['kind']): T {
  const full = path.join(sourcesDir(), file);
  const hit = cache.get(full);
  if (hit !== undefined) return hit as T;
  const data = JSON.parse(readSourcesText(full)) as T;
  if (data.kind !== kind) throw new Error(`load-sources: ${full} has kind "${String(data.kind)}", expected "${kind}"`);
  cache.set(full, data);
  return data;
}

export const loadEditions = (): EditionsFile => readKind<EditionsFile>(SOURCE_FILES.editions, 'editions');
export const loadMeanings = (): MeaningsFile => readKind<MeaningsFile>(SOURCE_FILES.meanings, 'meanings');
export const loadRelatedRules = (): RelatedRulesFile =>
  readKind<RelatedRulesFile>(SOURCE_FILES.relatedRules, 'related-rules');
export const loadRulings = (): RulingsFile => readKind<RulingsFile>(SOURCE_FILES.rulings, 'rulings');
export const loadBugs = (): BugsFile => readKind<BugsFile>(SOURCE_FILES.bugs, 'bugs');
export const loadInteractions = (): InteractionsFile =>
  readKind<InteractionsFile>(SOURCE_FILES.interactions, 'interactions');
export const loadReaders = (): ReadersFile => readKind<ReadersFile>(SOURCE_FILES.readers, 'readers');

export function loadCatalogue(): CardCatalogue {
  const full = cataloguePath();
  const hit = cache.get(full);
  if (hit !== undefined) return hit as CardCatalogue;
  const data = JSON.parse(readSourcesText(full)) as CardCatalogue;
  cache.set(full, data);
  return data;
}

/** Forget cached files (for tests that rewrite them). */
export function clearSourcesCache(): void {
  cache.clear();
}

function checkDate(date: string): void {
  if (!isDate(date)) throw new Error(`load-sources: not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
}

/** The edition in force on a date (editionInForceOn), after checking the date is one. */
function editionOn(date: string): Edition | undefined {
  checkDate(date);
  return editionInForceOn(loadEditions().editions, date);
}

/** The edition group (and so the phasing rule text) in force on a date, or null before 2011-02-04. */
export function groupForDate(date: string): EditionGroup | null {
  const edition = editionOn(date);
  if (!edition) return null;
  const group = loadEditions().groups.find((g) => g.group === edition.group);
  if (!group) throw new Error(`load-sources: edition ${edition.date} names unknown group ${edition.group}`);
  return group;
}

/** The phasing subrule with a stable PH-* meaning as it reads in the edition in force on a date
 * (e.g. clauseFor("PH-CE-EXPIRE", "2015-01-23") is 702.25e), or null when that edition has no such subrule. */
export function clauseFor(meaning: string, edition: string): Clause | null {
  return groupForDate(edition)?.clauses.find((c) => c.meaning === meaning) ?? null;
}

/** The stable meaning (PH-* or RR-*) of a rule number as numbered in the edition in force on a date, or null
 * when the sources index knows no rule with that number in that edition (related-rule-history.ts decides
 * which number a related rule had when). */
export function meaningOfRule(rule: string, edition: string): string | null {
  const group = groupForDate(edition);
  if (!group) return null;
  const clause = group.clauses.find((c) => c.id === rule);
  if (clause) return clause.meaning;
  // A letter that edition's phasing rule doesn't have; other keyword rules (rampage 702.23a today) have these numbers too.
  const phasingRule = group.clauses[0]?.id.replace(/[a-z]$/, '');
  if (phasingRule !== undefined && new RegExp(`^${phasingRule.replace('.', '\\.')}[a-z]$`).test(rule)) return null;
  const date = editionOn(edition)!.date;
  return (
    loadRelatedRules().rules.find((r) => relatedRuleExistsIn(r, date) && relatedRuleNumberIn(r, date) === rule)
      ?.meaning ?? null
  );
}

/** Every related rule sharing a meaning id (a few ids cover rules that restate one another). */
export function relatedRulesFor(meaning: string): RelatedRule[] {
  return loadRelatedRules().rules.filter((r) => r.meaning === meaning);
}

/** A catalogue card by name. */
export function catalogueCard(name: string): CatalogueCard | undefined {
  return loadCatalogue().cards.find((c) => c.name === name);
}

/** Characteristics encoded in a cards-and-rulings.json header such as "{2}{W} — Creature — Dog — 1/1"
 * or "{1}{U}{B} — Legendary Planeswalker — Kaito — loyalty 3". */
export interface HeaderCharacteristics {
  manaCost?: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: number;
  toughness?: number;
  loyalty?: number;
}

const SUPERTYPES = new Set(['Legendary', 'Basic', 'World', 'Snow']);

export function parseHeader(header: string): HeaderCharacteristics {
  const parts = header.split(' — ');
  const out: HeaderCharacteristics = { supertypes: [], types: [], subtypes: [] };
  let i = 0;
  const first = parts[0] ?? '';
  if (/^(\{[^}]+\})+$/.test(first)) {
    out.manaCost = first;
    i = 1;
  } else if (first === '(no mana cost)') {
    i = 1;
  }
  for (const word of (parts[i] ?? '').split(' ').filter(Boolean)) {
    if (SUPERTYPES.has(word)) out.supertypes.push(word);
    else out.types.push(word === 'Summon' ? 'Creature' : word); // Old Fogey's Un-card "Summon"
  }
  for (const p of parts.slice(i + 1)) {
    const pt = /^(-?\d+)\/(-?\d+)$/.exec(p);
    const loyalty = /^loyalty (\d+)$/.exec(p);
    if (pt) {
      out.power = Number(pt[1]);
      out.toughness = Number(pt[2]);
    } else if (loyalty) {
      out.loyalty = Number(loyalty[1]);
    } else {
      out.subtypes = p.replace(/ \(.*\)$/, '').split(' ');
    }
  }
  return out;
}
