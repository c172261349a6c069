// The sources data after an import: a changed copy, never the caller's objects, so that nothing is half
// changed if writing fails or a question is left open.
import type { RuleHistoryEntry } from '../generated/sources.js';
import type { EditionGroup, RelatedRule } from '../sources/load-sources.js';
import { hash16 } from '../sources/text-hash.js';
import type { RelatedRuleFinding } from './check-related-rules.js';
import { groupHeading, headingNote, type ImportPlan, type SourcesData } from './plan-import.js';

const clone = <T>(value: T): T => structuredClone(value);

function addEdition(data: SourcesData, plan: ImportPlan): void {
  const { editions } = data;
  const entry = { date: plan.date, group: plan.placement.group, rule: plan.printed.rule };
  editions.editions.push(entry);
  editions.editions.sort((a, b) => a.date.localeCompare(b.date));
  if (plan.newGroup) {
    editions.groups.splice(plan.placement.position, 0, plan.newGroup);
    return;
  }
  const group = editions.groups.find((g) => g.group === plan.placement.group)!;
  group.editions = [...group.editions, plan.date].sort() as EditionGroup['editions'];
  group.heading = groupHeading(group.editions, group.rule, headingNote(group.heading));
}

/** A new newest group moves each meaning's `current` number; an older one can move `introduced` earlier. */
function updateMeanings(data: SourcesData, plan: ImportPlan, newest: boolean): void {
  if (!plan.newGroup) return;
  for (const m of data.meanings.meanings) {
    const clause = plan.newGroup.clauses.find((c) => c.meaning === m.id);
    if (clause && m.introduced > plan.date) m.introduced = plan.date;
    if (!newest) continue;
    if (clause) m.current = clause.id;
    else if (m.current !== null) {
      m.current = null;
      m.removed = plan.date;
    }
  }
}

function recordFinding(rule: RelatedRule, found: RelatedRuleFinding, plan: ImportPlan, next: string | undefined): void {
  const printed = found.found!;
  const note = `${found.status === 'moved' ? `renumbered ${found.expected} → ${printed.number}` : 'reworded'} in the ${plan.date} edition (import-edition, confirmed)`;
  if (plan.date > rule.edition) {
    const old: RuleHistoryEntry = {
      edition: rule.edition,
      until: plan.date,
      rule: rule.rule,
      text: rule.text,
      textHash: rule.textHash,
      note: `as quoted from ${rule.edition}; ${note}`,
    };
    rule.history = [...(rule.history ?? []), old];
    rule.rule = printed.number;
    rule.text = printed.text;
    rule.textHash = hash16(printed.text);
    rule.edition = plan.date;
    if (rule.examples) rule.examples = printed.examples;
    return;
  }
  const entry: RuleHistoryEntry = {
    edition: plan.date,
    ...(next ? { until: next } : {}),
    rule: printed.number,
    text: printed.text,
    textHash: hash16(printed.text),
    note: `${note}; read in that edition only`,
  };
  rule.history = [...(rule.history ?? []), entry].sort((a, b) => a.edition.localeCompare(b.edition));
}

/** The data with the planned edition added and the confirmed related-rule changes recorded. */
export function applyImport(data: SourcesData, plan: ImportPlan): SourcesData {
  const out = clone(data);
  const dates = out.editions.editions.map((e) => e.date);
  const newest = plan.date > dates[dates.length - 1]!;
  const next = dates.find((d) => d > plan.date);
  addEdition(out, plan);
  updateMeanings(out, plan, newest);
  for (const finding of plan.inserted ? [] : plan.related.findings) {
    if (finding.status !== 'moved' && finding.status !== 'reworded') continue;
    recordFinding(out.related.rules[finding.ruleIndex]!, finding, plan, next);
  }
  return out;
}
