import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { unsummon } from './unsummon.js';

// "Return target creature to its owner's hand." The corpus's Unsummon fixtures all see the target phase out
// before the spell resolves, so the spell is countered on resolution (608.2b) and its resolve never runs there.

describe('Unsummon', () => {
  it("returns the target creature to its owner's hand, though another player controls it", () => {
    const g = testGame([
      at('unsummon', 'Unsummon', 'hand'),
      { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), controller: 'A' },
      at('other-bears', 'Grizzly Bears', 'battlefield', 'B'),
    ]);
    expect(g.controller(g.objects.get('bears')!)).toBe('A');
    unsummon.spell!.resolve(g, resolvingItem(g, 'unsummon', { targets: ['bears'] }));
    const bears = g.objects.get('bears')!;
    expect([bears.zone, bears.owner, g.objects.get('other-bears')!.zone]).toEqual(['hand', 'B', 'battlefield']);
  });
});
