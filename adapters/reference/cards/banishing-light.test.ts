import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { banishingLight } from './banishing-light.js';

// "When Banishing Light enters the battlefield, exile target nonland permanent an opponent controls until
// Banishing Light leaves the battlefield." A controls Banishing Light; B is the opponent.

const g = testGame([
  at('light', 'Banishing Light', 'battlefield'),
  at('mine', 'Grizzly Bears', 'battlefield'),
  at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
  at('their-land', 'Forest', 'battlefield', 'B'),
]);
const [light, mine, theirs, theirLand] = ['light', 'mine', 'theirs', 'their-land'].map((id) => g.objects.get(id)!);
const etb = banishingLight.triggers!.find((t) => t.key === 'etb')!;

describe('Banishing Light', () => {
  it('triggers when it enters, not when another permanent enters nor when it leaves', () => {
    expect([
      etb.matches(g, light!, { type: 'enters', obj: light! }),
      etb.matches(g, light!, { type: 'enters', obj: theirs! }),
      etb.matches(g, light!, { type: 'leaves', obj: light!, to: 'graveyard' }),
    ]).toEqual([true, false, false]);
  });

  it("targets an opponent's nonland permanent, not its controller's own nor an opponent's land", () => {
    const spec = etb.targets![0]!;
    expect([spec.filter!(g, theirs!, 'A'), spec.filter!(g, mine!, 'A'), spec.filter!(g, theirLand!, 'A')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
