import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { ObjectRef } from '../engine/types.js';
import { blinkDog } from './blink-dog.js';

// "Teleport — {3}{W}: Blink Dog phases out." The ability acts on its source as it resolves: a Dog that has
// left the battlefield meanwhile is a new object (400.7), and nothing phases out.

const teleport = blinkDog.activated!.find((a) => a.key === 'teleport')!;

/** Resolves A's teleport ability of the Dog, whose reference `sourceRef` was taken as it was activated. */
function resolveTeleport(g: Game, sourceRef: ObjectRef): void {
  teleport.resolve(g, { ...resolvingItem(g, 'dog', { kind: 'activated', abilityKey: 'teleport' }), sourceRef });
}

const dogAndBears = (): Game =>
  testGame([
    { id: 'dog', card: 'Blink Dog', owner: 'A', zone: 'battlefield' },
    { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  ]);

describe('Blink Dog', () => {
  it('phases out as its ability resolves, alone', () => {
    const g = dogAndBears();
    const dog = g.objects.get('dog')!;
    resolveTeleport(g, g.ref(dog));
    expect([g.isPhasedIn(dog), g.isPhasedIn(g.objects.get('bears')!)]).toEqual([false, true]);
  });

  it('does nothing when it has left the battlefield before the ability resolves', () => {
    const g = dogAndBears();
    const dog = g.objects.get('dog')!;
    const ref = g.ref(dog);
    g.moveTo(dog, 'graveyard');
    expect(() => resolveTeleport(g, ref)).not.toThrow();
    expect([dog.zone, g.isPhasedIn(g.objects.get('bears')!)]).toEqual(['graveyard', true]);
  });
});
