import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load-sources.js';
import { rangeFacts } from './range-floor.js';
import { loadSourcesIndex, type SourcesIndex } from './sources-index.js';

// The floors lint and the generator share, read from the bundled sources index and catalogue. The dates
// asserted are the documented facts (first printings, the edition a rule entered), not computed values.
const index = loadSourcesIndex();
const facts = rangeFacts(index, loadCatalogue());

/** The bundled index with extra related rules, to reach the cases its data does not have. */
function withRules(...rules: { meaning: string; since?: string }[]): SourcesIndex {
  const base = index.related.rules[0];
  const extra = rules.map(({ meaning, since }) => {
    const r = { ...base, meaning };
    delete r.since;
    return since === undefined ? r : { ...r, since };
  });
  return { ...index, related: { ...index.related, rules: [...index.related.rules, ...extra] } };
}

describe('rangeFacts', () => {
  it('bounds a card by the edition in force when its first set was released', () => {
    // Gray Merchant of Asphodel: Theros, 2013-09-27, the day that edition took effect.
    expect(facts.cardFloor('Gray Merchant of Asphodel')?.edition).toBe('2013-09-27');
    // Blood Artist: Avacyn Restored, 2012-05-04, during the 2012-05-01 edition.
    expect(facts.cardFloor('Blood Artist')?.edition).toBe('2012-05-01');
  });

  it('leaves a card printed before or during the earliest edition, or unknown, unbounded', () => {
    expect(facts.cardFloor('Serra Angel')).toBeUndefined();
    // Acidic Slime: Magic 2010, 2009-07-17, inside the earliest edition: every range starts after it.
    expect(facts.cardFloor('Acidic Slime')).toBeUndefined();
    expect(facts.cardFloor('No Such Card')).toBeUndefined();
  });

  it('bounds a related rule by its since, and a phasing subrule by its first edition', () => {
    // 205.4e, legendary instants and sorceries, is counted from the 2018-07-13 edition.
    expect(facts.meaningFloor('RR-LEGENDARY-SPELL')?.edition).toBe('2018-07-13');
    expect(facts.meaningFloor('PH-ATTACH-TRIGGERS')?.edition).toBe('2010-10-01');
    // A rule recorded from the first related-rule edition on bounds nothing beyond the index's own start.
    expect(facts.meaningFloor('RR-COMMANDER-DAMAGE')).toBeUndefined();
  });

  it('takes the earliest since of a meaning, and none when one of its rules was there all along', () => {
    const later = rangeFacts(
      withRules(
        { meaning: 'RR-TWO-LATE', since: '2015-01-23' },
        { meaning: 'RR-TWO-LATE', since: '2013-07-13' },
        { meaning: 'RR-ONE-EARLY', since: '2015-01-23' },
        { meaning: 'RR-ONE-EARLY' },
      ),
      loadCatalogue(),
    );
    expect(later.meaningFloor('RR-TWO-LATE')?.edition).toBe('2013-07-13');
    expect(later.meaningFloor('RR-ONE-EARLY')).toBeUndefined();
  });
});
