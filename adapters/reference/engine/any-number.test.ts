import { describe, expect, it } from 'vitest';
import { cast } from './casting.js';
import type { Game } from './game.js';
import { addMana } from './mana.js';
import { resolveTop } from './stack.js';
import { at, testGame } from './testing/game.js';

// "Any number of target …" (cards/any-number.ts) through Gird for Battle: "Put a +1/+1 counter on each of up to
// two target creatures." By the rules only the chosen targets are affected (601.2c, 608.2b), which the fixtures
// check. The fault any-number-acts-on-all-that-fit acts instead on every permanent that fits the description
// ("creatures"), which the card module computes for it; these check that set: every creature, chosen or not, and
// nothing that isn't a creature. Here, where Stryker sees them.

function girdFor(targets: string[], fault?: 'any-number-acts-on-all-that-fit'): Game {
  const g = testGame(
    [
      at('gird', 'Gird for Battle', 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('their-giant', 'Hill Giant', 'battlefield', 'B'),
      at('plains', 'Plains', 'battlefield'),
    ],
    fault ? { fault } : {},
  );
  addMana(g.player('A'), '{W}');
  cast(g, 'A', 'gird', targets, 0, {});
  resolveTop(g, {}, undefined);
  return g;
}
const counters = (g: Game, id: string) => g.objects.get(id)!.counters.get('+1/+1') ?? 0;
const everyCounter = (g: Game) => ['bears', 'their-giant', 'plains'].map((id) => counters(g, id));

describe('any number of target creatures', () => {
  it('puts a counter on the chosen target only', () => {
    expect(everyCounter(girdFor(['bears']))).toEqual([1, 0, 0]);
  });

  it('under the fault, on every creature that fits, chosen or not, and on no land', () => {
    expect(everyCounter(girdFor(['bears'], 'any-number-acts-on-all-that-fit'))).toEqual([1, 1, 0]);
    expect(everyCounter(girdFor([], 'any-number-acts-on-all-that-fit'))).toEqual([1, 1, 0]);
  });
});
