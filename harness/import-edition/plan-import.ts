// What importing a rules text would change in the sources data, computed without writing anything: the
// edition and its group, the meanings of a new group's subrules, the related rules' findings, and the
// questions a person must answer first.
import type { EditionGroup, EditionsFile, MeaningsFile, RelatedRulesFile } from '../sources/load-sources.js';
import { assignMeanings, type Judgement } from './assign-meanings.js';
import { checkRelatedRules, type RelatedRulesCheck } from './check-related-rules.js';
import { ImportRefused } from './import-errors.js';
import { findPhasingRule, type PrintedPhasingRule } from './phasing-rule.js';
import { placeEdition, type Placement } from './place-edition.js';
import type { CrText } from './read-cr-text.js';
import { hash16 } from '../sources/text-hash.js';

export interface SourcesData {
  editions: EditionsFile;
  meanings: MeaningsFile;
  related: RelatedRulesFile;
}

export interface ImportOptions {
  /** Allow an edition older than the newest one. */
  insert: boolean;
  /** `--meaning e=PH-CE-SET`: a person's answers, by subrule letter. */
  meanings: ReadonlyMap<string, string>;
  /** Name of a new group (default: the next letter, or A2, A3 … when inserted). */
  group?: string;
  /** The parenthetical of a new group's heading, e.g. "tokens no longer cease to exist". */
  note?: string;
  /** Where a new group's text was read (default: the file name given). */
  source: string;
}

export interface ImportPlan {
  date: string;
  printed: PrintedPhasingRule;
  placement: Placement;
  /** Older than the newest edition: related-rule differences are reported, not asked. */
  inserted: boolean;
  /** The new group, when there is one (meanings filled in where known). */
  newGroup?: EditionGroup;
  judgements: Judgement[];
  related: RelatedRulesCheck;
}

const newestEdition = (data: SourcesData): string => data.editions.editions[data.editions.editions.length - 1]!.date;

function refuseDate(data: SourcesData, date: string, insert: boolean): void {
  const dates = data.editions.editions.map((e) => e.date);
  if (dates.includes(date)) throw new ImportRefused(`the ${date} edition is already in the index`);
  const newest = dates[dates.length - 1]!;
  if (date < newest && !insert)
    throw new ImportRefused(
      `the ${date} edition is older than the newest indexed (${newest}); add --insert to insert it`,
    );
}

/** The heading of a group: its first edition (… its last), its rule number, and the group's note if any. */
export function groupHeading(editions: readonly string[], rule: string, note: string | undefined): string {
  const span = editions.length === 1 ? editions[0]! : `${editions[0]} … ${editions[editions.length - 1]}`;
  return `${span} — ${rule}${note ? ` (${note})` : ''}`;
}

/** The note of an existing heading: the parenthetical after the rule number. */
export const headingNote = (heading: string): string | undefined => /— \d{3}\.\d+ \((.*)\)$/.exec(heading)?.[1];

function buildNewGroup(
  plan: Omit<ImportPlan, 'newGroup' | 'judgements' | 'related'>,
  data: SourcesData,
  options: ImportOptions,
): { group: EditionGroup; judgements: Judgement[] } {
  const known = new Set(data.meanings.meanings.map((m) => m.id));
  const { printed, placement } = plan;
  const { meanings, judgements } = assignMeanings(
    printed.clauses,
    placement.reference,
    data.editions.groups,
    options.meanings,
    known,
  );
  const group: EditionGroup = {
    group: placement.group,
    rule: printed.rule,
    editions: [plan.date],
    heading: groupHeading([plan.date], printed.rule, options.note),
    source: options.source,
    clauses: printed.clauses.map((c, i) => ({
      id: c.id,
      letter: c.letter,
      meaning: meanings[i] ?? '?',
      text: c.text,
      textHash: hash16(c.text),
      examples: c.examples,
    })) as EditionGroup['clauses'],
  };
  return { group, judgements };
}

/** Plans the import of a parsed rules text; throws ImportRefused when the edition cannot be imported at all. */
export function planImport(cr: CrText, data: SourcesData, options: ImportOptions): ImportPlan {
  const date = cr.effective;
  refuseDate(data, date, options.insert);
  const printed = findPhasingRule(cr);
  const placement = placeEdition(data.editions, date, printed, options.group);
  const related = checkRelatedRules(data.related.rules, date, cr);
  // A new newest edition is checked against the related rules as quoted now, and what differs is a question.
  // Before the newest edition, the index's related-rule history is inferred between the editions it read, so
  // what differs is reported (the history to record) but does not hold the edition back.
  const inserted = date < newestEdition(data);
  const relatedQuestions = inserted ? [] : related.judgements;
  const base = { date, printed, placement, inserted };
  if (!placement.isNew) return { ...base, judgements: relatedQuestions, related };
  const { group, judgements } = buildNewGroup(base, data, options);
  return { ...base, newGroup: group, judgements: [...judgements, ...relatedQuestions], related };
}
