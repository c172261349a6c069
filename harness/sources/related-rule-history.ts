// How a related rule reads in a given edition: whether it exists, its number and its text, from the
// `since`/`until`/`history` data of fixtures/sources/related-rules.json. The one place that reads that
// history: lint, coverage, rules-diff and the sources loaders all ask here, so they cannot disagree.
import type { RelatedRule } from '../generated/sources.js';
import { inDateRange } from '../model/edition-dates.js';

/**
 * The first edition whose related rules the sources record (rules-and-rulings §2.5 and §3 follow them from
 * 2011-02-04 on). The index has older editions of the phasing rule itself (2009–2010), but no number or text
 * of any other rule there, so no related rule counts as existing in them.
 */
export const RELATED_RULES_RECORDED_FROM = '2011-02-04';

/** Whether a related rule is in the edition: from `since` (the first recorded edition when absent) up to `until`. */
export function relatedRuleExistsIn(rule: RelatedRule, edition: string): boolean {
  const since =
    rule.since !== undefined && rule.since > RELATED_RULES_RECORDED_FROM ? rule.since : RELATED_RULES_RECORDED_FROM;
  return inDateRange(edition, { from: since, before: rule.until });
}

/**
 * The number a related rule had in an edition. From the edition its current text is quoted from (rule.edition)
 * on, that is rule.rule; before, a history entry with another number whose span covers the edition wins.
 * History entries without `until` run on until the rule's own edition: the sources often record that a rule
 * was renumbered without saying when (e.g. 110.5f became 111.7).
 */
export function relatedRuleNumberIn(rule: RelatedRule, edition: string): string {
  if (edition >= rule.edition) return rule.rule;
  let number = rule.rule;
  for (const h of rule.history ?? []) {
    if (inDateRange(edition, { from: h.edition, before: h.until }) && h.rule !== rule.rule) number = h.rule;
  }
  return number;
}

/** The text of a related rule in an edition, when the sources quote that version; undefined when they don't. */
export function relatedRuleTextIn(rule: RelatedRule, edition: string): string | undefined {
  if (edition >= rule.edition) return rule.text;
  // The latest history entry starting on or before the edition describes the version in force then.
  let version: NonNullable<RelatedRule['history']>[number] | undefined;
  for (const h of rule.history ?? []) if (inDateRange(edition, { from: h.edition, before: h.until })) version = h;
  if (version) return version.text;
  // No recorded change covers the edition: the current text applies when no history entry starts later
  // (a later entry means the text changed after this edition, into a version the sources may not quote).
  return (rule.history ?? []).some((h) => h.edition > edition) ? undefined : rule.text;
}
