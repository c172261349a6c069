import type { Source } from '../generated/fixture.js';
import { clauseFor, loadEditions, relatedRulesFor } from '../sources/load-sources.js';
import { relatedRuleExistsIn, relatedRuleNumberIn } from '../sources/related-rule-history.js';

/** The newest edition the sources index has. */
export function newestEdition(): string {
  const dates = loadEditions().editions.map((e) => e.date);
  return dates[dates.length - 1]!;
}

/**
 * A clause cited the way the corpus cites it: as numbered in the newest edition, and again as numbered
 * in the oldest edition the fixture covers (its `from`) when that is a different edition. Numbers are
 * looked up by meaning, so a family never hard-codes a rule number.
 */
export function citeRule(meaning: string, from: string): Source[] {
  const newest = newestEdition();
  const editions = from === newest ? [newest] : [newest, from];
  return editions.map((edition) => ({ kind: 'rule', rule: ruleNumber(meaning, edition), edition, meaning }));
}

/** Every meaning cited with citeRule, in order, as a fixture's non-empty `sources` list. */
export function citeRules(meanings: readonly string[], from: string): [Source, ...Source[]] {
  const [first, ...rest] = meanings.flatMap((m) => citeRule(m, from));
  if (!first) throw new Error('a generated fixture cites at least one rule');
  return [first, ...rest];
}

/**
 * The first edition in which a related rule is in force (its `since` in the sources index), for a fixture
 * that rests on it: a range must not start before the rule it tests existed.
 */
export function relatedRuleInForceFrom(meaning: string): string {
  const since = relatedRulesFor(meaning)
    .map((r) => r.since)
    .filter((d): d is string => d !== undefined)
    .sort();
  if (since.length === 0) throw new Error(`the sources index records no date from which ${meaning} is in force`);
  return since[0]!;
}

function ruleNumber(meaning: string, edition: string): string {
  if (meaning.startsWith('PH-')) {
    const clause = clauseFor(meaning, edition);
    if (!clause) throw new Error(`the sources index has no ${meaning} clause in the ${edition} edition`);
    return clause.id;
  }
  const rule = relatedRulesFor(meaning).find((r) => relatedRuleExistsIn(r, edition));
  if (!rule) throw new Error(`the sources index has no related rule ${meaning} in the ${edition} edition`);
  return relatedRuleNumberIn(rule, edition);
}
