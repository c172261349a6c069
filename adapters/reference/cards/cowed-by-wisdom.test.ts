import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { cowedByWisdom } from './cowed-by-wisdom.js';

// "Enchant creature / Enchanted creature can't attack or block unless its controller pays {1} for each card in
// your hand." The tax is carried by the attackCost and blockCost hooks, which the card module declares as the
// catalogue's 'attack-or-block-tax' ability (hookedAbilities), so the engine claims the card whole.

describe('Cowed by Wisdom', () => {
  it('implements every catalogue ability of the card, under its key', () => {
    expect(claimGaps(loadCatalogue().get('Cowed by Wisdom')!, cowedByWisdom)).toEqual({ missing: [], unknown: [] });
  });
});
