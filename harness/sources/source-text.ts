import { CitationResolver } from '../sources/citations.js';
import { isDate } from '../model/edition-dates.js';
import { loadSourcesIndex } from '../sources/sources-index.js';

/** What a report shows for one source a fixture cites: a heading, the quoted text, and a link. */
export interface CitedText {
  kind: 'rule' | 'ruling' | 'bug' | 'interaction' | 'unknown';
  label: string;
  /** Verbatim rule or ruling text (or a bug's expected behaviour, an interaction's answer). */
  text?: string;
  /** The printed example the fixture encodes, when it cites one. */
  example?: string;
  url?: string;
  /** Set when the sources index has no such entry (a report from a newer or older corpus). */
  missing?: true;
}

type Source = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

// Reports look citations up through the resolver lint and coverage use, so the text shown is the text the
// citation names: the phasing subrule of that edition, or the related rule as it read in that edition.
let bundled: CitationResolver | undefined;
const resolver = (): CitationResolver => (bundled ??= new CitationResolver(loadSourcesIndex()));

/**
 * Looks a fixture's source up in the sources index: a rule by number + edition + meaning (the phasing
 * rule's clause of that edition, or the related rule with that meaning as it read then), a ruling by
 * card + date + hash, a bug by catalogue ref or URL, an interaction by number. Reports show the text the
 * expectation comes from, next to what the engine did.
 */
export function citedText(s: Source): CitedText {
  switch (s.kind) {
    case 'rule':
      return ruleText(s);
    case 'ruling':
      return rulingText(s);
    case 'bug':
      return bugText(s);
    case 'interaction':
      return interactionText(s);
    default:
      return { kind: 'unknown', label: JSON.stringify(s), missing: true };
  }
}

function ruleText(s: Source): CitedText {
  const rule = str(s.rule) ?? '?';
  const edition = str(s.edition) ?? '?';
  const meaning = str(s.meaning) ?? '?';
  const label = `CR ${rule} (edition ${edition}, ${meaning})`;
  const exampleNo = typeof s.example === 'number' ? s.example : undefined;
  const cited = isDate(edition) ? resolver().citedRule(rule, edition, meaning) : undefined;
  if (!cited) return { kind: 'rule', label, missing: true };
  if (cited.text !== undefined)
    return { kind: 'rule', label, text: cited.text, ...exampleOf(cited.examples, exampleNo) };
  // The sources do not quote the version in force in that edition: show the current one, and say so.
  const current = cited.current!;
  return {
    kind: 'rule',
    label: `${label} — text of that edition not quoted; current text (${current.rule}, ${current.edition})`,
    text: current.text,
  };
}

function exampleOf(examples: readonly string[] | undefined, n: number | undefined): { example?: string } {
  const text = n !== undefined ? examples?.[n - 1] : undefined;
  return text !== undefined ? { example: text } : {};
}

function rulingText(s: Source): CitedText {
  const card = str(s.card) ?? '?';
  const date = s.date === null ? null : (str(s.date) ?? null);
  const hash = str(s.hash) ?? '';
  const label = `Ruling on ${card} (${date ?? 'undated'})`;
  const text = resolver().rulingText(card, date, hash);
  return text !== undefined ? { kind: 'ruling', label, text } : { kind: 'ruling', label, missing: true };
}

function bugText(s: Source): CitedText {
  const ref = str(s.ref);
  const url = str(s.url);
  const bug = resolver().bug(ref, url);
  const link = url ?? str(bug?.url);
  const title = str(s.title);
  // A bug outside bugs.json, cited by its URL with a title (lint requires both).
  if (!bug && ref === undefined && link !== undefined && title !== undefined)
    return { kind: 'bug', label: `Bug (not in bugs.json): ${title}`, url: link };
  if (!bug) return { kind: 'bug', label: `Bug ${ref ?? url ?? '?'}`, ...(link ? { url: link } : {}), missing: true };
  return {
    kind: 'bug',
    label: `Bug ${bug.ref} (${bug.engine}): ${bug.summary}`,
    text: `Expected: ${bug.expected}`,
    ...(link ? { url: link } : {}),
  };
}

function interactionText(s: Source): CitedText {
  const n = typeof s.number === 'number' ? s.number : undefined;
  const it = n !== undefined ? resolver().interaction(n) : undefined;
  if (!it) return { kind: 'interaction', label: `Interaction ${n ?? '?'}`, missing: true };
  return { kind: 'interaction', label: `Interaction ${it.number} (${it.status}): ${it.title}`, text: it.answer };
}
