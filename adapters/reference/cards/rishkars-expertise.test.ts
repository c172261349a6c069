import { describe, expect, it } from 'vitest';
import { Unsupported } from '../engine/game.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { rishkarsExpertise } from './rishkars-expertise.js';

// "Draw cards equal to the greatest power among creatures you control. You may cast a spell with mana value 5 or
// less from your hand without paying its mana cost." The free cast is not implemented, so a spell whose `cast`
// choice takes it is unsupported: resolving it as if the choice were declined would misreport what the card does.

/** A's Rishkar's Expertise (in hand: `resolve` is called directly) and Grizzly Bears (2/2), B's Hill Giant (3/3). */
function game() {
  return testGame([
    at('expertise', "Rishkar's Expertise", 'hand'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('giant', 'Hill Giant', 'battlefield', 'B'),
  ]);
}

describe("Rishkar's Expertise", () => {
  it('draws as many cards as the greatest power among its controller’s creatures, not an opponent’s', () => {
    const g = game();
    const before = g.player('A').libraryCount;
    rishkarsExpertise.spell!.resolve(g, resolvingItem(g, 'expertise'));
    expect(before - g.player('A').libraryCount).toBe(2);
  });

  it('is unsupported when the free cast is chosen, naming what is not implemented', () => {
    const g = game();
    const resolve = () =>
      rishkarsExpertise.spell!.resolve(g, resolvingItem(g, 'expertise', { choices: { cast: 'bears' } }));
    expect(resolve).toThrow(Unsupported);
    expect(resolve).toThrow('casting a spell without paying its mana cost is not implemented');
  });
});
