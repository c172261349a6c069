import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { basrisSolidarity } from './basris-solidarity.js';

// "Put a +1/+1 counter on each creature you control.": the caster's creatures get one; an opponent's
// creature and the caster's noncreature permanent get none.

describe("Basri's Solidarity", () => {
  it("puts a +1/+1 counter on each of its caster's creatures only", () => {
    const g = testGame([
      at('solidarity', "Basri's Solidarity", 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('bonesplitter', 'Bonesplitter', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
    ]);
    basrisSolidarity.spell!.resolve(g, resolvingItem(g, 'solidarity'));
    const counters = (id: string) => g.objects.get(id)!.counters.get('+1/+1') ?? 0;
    expect(['bears', 'bonesplitter', 'giant'].map(counters)).toEqual([1, 0, 0]);
  });
});
