import { describe, expect, it } from 'vitest';
import { cast } from '../engine/casting.js';
import { IllegalAction } from '../engine/game.js';
import { addMana } from '../engine/mana.js';
import { resolveTop } from '../engine/stack.js';
import type { Choices } from '../engine/types.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { cankerousThirst } from './cankerous-thirst.js';

// Cankerous Thirst below the level of fixtures: its fixtures choose both parts, so none declines one or gives
// a choice that is not true or false.

const thirstAndCreatures = (opts: Parameters<typeof testGame>[1] = {}) =>
  testGame(
    [
      at('thirst', 'Cankerous Thirst', 'hand'),
      at('bear', 'Grizzly Bears', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield'),
    ],
    opts,
  );

/** The Bears' and the Giant's power and toughness (no state-based actions here: a -1/-1 Bears is still there). */
function sizes(g: Game): Record<string, [number, number]> {
  const pt = (id: string): [number, number] => {
    const ch = g.characteristics(g.permanentById(id)!);
    return [ch.power, ch.toughness];
  };
  return { bear: pt('bear'), giant: pt('giant') };
}

/** Casts it paying `pool` at A's Grizzly Bears (-3/-3) and Hill Giant (+3/+3), resolves it with `choices`. */
function castAndResolve(pool: string, choices: Choices): Record<string, [number, number]> {
  const g = thirstAndCreatures();
  addMana(g.player('A'), pool);
  cast(g, 'A', 'thirst', ['bear', 'giant'], 0, {});
  resolveTop(g, choices, undefined);
  return sizes(g);
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

  // A refused action leaves the game as it was: the choices are checked before the spell leaves the stack, so
  // neither part has happened when the second choice turns out not to be true or false.
  it('refuses a bad choice before resolving anything, leaving the spell on the stack', () => {
    const g = thirstAndCreatures();
    addMana(g.player('A'), '{2}{B}{G}');
    cast(g, 'A', 'thirst', ['bear', 'giant'], 0, {});
    expect(() => resolveTop(g, { pump: 'yes' }, undefined)).toThrow(IllegalAction);
    expect([g.stack.map((item) => item.source.id), sizes(g)]).toEqual([['thirst'], { bear: [2, 2], giant: [3, 3] }]);
  });

  // 707.10: a copy of a spell is not cast, so no mana was spent to cast it (Ertai's Meddling puts one on the
  // stack without a record of mana spent): neither "if {B} was spent" nor "if {G} was spent" holds.
  it('does nothing as a copy, on which no mana was spent', () => {
    const g = thirstAndCreatures();
    const copy = { ...resolvingItem(g, 'thirst', { targets: ['bear', 'giant'] }), copy: true };
    cankerousThirst.spell!.resolve(g, copy);
    expect(sizes(g)).toEqual({ bear: [2, 2], giant: [3, 3] });
  });

  // The fault target-count-unchecked casts it with one target: its second part has no target and does nothing,
  // while the first still happens.
  it('does only the part that has a target when an engine takes one target (target-count-unchecked)', () => {
    const g = thirstAndCreatures({ fault: 'target-count-unchecked' });
    addMana(g.player('A'), '{2}{B}{G}');
    cast(g, 'A', 'thirst', ['bear'], 0, {});
    resolveTop(g, {}, undefined);
    expect(sizes(g)).toEqual({ bear: [-1, -1], giant: [3, 3] });
  });

  // Oracle: each part is "target creature" (601.2c: a target must be an object or player the spell can target).
  it('refuses a player as a target, saying the target must be a creature', () => {
    const g = thirstAndCreatures();
    addMana(g.player('A'), '{2}{B}{G}');
    expect(() => cast(g, 'A', 'thirst', ['B', 'giant'], 0, {})).toThrow(
      new IllegalAction('casting Cankerous Thirst: B is a player, but the target must be target creature'),
    );
  });
});
