import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
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

  it('is refused with a player or a black creature among its targets, saying what a target must be', () => {
    const game = played(
      [
        { id: 'pact', card: 'Wicked Pact', owner: 'A', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
        { id: 'child', card: 'Child of Night', owner: 'B', zone: 'battlefield' },
      ],
      { A: '{1}{B}{B}' },
      [
        { do: 'cast', player: 'A', object: 'pact', targets: ['B', 'bears'] },
        { do: 'cast', player: 'A', object: 'pact', targets: ['child', 'bears'] },
      ],
    );
    expect(game.statuses).toEqual(['rejected', 'rejected']);
    expect(game.reasons.map((r) => r?.includes('two target nonblack creatures'))).toEqual([true, true]);
  });
});
