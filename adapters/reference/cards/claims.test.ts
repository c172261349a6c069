import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { claimsCard, implementsWholeCard } from './claims.js';

// The engine claims a card (reports it supported) only when its module implements every ability the catalogue
// lists for it, under the catalogue's keys, and reports no ability the catalogue doesn't list: an engine that
// claimed a card it half implements would answer fixtures it cannot run faithfully.

const card = {
  name: 'Test Card',
  abilities: [
    { key: 'tap-ability', kind: 'activated', text: '{T}: Draw a card.' },
    { key: 'etb', kind: 'triggered', text: 'When this enters, you gain 1 life.' },
  ],
} as unknown as CatalogueCard;
const behaviour = (...keys: string[]) =>
  ({
    name: 'Test Card',
    activated: keys.map((key) => ({ key, resolve: () => undefined })),
  }) as unknown as CardBehaviour;

describe('implementsWholeCard and claimsCard', () => {
  it('hold for a module with exactly the catalogue keys', () => {
    const whole = behaviour('tap-ability', 'etb');
    expect([implementsWholeCard(card, whole), claimsCard(card, whole)]).toEqual([true, true]);
  });

  it('refuse a module missing an ability, one with a key the catalogue lacks, and one with both', () => {
    const cases = [behaviour('tap-ability'), behaviour('tap-ability', 'etb', 'extra'), behaviour('tap-ability', 'x')];
    expect(cases.map((b) => [implementsWholeCard(card, b), claimsCard(card, b)])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('refuse a card with no module', () => {
    expect(claimsCard(card, undefined)).toBe(false);
  });
});
