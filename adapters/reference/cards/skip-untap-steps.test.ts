import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { sandsOfTime, stasis } from './skip-untap-steps.js';

type Tapped = { id: string; card: string; owner: string; tapped: boolean };
const onField = ({ id, card, owner, tapped }: Tapped) => ({ id, card, owner, zone: 'battlefield', tapped }) as const;

describe('Stasis', () => {
  // "At the beginning of your upkeep, sacrifice Stasis unless you pay {U}."
  it('costs {U} from the pool when its controller pays, and stays', () => {
    const g = testGame([{ id: 'stasis', card: 'Stasis', owner: 'A', zone: 'battlefield' }]);
    g.player('A').mana = new Map([['U', 1]]);
    const item = resolvingItem(g, 'stasis', { kind: 'triggered', abilityKey: 'upkeep', choices: { pay: true } });
    stasis.triggers!.find((t) => t.key === 'upkeep')!.resolve(g, item);
    expect(g.player('A').mana.get('U')).toBe(0);
    expect(g.objects.get('stasis')!.zone).toBe('battlefield');
  });
});

describe('Sands of Time', () => {
  // "At the beginning of each player's upkeep, that player simultaneously untaps each tapped artifact,
  // creature, and land they control and taps each untapped artifact, creature, and land they control."
  // The active player (A) is "that player"; B's permanents and A's enchantments are left as they were.
  const objects: Tapped[] = [
    { id: 'sands', card: 'Sands of Time', owner: 'A', tapped: false },
    { id: 'tappedBears', card: 'Grizzly Bears', owner: 'A', tapped: true },
    { id: 'untappedBears', card: 'Grizzly Bears', owner: 'A', tapped: false },
    { id: 'tappedForest', card: 'Forest', owner: 'A', tapped: true },
    { id: 'untappedForest', card: 'Forest', owner: 'A', tapped: false },
    { id: 'tappedRobe', card: 'Robe of Stars', owner: 'A', tapped: true },
    { id: 'tappedAnthem', card: 'Glorious Anthem', owner: 'A', tapped: true },
    { id: 'untappedAnthem', card: "Gaea's Anthem", owner: 'A', tapped: false },
    { id: 'theirTappedBears', card: 'Grizzly Bears', owner: 'B', tapped: true },
    { id: 'theirUntappedForest', card: 'Forest', owner: 'B', tapped: false },
  ];

  it("swaps the tapped status of the active player's artifacts, creatures and lands only", () => {
    const g = testGame(objects.map(onField));
    const item = resolvingItem(g, 'sands', { kind: 'triggered', abilityKey: 'upkeep' });
    sandsOfTime.triggers!.find((t) => t.key === 'upkeep')!.resolve(g, item);
    const after = Object.fromEntries(objects.map((o) => [o.id, g.objects.get(o.id)!.tapped]));
    expect(after).toEqual({
      sands: true,
      tappedBears: false,
      untappedBears: true,
      tappedForest: false,
      untappedForest: true,
      tappedRobe: false,
      tappedAnthem: true,
      untappedAnthem: false,
      theirTappedBears: true,
      theirUntappedForest: false,
    });
  });
});
