import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { yokeOfTheDamned } from './yoke-of-the-damned.js';

// "Enchant creature / When a creature dies, destroy enchanted creature." Dying is going from the battlefield
// to the graveyard (700.4): a creature exiled or returned to hand doesn't die. As the trigger resolves, an
// enchanted creature that has phased out meanwhile (the Aura with it, 702.26g) doesn't exist (702.26b) and
// isn't destroyed; the fault remembered-object-reached-phased-out (faults/sweeps.ts) is an engine that
// reaches it anyway, which is what lets a fixture catch that fault through this card.

const dies = yokeOfTheDamned.triggers!.find((t) => t.key === 'dies')!;

describe('Yoke of the Damned', () => {
  it('triggers when a creature goes to the graveyard, not to exile or to a hand', () => {
    const g = testGame([
      { id: 'yoke', card: 'Yoke of the Damned', owner: 'A', zone: 'battlefield', attachedTo: 'bears' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'giant', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
    ]);
    const giant = g.objects.get('giant')!;
    const leavesFor = (to: 'graveyard' | 'exile' | 'hand') =>
      !!dies.matches(g, g.objects.get('yoke')!, { type: 'leaves', obj: giant, to });
    expect([leavesFor('graveyard'), leavesFor('exile'), leavesFor('hand')]).toEqual([true, false, false]);
  });

  it('destroys no phased-out creature, unless the engine reaches remembered objects that phased out', () => {
    const zoneAfterResolving = (fault?: FaultId): string => {
      const g: Game = testGame(
        [
          {
            id: 'yoke',
            card: 'Yoke of the Damned',
            owner: 'A',
            zone: 'battlefield',
            attachedTo: 'bears',
            phased: { how: 'indirectly', under: 'A' },
          },
          {
            id: 'bears',
            card: 'Grizzly Bears',
            owner: 'A',
            zone: 'battlefield',
            phased: { how: 'directly', under: 'A' },
          },
        ],
        fault ? { fault } : {},
      );
      dies.resolve(g, resolvingItem(g, 'yoke', { kind: 'triggered', abilityKey: 'dies' }));
      return g.objects.get('bears')!.zone;
    };
    expect([zoneAfterResolving(), zoneAfterResolving('remembered-object-reached-phased-out')]).toEqual([
      'battlefield',
      'graveyard',
    ]);
  });
});
