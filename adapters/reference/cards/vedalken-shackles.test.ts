import { describe, expect, it } from 'vitest';
import { activate } from '../engine/casting.js';
import { IllegalAction } from '../engine/game.js';
import { addMana } from '../engine/mana.js';
import { at, testGame } from '../engine/testing/game.js';
import { vedalkenShackles } from './vedalken-shackles.js';

// "{2}, {T}: Gain control of target creature with power less than or equal to the number of Islands you
// control ..." The target's legality is the spec's filter, asked for A, the ability's controller: only Islands A
// controls count, and only a creature can be the target, never a player. The ability costs {2} and {T} (602.2b).

const target = vedalkenShackles.activated!.find((a) => a.key === 'gain-control')!.targets![0]!;

/** A controls the Shackles, two Islands and a Forest; B controls two Islands, Grizzly Bears (2/2) and Wayward Soul (3/2). */
function shacklesGame() {
  return testGame([
    at('shackles', 'Vedalken Shackles', 'battlefield'),
    at('island-1', 'Island', 'battlefield'),
    at('island-2', 'Island', 'battlefield'),
    at('forest', 'Forest', 'battlefield'),
    at('their-island-1', 'Island', 'battlefield', 'B'),
    at('their-island-2', 'Island', 'battlefield', 'B'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('soul', 'Wayward Soul', 'battlefield', 'B'),
  ]);
}

describe('Vedalken Shackles', () => {
  it("may target a creature whose power is at most the number of Islands A controls, counting no one else's", () => {
    const g = shacklesGame();
    const legal = (id: string) => target.filter!(g, g.objects.get(id)!, 'A');
    expect(['bears', 'soul'].map(legal)).toEqual([true, false]);
  });

  it("can't target a noncreature permanent, though its power (none, so 0) is small enough", () => {
    const g = shacklesGame();
    expect(target.filter!(g, g.objects.get('their-island-1')!, 'A')).toBe(false);
  });

  it('costs {2}, and refuses a player as its target', () => {
    const gainControl = (g: ReturnType<typeof shacklesGame>, target: string) =>
      activate(g, 'A', 'shackles', 'gain-control', [target], 0, {});
    expect(() => gainControl(shacklesGame(), 'bears')).toThrow("cannot pay {2}: nothing in A's mana pool");
    const paid = () => {
      const g = shacklesGame();
      addMana(g.player('A'), '{2}');
      return g;
    };
    expect(() => gainControl(paid(), 'B')).toThrow(IllegalAction);
    expect(() => gainControl(paid(), 'B')).toThrow(
      'B is a player, but the target must be target creature with power less than or equal to the number of Islands you control',
    );
    expect(() => gainControl(paid(), 'bears')).not.toThrow();
  });
});
