import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { ashesToAshes } from './ashes-to-ashes.js';

// "Exile two target nonartifact creatures.": a creature may be targeted; an artifact creature, a
// noncreature artifact and a land may not.

describe('Ashes to Ashes', () => {
  it('may target a nonartifact creature only', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      at('juggernaut', 'Juggernaut', 'battlefield', 'B'),
      at('bonesplitter', 'Bonesplitter', 'battlefield', 'B'),
      at('forest', 'Forest', 'battlefield', 'B'),
    ]);
    const spec = ashesToAshes.spell!.targets![0]!;
    const ids = ['bears', 'juggernaut', 'bonesplitter', 'forest'];
    expect(ids.map((id) => spec.filter!(g, g.objects.get(id)!, 'A'))).toEqual([true, false, false, false]);
  });
});
