import { clauseFor, loadBugs, loadInteractions, loadRelatedRules, loadRulings } from '../sources/load-sources.js';

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

/**
 * Looks a fixture's source up in fixtures/sources/*.json: a rule by meaning + edition (the
 * phasing rule's clause of that edition, or the related rule with that meaning and number), a
 * ruling by card + date + hash, a bug by catalogue ref or URL, an interaction by number. Reports
 * show the text the expectation comes from, next to what the engine did.
 */
export function citedText(s: Source): CitedText {
  switch (s.kind) {
    case 'rule': return ruleText(s);
    case 'ruling': return rulingText(s);
    case 'bug': return bugText(s);
    case 'interaction': return interactionText(s);
    default: return { kind: 'unknown', label: JSON.stringify(s), missing: true };
  }
}

function ruleText(s: Source): CitedText {
  const rule = str(s.rule) ?? '?';
  const edition = str(s.edition) ?? '?';
  const meaning = str(s.meaning) ?? '?';
  const label = `CR ${rule} (edition ${edition}, ${meaning})`;
  const exampleNo = typeof s.example === 'number' ? s.example : undefined;
  if (meaning.startsWith('PH-')) {
    const clause = /^\d{4}-\d{2}-\d{2}$/.test(edition) ? clauseFor(meaning, edition) : null;
    if (!clause) return { kind: 'rule', label, missing: true };
    return { kind: 'rule', label, text: clause.text, ...exampleOf(clause.examples, exampleNo) };
  }
  const candidates = loadRelatedRules().rules.filter((r) => r.meaning === meaning);
  const related = candidates.find((r) => r.rule === rule) ?? candidates[0];
  if (!related) return { kind: 'rule', label, missing: true };
  // Related rules are stored with their current text only; say so when the fixture cites an older number.
  const note = related.rule !== rule || related.edition !== edition ? ` — text as of ${related.edition} (${related.rule})` : '';
  return { kind: 'rule', label: label + note, text: related.text, ...exampleOf(related.examples, exampleNo) };
}

function exampleOf(examples: readonly string[] | undefined, n: number | undefined): { example?: string } {
  const text = n !== undefined ? examples?.[n - 1] : undefined;
  return text !== undefined ? { example: text } : {};
}

function rulingText(s: Source): CitedText {
  const card = str(s.card) ?? '?';
  const date = s.date === null ? null : (str(s.date) ?? null);
  const hash = str(s.hash);
  const label = `Ruling on ${card} (${date ?? 'undated'})`;
  const file = loadRulings();
  const own = file.cards.find((c) => c.name === card)?.rulings.find((r) => r.hash === hash && r.date === date);
  const text = own?.text ?? file.otherCards.find((r) => r.hash === hash && r.date === date && r.cards.includes(card))?.text;
  return text !== undefined ? { kind: 'ruling', label, text } : { kind: 'ruling', label, missing: true };
}

function bugText(s: Source): CitedText {
  const ref = str(s.ref);
  const url = str(s.url);
  const bug = loadBugs().bugs.find((b) => (ref !== undefined && b.ref === ref) || (url !== undefined && b.url === url));
  const link = url ?? str(bug?.url);
  if (!bug) return { kind: 'bug', label: `Bug ${ref ?? url ?? '?'}`, ...(link ? { url: link } : {}), missing: true };
  return { kind: 'bug', label: `Bug ${bug.ref} (${bug.engine}): ${bug.summary}`, text: `Expected: ${bug.expected}`, ...(link ? { url: link } : {}) };
}

function interactionText(s: Source): CitedText {
  const n = typeof s.number === 'number' ? s.number : undefined;
  const it = loadInteractions().interactions.find((i) => i.number === n);
  if (!it) return { kind: 'interaction', label: `Interaction ${n ?? '?'}`, missing: true };
  return { kind: 'interaction', label: `Interaction ${it.number} (${it.status}): ${it.title}`, text: it.answer };
}
