import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { revelInRiches } from './revel-in-riches.js';

// "Whenever a creature an opponent controls dies, create a Treasure token. At the beginning of your upkeep, if you
// control ten or more Treasures, you win the game." Dies is put into a graveyard from the battlefield (700.4); only
// the Treasures its controller controls count.

const dies = revelInRiches.triggers!.find((t) => t.key === 'opponent-creature-dies')!;
const upkeepWin = revelInRiches.triggers!.find((t) => t.key === 'upkeep-win')!;

/** A's Revel in Riches, A's and B's Grizzly Bears, B's Pacifism, and `mine` / `theirs` Treasures of A / B. */
function game(mine = 0, theirs = 0): Game {
  const treasures = (owner: string, n: number) =>
    Array.from({ length: n }, (_, k) => at(`t${owner}${k}`, 'Treasure Token', 'battlefield', owner));
  return testGame([
    at('revel', 'Revel in Riches', 'battlefield'),
    at('myBears', 'Grizzly Bears', 'battlefield'),
    at('theirBears', 'Grizzly Bears', 'battlefield', 'B'),
    at('theirPacifism', 'Pacifism', 'battlefield', 'B'),
    ...treasures('A', mine),
    ...treasures('B', theirs),
  ]);
}

describe('Revel in Riches', () => {
  it("triggers when an opponent's creature dies, not when it is exiled, nor for a noncreature or A's own creature", () => {
    const g = game();
    const revel = g.objects.get('revel')!;
    const leaves = (id: string, to: 'graveyard' | 'exile') =>
      dies.matches(g, revel, { type: 'leaves', obj: g.objects.get(id)!, to });
    expect([
      leaves('theirBears', 'graveyard'),
      leaves('theirBears', 'exile'),
      leaves('theirPacifism', 'graveyard'),
      leaves('myBears', 'graveyard'),
    ]).toEqual([true, false, false, false]);
  });

  it.each([
    [10, 0, false],
    [9, 10, true],
  ])('at resolution with %i Treasures of A and %i of B, B is still in the game: %s', (mine, theirs, bStays) => {
    const g = game(mine, theirs);
    upkeepWin.resolve(g, resolvingItem(g, 'revel', { kind: 'triggered', abilityKey: 'upkeep-win' }));
    expect(g.player('B').inGame).toBe(bStays);
  });

  // 603.6c: "whenever a creature an opponent controls dies" is a leaves-the-battlefield ability, so it looks back in
  // time (603.10a): destroyed at the same time as B's creature, Revel in Riches still sees it die.
  it("creates a Treasure when it leaves the battlefield at the same time as an opponent's creature dies", () => {
    const game = played(
      [at('revel', 'Revel in Riches', 'battlefield'), at('theirBears', 'Grizzly Bears', 'battlefield', 'B')],
      {},
      [
        {
          do: 'destroy',
          objects: ['revel', 'theirBears'],
          triggers: [{ source: 'revel', ability: 'opponent-creature-dies' }],
        },
        { do: 'resolve' },
        { do: 'checkpoint', name: 'resolved' },
      ],
    );
    const treasures = game
      .objects('resolved')
      .filter((o) => o.card === 'Treasure Token' && o.zone === 'battlefield')
      .map((o) => o.controller);
    expect([game.statuses, treasures]).toEqual([['ok', 'ok', 'ok'], ['A']]);
  });
});
