import { describe, expect, it } from 'vitest';
import {
  editionDates,
  loadSourcesIndex,
  phasingClause,
  relatedRuleExistsIn,
} from '../../../harness/sources/sources-index.js';
import { RELATED_RULES_RECORDED_FROM } from '../../../harness/sources/related-rule-history.js';
import { EDITION_SWITCHES, FIRST_EDITION, rulesFor, type EditionRules } from './editions.js';

// The engine's edition switches repeat, as dates, facts the sources index holds as text: in which
// editions a clause with that meaning exists. This ties them together, reading every date from the
// index (fixtures/sources/editions.json and related-rules.json), so a new or corrected edition that
// moves a change shows here instead of silently disagreeing with the engine.
const index = loadSourcesIndex();
const played = editionDates(index).filter((d) => d >= FIRST_EDITION);
const switches = Object.keys(EDITION_SWITCHES) as (keyof EditionRules)[];

/** Whether the clause a switch is named after is in the edition, according to the sources index. */
function inForceIn(meaning: string, edition: string): boolean {
  if (meaning.startsWith('PH-')) return phasingClause(index, meaning, edition) !== undefined;
  const related = index.related.rules.filter((r) => r.meaning === meaning);
  if (related.length === 0) throw new Error(`no related rule with meaning ${meaning} in the sources index`);
  return related.some((r) => relatedRuleExistsIn(r, edition));
}

describe('edition switches (engine/editions.ts) against the sources index', () => {
  it('the first edition the engine plays is an edition of the index', () => {
    expect(editionDates(index)).toContain(FIRST_EDITION);
  });

  it.each(switches)('%s holds in exactly the editions whose rules have that clause', (meaning) => {
    // The index records related rules only from RELATED_RULES_RECORDED_FROM on: before, it can't say.
    const recorded = meaning.startsWith('PH-') ? played : played.filter((d) => d >= RELATED_RULES_RECORDED_FROM);
    const disagreeing = recorded
      .filter((d) => rulesFor(d)[meaning] !== inForceIn(meaning, d))
      .map((d) => `${d}: engine ${rulesFor(d)[meaning]}, index ${inForceIn(meaning, d)}`);
    expect(disagreeing).toEqual([]);
  });

  it.each(switches)('%s switches on the effective date of an edition', (meaning) => {
    const range = EDITION_SWITCHES[meaning];
    for (const date of [range.from, range.before]) if (date !== undefined) expect(played).toContain(date);
  });

  it('each switch changes somewhere in the editions played, or it is not a switch', () => {
    for (const meaning of switches) expect(new Set(played.map((d) => rulesFor(d)[meaning])).size, meaning).toBe(2);
  });
});
