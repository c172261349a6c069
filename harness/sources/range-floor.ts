// The earliest edition a fixture's range may start in: no earlier than the game it plays. A card is in the
// game from the edition in force on its first printing's release date; a related rule or a phasing subrule
// from the first edition that has it. Lint rejects a range that starts earlier (unless the notes say why),
// and the sweep generator starts its ranges here: one function, so the two cannot disagree.
import type { CardCatalogue } from '../generated/cards.js';
import type { Fixture } from '../generated/fixture.js';
import { editionInForceOn } from '../model/edition-dates.js';
import { RELATED_RULES_RECORDED_FROM } from './related-rule-history.js';
import { loadCatalogue } from './load-sources.js';
import { editionDates, loadSourcesIndex, type SourcesIndex } from './sources-index.js';

/** Where a fixture's notes say why its range starts before a card or rule it uses existed. */
export const ANACHRONISM_MARKER = 'Anachronism:';

/**
 * Whether the notes give a reason after the marker: at least three words, so that a bare marker (or one left
 * over after the reason was deleted) does not silence the check a reviewer is meant to read.
 */
export function saysWhyAnachronistic(notes: string | undefined): boolean {
  const at = notes?.indexOf(ANACHRONISM_MARKER) ?? -1;
  if (notes === undefined || at < 0) return false;
  const reason = notes.slice(at + ANACHRONISM_MARKER.length);
  return (reason.match(/\p{L}+/gu) ?? []).length >= 3;
}

/** One thing that bounds where a range may start, and why. */
export interface RangeFloor {
  /** The earliest edition (an effective date) the range may start in. */
  edition: string;
  /** What sets it, for the message: a card and its first printing, or a rule and when it came in. */
  because: string;
}

/** What the floors are computed from, loaded once. */
export interface RangeFacts {
  /** The edition in force when the card was first printed; undefined when earlier than every edition or unknown. */
  cardFloor(card: string): RangeFloor | undefined;
  /** The first edition that has a rule with this meaning, when later than the first edition the index records. */
  meaningFloor(meaning: string): RangeFloor | undefined;
}

export function rangeFacts(index: SourcesIndex, catalogue: CardCatalogue): RangeFacts {
  const editions = editionDates(index);
  const first = editions[0];
  const cards = new Map<string, RangeFloor>();
  for (const c of catalogue.cards) {
    const printed = c.firstPrinted;
    const edition = printed && editionInForceOn(editions, printed.date);
    // A card printed before the earliest edition bounds nothing: every range starts after it.
    if (printed && edition && edition !== first)
      cards.set(c.name, { edition, because: `${c.name} (first printed in ${printed.set}, ${printed.date})` });
  }
  const meanings = new Map<string, RangeFloor>();
  for (const [meaning, since] of relatedRuleSince(index))
    meanings.set(meaning, { edition: since, because: `${meaning} (in the rules from the ${since} edition)` });
  for (const [meaning, since] of phasingClauseSince(index, editions))
    meanings.set(meaning, { edition: since, because: `${meaning} (a subrule of phasing from the ${since} edition)` });
  return { cardFloor: (card) => cards.get(card), meaningFloor: (meaning) => meanings.get(meaning) };
}

let bundled: RangeFacts | undefined;
/** The facts of the bundled sources index and catalogue, read once. */
export function bundledRangeFacts(): RangeFacts {
  bundled ??= rangeFacts(loadSourcesIndex(), loadCatalogue());
  return bundled;
}

/** Related rules that came into the rules after the index began recording them: the earliest `since` of a meaning. */
function relatedRuleSince(index: SourcesIndex): Map<string, string> {
  const since = new Map<string, string | undefined>();
  for (const r of index.related.rules) {
    const from = r.since !== undefined && r.since > RELATED_RULES_RECORDED_FROM ? r.since : undefined;
    const known = since.get(r.meaning);
    // A meaning with one rule recorded from the start (no later `since`) existed all along.
    since.set(
      r.meaning,
      since.has(r.meaning) ? (known === undefined || from === undefined ? undefined : min(known, from)) : from,
    );
  }
  return new Map([...since].flatMap(([m, s]) => (s === undefined ? [] : [[m, s] as [string, string]])));
}

/** Phasing subrules that are not in the earliest edition: the first edition whose group has the meaning. */
function phasingClauseSince(index: SourcesIndex, editions: string[]): Map<string, string> {
  const groupOf = new Map(index.editions.editions.map((e) => [e.date, e.group]));
  const meaningsOf = new Map(index.editions.groups.map((g) => [g.group, new Set(g.clauses.map((c) => c.meaning))]));
  const since = new Map<string, string>();
  for (const date of editions)
    for (const meaning of meaningsOf.get(groupOf.get(date) ?? '') ?? [])
      if (!since.has(meaning)) since.set(meaning, date);
  return new Map([...since].filter(([, date]) => date !== editions[0]));
}

const min = (a: string, b: string) => (a < b ? a : b);

/**
 * Everything that bounds the fixture's range start: the cards it uses (the caller's `usedCards`, which lives
 * in a layer this one may not import) and the rules it cites.
 */
export function rangeFloors(f: Fixture, cards: Iterable<string>, facts: RangeFacts): RangeFloor[] {
  const meanings = new Set(f.sources.flatMap((s) => (s.kind === 'rule' ? [s.meaning] : [])));
  return [
    ...[...new Set([...cards, ...f.requires.cards])].flatMap((c) => facts.cardFloor(c) ?? []),
    ...[...meanings].flatMap((m) => facts.meaningFloor(m) ?? []),
  ];
}

/** The latest floor: where the range may start at the earliest; undefined when nothing bounds it. */
export function earliestStart(f: Fixture, cards: Iterable<string>, facts: RangeFacts): RangeFloor | undefined {
  return rangeFloors(f, cards, facts).reduce<RangeFloor | undefined>(
    (a, b) => (a && a.edition >= b.edition ? a : b),
    undefined,
  );
}

/** The floor a fixture's range breaks, unless its notes say why; undefined when the range is in the game. */
export function anachronism(f: Fixture, cards: Iterable<string>, facts: RangeFacts): RangeFloor | undefined {
  if (saysWhyAnachronistic(f.notes)) return undefined;
  const floor = earliestStart(f, cards, facts);
  return floor && f.editions.from < floor.edition ? floor : undefined;
}
