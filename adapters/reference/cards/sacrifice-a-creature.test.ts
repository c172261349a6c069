import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { sacrificeACreature } from './sacrifice-a-creature.js';

// The cost "Sacrifice a creature" (602.2b): only a creature you control can be sacrificed (701.21a, 118.3); the
// choice "sacrifice" names it, and a refusal says which choice was wrong and what it held.

/** A's Goblin Bombardment and Grizzly Bears, B's Grizzly Bears. */
function game(): Game {
  return testGame([
    at('bombardment', 'Goblin Bombardment', 'battlefield'),
    at('myBears', 'Grizzly Bears', 'battlefield'),
    at('theirBears', 'Grizzly Bears', 'battlefield', 'B'),
  ]);
}

const pay = (g: Game, id: string) => sacrificeACreature(g, g.objects.get('bombardment')!, { sacrifice: id });

describe('Sacrifice a creature', () => {
  it('puts a creature you control into its owner’s graveyard', () => {
    const g = game();
    pay(g, 'myBears');
    expect(g.objects.get('myBears')!.zone).toBe('graveyard');
  });

  it("refuses an opponent's creature, naming the choice and what it held, and leaves it where it is", () => {
    const g = game();
    expect(() => pay(g, 'theirBears')).toThrow(
      'the cost needs a creature you control to sacrifice (choice "sacrifice"; got "theirBears")',
    );
    expect(g.objects.get('theirBears')!.zone).toBe('battlefield');
  });
});
