import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { Choices } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { zirilanOfTheClaw } from './zirilan-of-the-claw.js';

// "{1}{R}{R}, {T}: Search your library for a Dragon permanent card, put that card onto the battlefield, then
// shuffle. That Dragon gains haste until end of turn. Exile it at the beginning of the next end step." The
// fixture names the card found as the choice "card"; it must be a Dragon permanent card in the library of the
// ability's controller, and a search may find nothing (701.19b).

const search = zirilanOfTheClaw.activated!.find((a) => a.key === 'search')!;

/** A's Zirilan; Mist Dragon in A's library, in B's library and on A's battlefield; Grizzly Bears and Unsummon in A's library. */
function zirilanGame(): Game {
  return testGame([
    at('zirilan', 'Zirilan of the Claw', 'battlefield'),
    at('dragon', 'Mist Dragon', 'library'),
    at('their-dragon', 'Mist Dragon', 'library', 'B'),
    at('dragon-in-play', 'Mist Dragon', 'battlefield'),
    at('bears', 'Grizzly Bears', 'library'),
    at('unsummon', 'Unsummon', 'library'),
  ]);
}

const resolveWith = (g: Game, choices: Choices) =>
  search.resolve(g, resolvingItem(g, 'zirilan', { kind: 'activated', abilityKey: 'search', choices }));

describe('Zirilan of the Claw', () => {
  it('puts the Dragon found onto the battlefield with haste, and sets up its exile at the next end step', () => {
    const g = zirilanGame();
    resolveWith(g, { card: 'dragon' });
    const dragon = g.objects.get('dragon')!;
    expect([dragon.zone, g.controller(dragon), g.has(dragon, 'haste'), g.delayed.length]).toEqual([
      'battlefield',
      'A',
      true,
      1,
    ]);
  });

  it('may find nothing (701.19b): no card moves', () => {
    const g = zirilanGame();
    expect(() => resolveWith(g, {})).not.toThrow();
    expect([g.objects.get('dragon')!.zone, g.delayed.length]).toEqual(['library', 0]);
  });

  it("refuses a card that isn't a Dragon permanent card in its controller's library", () => {
    for (const id of ['their-dragon', 'dragon-in-play', 'bears', 'unsummon']) {
      expect(() => resolveWith(zirilanGame(), { card: id })).toThrow(IllegalAction);
      expect(() => resolveWith(zirilanGame(), { card: id })).toThrow(
        `${id} is not a Dragon permanent card in A's library`,
      );
    }
  });
});
