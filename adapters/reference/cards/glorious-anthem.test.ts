import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { gloriousAnthem } from './glorious-anthem.js';

// "Creatures you control get +1/+1.": the anthem's controller's creatures only, not another player's creatures
// nor its controller's noncreature permanents.

describe('Glorious Anthem', () => {
  it("gives +1/+1 to its controller's creatures and nothing else", () => {
    const g = testGame([
      at('anthem', 'Glorious Anthem', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('forest', 'Forest', 'battlefield'),
      at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
    ]);
    const anthem = g.objects.get('anthem')!;
    const anthemAbility = gloriousAnthem.statics!.find((s) => s.key === 'anthem')!;
    const bonus = (id: string) => {
      const obj = g.objects.get(id)!;
      return anthemAbility.modify!(g, anthem, obj, g.coreCharacteristics(obj));
    };
    expect(['bears', 'forest', 'theirs'].map(bonus)).toEqual([{ power: 1, toughness: 1 }, undefined, undefined]);
  });
});
