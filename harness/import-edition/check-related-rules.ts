// Finds every related rule the index tracks in a new rules text: at the number the index gives it for that
// edition, with the wording the index records, or else wherever its wording now is. A rule found elsewhere
// (renumbered), reworded or not found at all is a question for a person, never an assumption.
import type { RelatedRule } from '../sources/load-sources.js';
import {
  RELATED_RULES_RECORDED_FROM,
  relatedRuleExistsIn,
  relatedRuleNumberIn,
  relatedRuleTextIn,
} from '../sources/related-rule-history.js';
import type { Judgement } from './assign-meanings.js';
import type { CrRule, CrText } from './read-cr-text.js';
import { SAME_RULE_THRESHOLD, plainText, sameWording, similarity } from './text-similarity.js';

/** A rule found elsewhere must be this close to the recorded wording to count as the same rule moved. */
const MOVED_THRESHOLD = 0.8;

export interface RelatedRuleFinding {
  /** Index of the rule in related-rules.json's `rules` (a meaning id can name several numbered rules). */
  ruleIndex: number;
  meaning: string;
  /** The number the index expects in this edition. */
  expected: string;
  /** Where the file has it (undefined: not found). */
  found?: CrRule;
  /** The closest wording elsewhere in the file, when it was looked for (kept in an excerpt too). */
  candidate?: CrRule;
  /** ok: as recorded; unrecorded: found where expected, the index has no wording for this edition. */
  status: 'ok' | 'unrecorded' | 'reworded' | 'moved' | 'vanished';
}

export interface RelatedRulesCheck {
  findings: RelatedRuleFinding[];
  judgements: Judgement[];
  /** File lines the check read, for an excerpt. */
  lines: number[];
}

/** The wording to look for: the edition's own when recorded, else the recorded one nearest in time. */
function referenceText(rule: RelatedRule, edition: string): string {
  const known = [
    { at: rule.edition, text: rule.text },
    ...(rule.history ?? []).flatMap((h) => (h.text ? [{ at: h.edition, text: h.text }] : [])),
  ];
  const distance = (at: string) => Math.abs(Date.parse(at) - Date.parse(edition));
  return known.sort((a, b) => distance(a.at) - distance(b.at))[0]!.text;
}

/** Whether a printed rule has the recorded words: all of them, or for an excerpt row, the excerpt within it. */
export const matchesRecorded = (rule: RelatedRule, printed: string, recorded: string): boolean =>
  rule.excerpt ? plainText(printed).includes(plainText(recorded)) : sameWording(printed, recorded);

function bestElsewhere(cr: CrText, text: string, except: string): { rule: CrRule; score: number } | undefined {
  let best: { rule: CrRule; score: number } | undefined;
  for (const r of cr.rules) {
    if (r.number === except) continue;
    const score = sameWording(r.text, text) ? 1 : similarity(r.text, text);
    if (!best || score > best.score) best = { rule: r, score };
  }
  return best;
}

function findOne(rule: RelatedRule, ruleIndex: number, edition: string, cr: CrText): RelatedRuleFinding {
  const expected = relatedRuleNumberIn(rule, edition);
  const recorded = relatedRuleTextIn(rule, edition);
  const atNumber = cr.byNumber.get(expected);
  const base = { ruleIndex, meaning: rule.meaning, expected };
  if (atNumber && recorded !== undefined && matchesRecorded(rule, atNumber.text, recorded))
    return { ...base, found: atNumber, status: 'ok' };
  const reference = recorded ?? referenceText(rule, edition);
  const hereScore = atNumber ? similarity(atNumber.text, reference) : 0;
  const elsewhere = bestElsewhere(cr, reference, expected);
  const looked = { ...base, candidate: elsewhere?.rule };
  if (elsewhere && elsewhere.score >= MOVED_THRESHOLD && elsewhere.score > hereScore)
    return { ...looked, found: elsewhere.rule, status: 'moved' };
  if (atNumber && hereScore >= SAME_RULE_THRESHOLD)
    return { ...looked, found: atNumber, status: recorded === undefined ? 'unrecorded' : 'reworded' };
  return { ...looked, status: 'vanished' };
}

function question(f: RelatedRuleFinding, edition: string): Judgement | undefined {
  const subject = `${f.meaning} ${f.expected}`;
  if (f.status === 'moved')
    return {
      subject,
      question: `${f.expected} is now ${f.found!.number}? (the same wording, another number)`,
      acceptable: true,
    };
  if (f.status === 'reworded')
    return { subject, question: `${f.expected} reworded in ${edition}: still the same rule?`, acceptable: true };
  if (f.status === 'vanished')
    return {
      subject,
      question: `${f.expected} not found in ${edition} (neither at its number nor by its wording): removed?`,
      acceptable: false,
    };
  return undefined;
}

/** Checks every related rule the index says exists in `edition` against the file. */
export function checkRelatedRules(rules: readonly RelatedRule[], edition: string, cr: CrText): RelatedRulesCheck {
  if (edition < RELATED_RULES_RECORDED_FROM) return { findings: [], judgements: [], lines: [] };
  const findings = rules.flatMap((r, i) => (relatedRuleExistsIn(r, edition) ? [findOne(r, i, edition, cr)] : []));
  const judgements = findings.flatMap((f) => question(f, edition) ?? []);
  const lines = findings.flatMap((f) => {
    const at = cr.byNumber.get(f.expected);
    const seen = [f.found, f.candidate, at].filter((r): r is CrRule => r !== undefined);
    return seen.flatMap((r) => [r.line, ...r.moreLines]);
  });
  return { findings, judgements, lines };
}
