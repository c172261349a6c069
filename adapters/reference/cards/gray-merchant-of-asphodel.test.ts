import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { grayMerchantOfAsphodel } from './gray-merchant-of-asphodel.js';

// "When Gray Merchant of Asphodel enters, each opponent loses X life, where X is your devotion to black. You gain
// life equal to the life lost this way." Devotion to black (700.5) counts the {B} in the mana costs of the
// permanents you control: not an opponent's, and a permanent whose mana cost has no {B}, or which has no mana
// cost (a land), adds nothing. Only opponents lose life: its controller only gains.

const etb = grayMerchantOfAsphodel.triggers!.find((t) => t.key === 'etb')!;

/** A's and B's life after A's Gray Merchant's trigger resolves, with these other objects on the battlefield. */
function livesAfterTrigger(others: Setup['objects']): [number, number] {
  const g = testGame([at('merchant', 'Gray Merchant of Asphodel', 'battlefield'), ...others]);
  etb.resolve(g, resolvingItem(g, 'merchant', { kind: 'triggered', abilityKey: 'etb' }));
  return [g.player('A').life, g.player('B').life];
}

describe('Gray Merchant of Asphodel', () => {
  it("drains by its controller's devotion to black, counting only the {B} of their permanents", () => {
    const others = [
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('forest', 'Forest', 'battlefield'),
      at('theirs', 'Gray Merchant of Asphodel', 'battlefield', 'B'),
    ];
    expect(livesAfterTrigger(others)).toEqual([22, 18]);
  });

  it('makes only opponents lose life: its controller, whose life gain a Nefarious Lich replaces, loses none', () => {
    // Devotion 2 + 4: B loses 6; A's gain of 6 becomes drawing 6 cards (614.1a), so A's life stays 20.
    expect(livesAfterTrigger([at('lich', 'Nefarious Lich', 'battlefield')])).toEqual([20, 14]);
  });
});
