import { describe, expect, it } from 'vitest';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { divineSmite } from './divine-smite.js';

// Divine Smite: "Target creature or planeswalker an opponent controls phases out. If that permanent is
// black, exile it instead." Cast by A, it may target B's creature or B's planeswalker, not A's own creature
// nor a permanent of B's that is neither (a land).

const g = testGame([
  at('bears', 'Grizzly Bears', 'battlefield', 'B'),
  { ...at('jace', 'Jace Beleren', 'battlefield', 'B'), counters: { loyalty: 3 } },
  at('island', 'Island', 'battlefield', 'B'),
  at('mine', 'Grizzly Bears', 'battlefield', 'A'),
]);
const canTarget = (id: string) => divineSmite.spell!.targets![0]!.filter!(g, g.objects.get(id)!, 'A');

describe('Divine Smite', () => {
  it("may target an opponent's creature or planeswalker, not its caster's creature nor a land", () => {
    expect(['bears', 'jace', 'island', 'mine'].map(canTarget)).toEqual([true, true, false, false]);
  });

  it('refuses a player as its target, saying what the target must be', () => {
    expect(() => chooseTargets(g, divineSmite.spell!.targets, ['B'], 'A', 'Divine Smite')).toThrow(
      'Divine Smite: B is a player, but the target must be target creature or planeswalker an opponent controls',
    );
  });
});
