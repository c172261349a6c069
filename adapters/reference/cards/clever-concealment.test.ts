import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { cleverConcealment } from './clever-concealment.js';

// "Any number of target nonland permanents you control phase out.": the caster's creature or artifact
// may be targeted; the caster's land and an opponent's creature may not.

describe('Clever Concealment', () => {
  it('may target nonland permanents its caster controls only', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('bonesplitter', 'Bonesplitter', 'battlefield'),
      at('forest', 'Forest', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
    ]);
    const spec = cleverConcealment.spell!.targets![0]!;
    const ids = ['bears', 'bonesplitter', 'forest', 'giant'];
    expect(ids.map((id) => spec.filter!(g, g.objects.get(id)!, 'A'))).toEqual([true, true, false, false]);
  });
});
