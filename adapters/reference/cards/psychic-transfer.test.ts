import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { psychicTransfer } from './psychic-transfer.js';

// "If the difference between your life total and target player's life total is 5 or less, exchange life totals
// with that player." A target that has become illegal (a player who left the game) is not exchanged with: the
// engine's 608.2b check keeps such a spell from resolving, but the named fault illegal-targets-resolve resolves
// it anyway, so the spell itself must do nothing without its target.

/** A's and B's life after A's Psychic Transfer targeting B resolves, from these life totals. */
function livesAfter(a: number, b: number, bLeft = false): [number, number] {
  const g = testGame([at('transfer', 'Psychic Transfer', 'hand')]);
  g.player('A').life = a;
  g.player('B').life = b;
  const item = resolvingItem(g, 'transfer', { targets: ['B'] });
  if (bLeft) g.player('B').inGame = false;
  psychicTransfer.spell!.resolve(g, item);
  return [g.player('A').life, g.player('B').life];
}

describe('Psychic Transfer', () => {
  it('exchanges life totals when they differ by 5 or less, not by 6', () => {
    expect(livesAfter(20, 15)).toEqual([15, 20]);
    expect(livesAfter(12, 17)).toEqual([17, 12]);
    expect(livesAfter(20, 14)).toEqual([20, 14]);
    expect(livesAfter(8, 14)).toEqual([8, 14]);
  });

  it('does nothing once its target player has left the game', () => {
    expect(livesAfter(20, 18, true)).toEqual([20, 18]);
  });
});
