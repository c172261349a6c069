import { describe, expect, it } from 'vitest';
import { IllegalAction, Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { populate } from './populate.js';

// Populate (701.36a): "choose a creature token you control and create a token that's a copy of that creature
// token". Not a nontoken creature, a noncreature token nor an opponent's creature token; with no creature token
// there is nothing to copy. The `populate` choice names the token, and may be left out only when at most one can
// be chosen; naming anything else is an illegal choice.

type Objects = Parameters<typeof testGame>[0];
const token = (id: string, card: string, owner = 'A') => ({ ...at(id, card, 'battlefield', owner), token: true });

/** Everything on the battlefield besides the tokens under test: none of it may be chosen by A's populate. */
const unchoosable: Objects = [
  at('ranks', 'Growing Ranks', 'battlefield'),
  at('bears', 'Grizzly Bears', 'battlefield'),
  token('treasure', 'Treasure Token'),
  token('theirs', 'Spirit Token', 'B'),
];

/** A populates with `choices`; returns the names of the tokens A controls afterwards, sorted. */
function populated(tokens: Objects, choices: Record<string, string> = {}): { g: Game; names: string[] } {
  const g = testGame([...unchoosable, ...tokens]);
  populate(g, resolvingItem(g, 'ranks', { kind: 'triggered', abilityKey: 'upkeep', choices }));
  const names = g
    .permanents()
    .filter((o) => o.token && g.controller(o) === 'A' && g.isType(o, 'Creature'))
    .map((o) => o.card.name);
  return { g, names: names.sort() };
}

describe('populate', () => {
  it('copies the only creature token its controller controls, with no choice named', () => {
    expect(populated([token('knight', 'Knight Token')]).names).toEqual(['Knight Token', 'Knight Token']);
  });

  it('creates nothing when its controller controls no creature token', () => {
    const { g } = populated([]);
    expect(g.permanents().length).toBe(unchoosable.length);
  });

  it('copies the creature token the choice names, the second as well as the first', () => {
    const two = [token('knight', 'Knight Token'), token('soldier', 'Soldier Token')];
    expect([populated(two, { populate: 'soldier' }).names, populated(two, { populate: 'knight' }).names]).toEqual([
      ['Knight Token', 'Soldier Token', 'Soldier Token'],
      ['Knight Token', 'Knight Token', 'Soldier Token'],
    ]);
  });

  it('asks the fixture to choose when two creature tokens could be copied', () => {
    const two = [token('knight', 'Knight Token'), token('soldier', 'Soldier Token')];
    expect(() => populated(two)).toThrow(Unsupported);
    // The reason names the missing choice, so a fixture's author knows what to add.
    expect(() => populated(two)).toThrow('"populate"');
  });

  it("refuses a choice naming a noncreature token, an opponent's token or a nontoken creature", () => {
    const knight = [token('knight', 'Knight Token')];
    for (const id of ['treasure', 'theirs', 'bears']) {
      expect(() => populated(knight, { populate: id })).toThrow(IllegalAction);
      // The reason names the refused choice (what `explain` and a failing fixture's message show).
      expect(() => populated(knight, { populate: id })).toThrow(id);
    }
  });
});
