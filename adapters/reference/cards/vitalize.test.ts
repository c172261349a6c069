import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { vitalize } from './vitalize.js';

// "Untap all creatures you control.": its caster's creatures, not an opponent's creature, not a noncreature.

describe('Vitalize', () => {
  it("untaps its caster's creatures only", () => {
    const g = testGame([
      { id: 'vitalize', card: 'Vitalize', owner: 'A', zone: 'hand' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', tapped: true },
      { id: 'haystack', card: 'Haystack', owner: 'A', zone: 'battlefield', tapped: true },
      { id: 'giant', card: 'Hill Giant', owner: 'B', zone: 'battlefield', tapped: true },
    ]);
    vitalize.spell!.resolve(g, resolvingItem(g, 'vitalize'));
    const tapped = (id: string): boolean => g.objects.get(id)!.tapped;
    expect([tapped('bears'), tapped('haystack'), tapped('giant')]).toEqual([false, true, true]);
  });
});
