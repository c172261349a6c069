import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { gloriousCharge } from './glorious-charge.js';

// "Creatures you control get +1/+1 until end of turn.": the set it affects (611.2c) holds its controller's
// creatures only, not another player's creatures nor its controller's noncreature permanents.

describe('Glorious Charge', () => {
  it("affects its controller's creatures and nothing else", () => {
    const g = testGame([
      at('charge', 'Glorious Charge', 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('forest', 'Forest', 'battlefield'),
      at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
    ]);
    gloriousCharge.spell!.resolve(g, resolvingItem(g, 'charge'));
    const pump = g.effects.filter((e) => e.change.kind === 'pt');
    expect(pump.map((e) => e.affected.map((ref) => ref.id))).toEqual([['bears']]);
    expect(g.characteristics(g.objects.get('bears')!).power).toBe(3);
  });
});
