// Gives each printed subrule of the phasing rule its stable meaning id (fixtures/sources/meanings.json).
// Certain when the subrule's words (and examples) are already quoted somewhere in the index; otherwise a
// person decides, and the import lists the question instead of writing an answer.
import type { EditionGroup } from '../sources/load-sources.js';
import type { PrintedClause } from './phasing-rule.js';
import { SAME_RULE_THRESHOLD, sameWording, similarity } from './text-similarity.js';

/** Something the import will not write until a person confirms it (`--accept`, `--meaning`, an edit). */
export interface Judgement {
  /** What the question is about: a subrule id, a meaning id or a related rule's id. */
  subject: string;
  question: string;
  /** False when `--accept` alone cannot answer it (a new subrule needs `--meaning LETTER=ID`). */
  acceptable: boolean;
}

export interface MeaningAssignment {
  /** The meaning of each printed clause, in order; undefined where a person must give one. */
  meanings: (string | undefined)[];
  judgements: Judgement[];
}

const sameClause = (printed: PrintedClause, quoted: { text: string; examples: string[] }): boolean =>
  sameWording(printed.text, quoted.text) &&
  printed.examples.length === quoted.examples.length &&
  printed.examples.every((e, i) => sameWording(e, quoted.examples[i]!));

const short = (text: string): string => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

function meaningOf(
  clause: PrintedClause,
  previous: EditionGroup,
  groups: readonly EditionGroup[],
  judgements: Judgement[],
): string | undefined {
  for (const g of [previous, ...groups]) {
    const quoted = g.clauses.find((q) => sameClause(clause, q));
    if (quoted) return quoted.meaning;
  }
  const best = previous.clauses
    .map((q) => ({ q, score: similarity(clause.text, q.text) }))
    .sort((a, b) => b.score - a.score)[0];
  if (best && best.score >= SAME_RULE_THRESHOLD) {
    judgements.push({
      subject: clause.id,
      question: `reworded since group ${previous.group}'s ${best.q.id}: does it still mean ${best.q.meaning}? (“${short(clause.text)}”)`,
      acceptable: true,
    });
    return best.q.meaning;
  }
  judgements.push({
    subject: clause.id,
    question: `new subrule: which meaning? give --meaning ${clause.letter}=PH-… (a new id goes in meanings.json and the schema first) (“${short(clause.text)}”)`,
    acceptable: false,
  });
  return undefined;
}

/**
 * Meanings for the printed clauses. `previous` is the group the new edition follows (or precedes, when it is
 * older than every edition); `given` holds the answers a person gave (`--meaning e=PH-CE-SET`).
 */
export function assignMeanings(
  clauses: readonly PrintedClause[],
  previous: EditionGroup,
  groups: readonly EditionGroup[],
  given: ReadonlyMap<string, string>,
  knownMeanings: ReadonlySet<string>,
): MeaningAssignment {
  const judgements: Judgement[] = [];
  const meanings = clauses.map((c) => given.get(c.letter) ?? meaningOf(c, previous, groups, judgements));
  for (const [letter, id] of given) {
    if (!knownMeanings.has(id))
      judgements.push({ subject: id, question: `--meaning ${letter}=${id}: not in meanings.json`, acceptable: false });
    if (!clauses.some((c) => c.letter === letter))
      judgements.push({ subject: letter, question: `--meaning ${letter}=…: no subrule ${letter}`, acceptable: false });
  }
  const seen = new Map<string, string>();
  clauses.forEach((c, i) => {
    const m = meanings[i];
    if (m === undefined) return;
    const other = seen.get(m);
    if (other)
      judgements.push({ subject: c.id, question: `${other} and ${c.id} would both mean ${m}`, acceptable: false });
    seen.set(m, c.id);
  });
  for (const q of previous.clauses)
    if (!meanings.includes(q.meaning))
      judgements.push({
        subject: q.meaning,
        question: `${q.meaning} (group ${previous.group}'s ${q.id}) is no longer in the rule: removed, or a changed meaning?`,
        acceptable: true,
      });
  return { meanings, judgements };
}
