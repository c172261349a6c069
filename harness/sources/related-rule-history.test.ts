import { describe, expect, it } from 'vitest';
import { CitationResolver } from './citations.js';
import { meaningOfRule } from './load-sources.js';
import { relatedRuleExistsIn, relatedRuleNumberIn } from './related-rule-history.js';
import { editionDates, loadSourcesIndex } from './sources-index.js';

// Lint, coverage, rules-diff and the loaders once each read the renumbering history of related rules
// in their own way, and could disagree about what a citation names. They now all ask
// related-rule-history.ts; this checks the round trip over every related rule in every edition.
describe('one reading of related-rule history', () => {
  const index = loadSourcesIndex();
  const resolver = new CitationResolver(index);
  const editions = editionDates(index);

  it('a related rule cited by the number it had in an edition resolves to its meaning, for the loaders and for lint/coverage', () => {
    let checked = 0;
    for (const rule of index.related.rules) {
      for (const edition of editions) {
        if (!relatedRuleExistsIn(rule, edition)) continue;
        const number = relatedRuleNumberIn(rule, edition);
        // Several entries may share a number and a meaning (rules that restate one another); the meaning is what must
        // match. One older rule may also hold what several rules say today (603.6d until 2016-11-11 held 603.10 and
        // 603.10a-c): the number then names one of their meanings.
        const sharing = index.related.rules
          .filter((r) => relatedRuleExistsIn(r, edition) && relatedRuleNumberIn(r, edition) === number)
          .map((r) => r.meaning);
        const meaning = meaningOfRule(number, edition);
        expect({ number, edition, meaning: sharing.includes(meaning ?? '') ? rule.meaning : meaning }).toEqual({
          number,
          edition,
          meaning: rule.meaning,
        });
        expect({ number, edition, problem: resolver.ruleProblem(number, edition, rule.meaning) }).toEqual({
          number,
          edition,
          problem: undefined,
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('a related rule cited in an edition before it existed resolves for neither', () => {
    // A rule whose number no related rule held in the edition before it: one that shares a meaning with an
    // older rule of the same number (703.4b, RR-UNTAP-ORDER, before 2021-11-19) rightly resolves there.
    const editionBefore = (r: (typeof index.related.rules)[number]) => editions.filter((e) => e < r.since!).at(-1)!;
    const late = index.related.rules.find(
      (r) =>
        r.since !== undefined &&
        r.since > editions[0]! &&
        !(r.history ?? []).length &&
        !index.related.rules.some(
          (o) => relatedRuleExistsIn(o, editionBefore(r)) && relatedRuleNumberIn(o, editionBefore(r)) === r.rule,
        ),
    );
    expect(late).toBeDefined();
    const before = editionBefore(late!);
    expect(meaningOfRule(late!.rule, before)).toBeNull();
    expect(resolver.ruleProblem(late!.rule, before, late!.meaning)).toMatchObject({
      field: 'edition',
      check: 'related-rule-number',
    });
  });
});
