import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { cinderWall } from './cinder-wall.js';

// "When Cinder Wall blocks, destroy it at end of combat.": the Wall's own block triggers it; another
// creature's block doesn't, nor does the Wall's becoming blocked or attacking.

const g = testGame([
  at('wall', 'Cinder Wall', 'battlefield'),
  at('spider', 'Giant Spider', 'battlefield'),
  at('bears', 'Grizzly Bears', 'battlefield', 'B'),
]);
const [wall, spider, bears] = ['wall', 'spider', 'bears'].map((id) => g.objects.get(id)!);
const blocks = cinderWall.triggers!.find((t) => t.key === 'blocks')!;

describe('Cinder Wall', () => {
  it('triggers when the Wall blocks, not when another creature blocks nor on another event of the Wall', () => {
    expect([
      blocks.matches(g, wall!, { type: 'blocks', obj: wall!, attacker: bears! }),
      blocks.matches(g, wall!, { type: 'blocks', obj: spider!, attacker: bears! }),
      blocks.matches(g, wall!, { type: 'becomesBlocked', obj: wall! }),
    ]).toEqual([true, false, false]);
  });
});
