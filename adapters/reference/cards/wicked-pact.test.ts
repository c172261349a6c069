import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { wickedPact } from './wicked-pact.js';

// "Destroy two target nonblack creatures. You lose 5 life." Its targets are creatures that aren't black:
// not a black creature, not a noncreature permanent.

const target = wickedPact.spell!.targets![0]!;

describe('Wicked Pact', () => {
  it('targets a nonblack creature, not a black creature, not a colorless artifact', () => {
    const g = testGame([
      { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
      { id: 'child', card: 'Child of Night', owner: 'B', zone: 'battlefield' },
      { id: 'haystack', card: 'Haystack', owner: 'B', zone: 'battlefield' },
    ]);
    const legal = (id: string): boolean => target.filter!(g, g.objects.get(id)!, 'A');
    expect([legal('bears'), legal('child'), legal('haystack')]).toEqual([true, false, false]);
  });
});
