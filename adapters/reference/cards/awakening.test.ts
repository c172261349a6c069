import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { awakening } from './awakening.js';

// "At the beginning of each upkeep, untap all creatures and lands." Permanents of other types stay tapped.

describe('Awakening', () => {
  it('untaps every creature and land, and nothing else', () => {
    const tapped = (id: string, card: string, owner: string) =>
      ({ id, card, owner, zone: 'battlefield', tapped: true }) as const;
    const g = testGame([
      { id: 'awakening', card: 'Awakening', owner: 'A', zone: 'battlefield' },
      tapped('bears', 'Grizzly Bears', 'B'),
      tapped('forest', 'Forest', 'A'),
      tapped('light', 'Banishing Light', 'B'),
    ]);
    const item = resolvingItem(g, 'awakening', { kind: 'triggered', abilityKey: 'upkeep' });
    awakening.triggers!.find((t) => t.key === 'upkeep')!.resolve(g, item);
    expect(['bears', 'forest', 'light'].map((id) => g.objects.get(id)!.tapped)).toEqual([false, false, true]);
  });
});
