// What changed in the phasing rule and its related rules between two editions, by stable meaning id, and which
// fixtures cite each changed meaning: what a maintainer re-checks when a new edition comes out.
import { isCalendarDate } from '../run/dates.js';
import { diffWordsWithSpace } from 'diff';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type {
  AffectedFixture,
  AffectedFixtures,
  ClauseChange,
  ClauseVersion,
  EditionRef,
  RelatedChange,
  RulesDiff,
  WordDiff,
} from '../generated/rules-diff.js';
import { appliesIn } from '../model/applicability.js';
import { editionInForceOn } from '../model/edition-dates.js';
import type { Clause, RelatedRule } from '../sources/load-sources.js';
import {
  editionDates,
  groupOfEdition,
  relatedRuleExistsIn,
  relatedRuleNumberIn,
  relatedRuleTextIn,
  type SourcesIndex,
} from '../sources/sources-index.js';

export interface RulesDiffInput {
  index: SourcesIndex;
  fixtures: LoadedFixture[];
  /** Dates as given; each resolves to the edition in force then. */
  from: string;
  to: string;
}

/** Why a rules-diff request cannot be answered (the CLI turns it into a usage error). */
export class RulesDiffRequestError extends Error {}

/** Word diff of two texts. jsdiff's diffWordsWithSpace, not diffWords: diffWords reports shared runs with the new
 * text's spacing, so the old text could not be rebuilt exactly from the diff; with spaces as tokens it can. */
export function wordDiff(before: string, after: string): WordDiff {
  return diffWordsWithSpace(before, after).map((c) => ({
    op: c.added ? 'added' : c.removed ? 'removed' : 'equal',
    text: c.value,
  }));
}

function editionRef(index: SourcesIndex, requested: string): EditionRef {
  if (!isCalendarDate(requested)) throw new RulesDiffRequestError(`${requested} is not a calendar date (YYYY-MM-DD)`);
  const edition = editionInForceOn(index.editions.editions, requested);
  if (!edition)
    throw new RulesDiffRequestError(
      `no edition in the sources index was in force on ${requested} (the first is ${editionDates(index)[0]})`,
    );
  return { requested, edition: edition.date, group: edition.group, rule: edition.rule };
}

const version = (c: Clause): ClauseVersion => ({ rule: c.id, text: c.text, textHash: c.textHash });
const sameClause = (a: Clause | undefined, b: Clause | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.id === b.id &&
    a.textHash === b.textHash &&
    JSON.stringify(a.examples) === JSON.stringify(b.examples));

/** Splits the fixtures citing a meaning by the side of a change they apply on. */
class FixtureSides {
  private readonly citing = new Map<string, LoadedFixture[]>();

  constructor(
    fixtures: LoadedFixture[],
    private readonly editions: string[],
  ) {
    for (const lf of fixtures) {
      for (const s of lf.fixture.sources) {
        if (s.kind !== 'rule') continue;
        const list = this.citing.get(s.meaning) ?? [];
        if (!list.includes(lf)) list.push(lf);
        this.citing.set(s.meaning, list);
      }
    }
  }

  /** Fixtures citing `meaning` that apply in some edition of [from, firstChange) and of [lastChange, to]. */
  sides(meaning: string, from: string, firstChange: string, lastChange: string, to: string): AffectedFixtures {
    const before = this.editions.filter((e) => e >= from && e < firstChange);
    const after = this.editions.filter((e) => e >= lastChange && e <= to);
    const list = (this.citing.get(meaning) ?? []).slice().sort((a, b) => (a.fixture.id < b.fixture.id ? -1 : 1));
    const pick = (eds: string[]) => list.filter((lf) => eds.some((e) => appliesIn(lf.fixture, e))).map(affected);
    return { before: pick(before), after: pick(after) };
  }
}

const affected = (lf: LoadedFixture): AffectedFixture => ({
  id: lf.fixture.id,
  file: lf.file,
  status: lf.fixture.status,
  editions: { ...lf.fixture.editions },
});

/** The edition just before `date` among `editions` (which must contain an earlier one). */
const previousEdition = (editions: string[], date: string): string => editions.filter((e) => e < date).pop()!;

export function computeRulesDiff(input: RulesDiffInput): RulesDiff {
  const { index } = input;
  const from = editionRef(index, input.from);
  const to = editionRef(index, input.to);
  if (from.edition > to.edition)
    throw new RulesDiffRequestError(`FROM (${input.from}) must not be later than TO (${input.to})`);
  const editions = editionDates(index);
  const window = editions.filter((e) => e > from.edition && e <= to.edition);
  const sides = new FixtureSides(input.fixtures, editions);

  // Phasing clauses: compare FROM's and TO's groups meaning by meaning; changedIn walks the editions between.
  const fromClauses = groupOfEdition(index, from.edition).clauses;
  const toClauses = groupOfEdition(index, to.edition).clauses;
  const meanings = [...new Set([...fromClauses, ...toClauses].map((c) => c.meaning))];
  const clauses: RulesDiff['clauses'] = { added: [], removed: [], renumbered: [], reworded: [] };
  for (const meaning of meanings) {
    const before = fromClauses.find((c) => c.meaning === meaning);
    const after = toClauses.find((c) => c.meaning === meaning);
    const changedIn = window.filter((e) => {
      const clauseAt = (d: string) => groupOfEdition(index, d).clauses.find((c) => c.meaning === meaning);
      return !sameClause(clauseAt(previousEdition(editions, e)), clauseAt(e));
    });
    if (changedIn.length === 0) continue; // includes a clause that changed and changed back: nothing to re-check
    const change: ClauseChange = {
      meaning,
      from: before ? version(before) : null,
      to: after ? version(after) : null,
      changedIn,
      fixtures: sides.sides(meaning, from.edition, changedIn[0]!, changedIn[changedIn.length - 1]!, to.edition),
    };
    if (before && after) {
      if (before.textHash !== after.textHash) change.textDiff = wordDiff(before.text, after.text);
      const exampleDiffs = exampleChanges(before, after);
      if (exampleDiffs.length > 0) change.exampleDiffs = exampleDiffs;
    }
    if (!before) clauses.added.push(change);
    else if (!after) clauses.removed.push(change);
    else {
      if (before.id !== after.id) clauses.renumbered.push(change);
      if (change.textDiff || change.exampleDiffs) clauses.reworded.push(change);
    }
  }

  const relatedRules = index.related.rules
    .flatMap((rule) => relatedChanges(rule, editions, window, sides, from.edition, to.edition))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  return {
    reportVersion: 1,
    kind: 'rules-diff',
    from,
    to,
    summary: {
      added: clauses.added.length,
      removed: clauses.removed.length,
      renumbered: clauses.renumbered.length,
      reworded: clauses.reworded.length,
      related: relatedRules.length,
    },
    clauses,
    relatedRules,
  };
}

function exampleChanges(before: Clause, after: Clause): NonNullable<ClauseChange['exampleDiffs']> {
  const out: NonNullable<ClauseChange['exampleDiffs']> = [];
  const n = Math.max(before.examples.length, after.examples.length);
  for (let i = 0; i < n; i++) {
    const a = before.examples[i] ?? '';
    const b = after.examples[i] ?? '';
    if (a !== b) out.push({ example: i + 1, diff: wordDiff(a, b) });
  }
  return out;
}

/**
 * The changes related-rules.json records for one rule in editions after FROM up to TO. A change can only be
 * dated where the file dates something (since, until, a history entry's edition or until), so those dates are
 * the candidates; at each, the rule's existence, number and (quoted) text just before and from then on are
 * compared, and the history notes dated there say what the sources know when the text is not quoted.
 */
function relatedChanges(
  rule: RelatedRule,
  editions: string[],
  window: string[],
  sides: FixtureSides,
  from: string,
  to: string,
): RelatedChange[] {
  // A dated change takes effect in the first edition on or after its date; only those in the window count.
  const takesEffect = (date: string | undefined): string | undefined =>
    date === undefined || date <= from ? undefined : window.find((e) => e >= date);
  const history = rule.history ?? [];
  const candidates = new Set<string>();
  for (const d of [rule.since, rule.until, ...history.flatMap((h) => [h.edition, h.until])]) {
    const edition = takesEffect(d);
    if (edition !== undefined) candidates.add(edition);
  }
  const out: RelatedChange[] = [];
  for (const edition of [...candidates].sort()) {
    const prev = previousEdition(editions, edition);
    const existedBefore = relatedRuleExistsIn(rule, prev);
    const existsAfter = relatedRuleExistsIn(rule, edition);
    const numberBefore = existedBefore ? relatedRuleNumberIn(rule, prev) : null;
    const numberAfter = existsAfter ? relatedRuleNumberIn(rule, edition) : null;
    const textBefore = existedBefore ? relatedRuleTextIn(rule, prev) : undefined;
    const textAfter = existsAfter ? relatedRuleTextIn(rule, edition) : undefined;
    const notes = history
      .filter((h) => takesEffect(h.edition) === edition || takesEffect(h.until) === edition)
      .map((h) => h.note);
    const kind = !existedBefore && existsAfter ? 'added' : existedBefore && !existsAfter ? 'removed' : 'changed';
    let reworded: RelatedChange['reworded'] = 'unknown';
    if (kind !== 'changed') reworded = 'no';
    else if (textBefore !== undefined && textAfter !== undefined) reworded = textBefore === textAfter ? 'no' : 'yes';
    if (!existedBefore && !existsAfter) continue;
    // Nothing observable changed and nothing is said about it: not a change.
    if (kind === 'changed' && numberBefore === numberAfter && reworded === 'no' && notes.length === 0) continue;
    const change: RelatedChange = {
      meaning: rule.meaning,
      current: rule.rule,
      topic: rule.topic,
      date: edition,
      kind,
      numberBefore,
      numberAfter,
      reworded,
      notes,
      fixtures: sides.sides(rule.meaning, from, edition, edition, to),
    };
    if (reworded === 'yes') change.textDiff = wordDiff(textBefore!, textAfter!);
    out.push(change);
  }
  return out;
}
