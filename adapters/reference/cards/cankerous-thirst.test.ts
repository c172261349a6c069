import { describe, expect, it } from 'vitest';
import { cast } from '../engine/casting.js';
import { IllegalAction } from '../engine/game.js';
import { addMana } from '../engine/mana.js';
import { resolveTop } from '../engine/stack.js';
import type { Choices } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';

// Cankerous Thirst below the level of fixtures: its fixtures choose both parts, so none declines one or gives
// a choice that is not true or false.

/** Casts it paying `pool` at A's Grizzly Bears (-3/-3) and Hill Giant (+3/+3), resolves it with `choices`. */
function castAndResolve(pool: string, choices: Choices): Record<string, [number, number]> {
  const g = testGame([
    at('thirst', 'Cankerous Thirst', 'hand'),
    at('bear', 'Grizzly Bears', 'battlefield'),
    at('giant', 'Hill Giant', 'battlefield'),
  ]);
  addMana(g.player('A'), pool);
  cast(g, 'A', 'thirst', ['bear', 'giant'], 0, {});
  resolveTop(g, choices, undefined);
  const pt = (id: string): [number, number] => {
    const ch = g.characteristics(g.permanentById(id)!);
    return [ch.power, ch.toughness];
  };
  return { bear: pt('bear'), giant: pt('giant') }; // no state-based actions here: a -1/-1 Bears is still there
}

describe('Cankerous Thirst', () => {
  it('does each part whose color was spent: the Bears get -3/-3, the Giant +3/+3', () => {
    expect(castAndResolve('{2}{B}{G}', {})).toEqual({ bear: [-1, -1], giant: [6, 6] });
    expect(castAndResolve('{3}{B}', {})).toEqual({ bear: [-1, -1], giant: [3, 3] });
    expect(castAndResolve('{3}{G}', {})).toEqual({ bear: [2, 2], giant: [6, 6] });
  });

  it('leaves out a part its controller declines', () => {
    expect(castAndResolve('{2}{B}{G}', { shrink: false })).toEqual({ bear: [2, 2], giant: [6, 6] });
    expect(castAndResolve('{2}{B}{G}', { pump: false })).toEqual({ bear: [-1, -1], giant: [3, 3] });
  });

  it('refuses a choice that is not true or false', () => {
    expect(() => castAndResolve('{2}{B}{G}', { pump: 'yes' })).toThrow(
      new IllegalAction('Cankerous Thirst\'s pump choice is true or false, not "yes"'),
    );
    expect(() => castAndResolve('{2}{B}{G}', { shrink: 0 })).toThrow(
      new IllegalAction("Cankerous Thirst's shrink choice is true or false, not 0"),
    );
  });
});
