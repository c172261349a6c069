import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import type { StackItem } from '../engine/types.js';
import { blinkDog } from './blink-dog.js';

// "Teleport — {3}{W}: Blink Dog phases out." The ability acts on its source as it resolves: a Dog that has
// left the battlefield meanwhile is a new object (400.7), and nothing phases out.

const teleport = blinkDog.activated!.find((a) => a.key === 'teleport')!;

/** Resolves A's teleport ability of `source`, with `sourceRef` taken as it was activated. */
function resolveTeleport(g: Game, source: StackItem['source'], sourceRef: StackItem['sourceRef']): void {
  teleport.resolve(g, {
    uid: 1,
    kind: 'activated',
    controller: 'A',
    source,
    sourceRef,
    abilityKey: 'teleport',
    targets: [],
    x: 0,
    choices: {},
  });
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
    resolveTeleport(g, dog, g.ref(dog));
    expect([g.isPhasedIn(dog), g.isPhasedIn(g.objects.get('bears')!)]).toEqual([false, true]);
  });

  it('does nothing when it has left the battlefield before the ability resolves', () => {
    const g = dogAndBears();
    const dog = g.objects.get('dog')!;
    const ref = g.ref(dog);
    g.moveTo(dog, 'graveyard');
    expect(() => resolveTeleport(g, dog, ref)).not.toThrow();
    expect([dog.zone, g.isPhasedIn(g.objects.get('bears')!)]).toEqual(['graveyard', true]);
  });
});
