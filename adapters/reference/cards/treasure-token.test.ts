import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices } from '../engine/types.js';
import { treasureToken } from './treasure-token.js';

// The Treasure token (111.10a): "{T}, Sacrifice this artifact: Add one mana of any color." The color is one of
// the five (105.1: white, blue, black, red, green); {T} can't be paid for a tapped Treasure (602.2b, 118.3).

const mana = treasureToken.activated!.find((a) => a.key === 'mana')!;

/** A's Treasure token, tapped when `tapped`. */
function treasureGame(tapped: boolean): Game {
  return testGame([{ id: 'treasure', card: 'Treasure Token', owner: 'A', zone: 'battlefield', token: true, tapped }]);
}

/** The reason paying the ability's costs with these choices is refused as illegal, or undefined when it is paid. */
function refusal(g: Game, choices: Choices): string | undefined {
  try {
    mana.payCost!(g, g.objects.get('treasure')!, choices);
    return undefined;
  } catch (e) {
    if (e instanceof IllegalAction) return e.message;
    throw e;
  }
}

/** Whether paying the ability's costs with these choices is refused as illegal. */
const refused = (g: Game, choices: Choices): boolean => refusal(g, choices) !== undefined;

describe('Treasure token', () => {
  it('adds one mana of a color, not of a name that is no color, nor with no color chosen', () => {
    expect([refused(treasureGame(false), { color: 'X' }), refused(treasureGame(false), {})]).toEqual([true, true]);
    expect(refused(treasureGame(false), { color: 'G' })).toBe(false);
  });

  it("can't be activated while tapped", () => {
    expect(refused(treasureGame(true), { color: 'G' })).toBe(true);
  });

  it('says why it is refused: the colors it can add, or that it is tapped', () => {
    expect(refusal(treasureGame(false), { color: 'X' })).toContain('W, U, B, R, G');
    expect(refusal(treasureGame(true), { color: 'G' })).toContain('treasure is tapped');
  });

  it('adds one mana of whichever of the five colors is chosen', () => {
    const added = ['W', 'U', 'B', 'R', 'G'].map((color) => {
      const g = treasureGame(false);
      const item = resolvingItem(g, 'treasure', { kind: 'activated', abilityKey: 'mana', choices: { color } });
      mana.payCost!(g, g.objects.get('treasure')!, item.choices);
      mana.resolve(g, item);
      return [...g.player('A').mana.entries()];
    });
    expect(added).toEqual([[['W', 1]], [['U', 1]], [['B', 1]], [['R', 1]], [['G', 1]]]);
  });

  it('is a mana ability: its mana can pay for a spell at once, without the stack (605.3a)', () => {
    const game = played(
      [
        { id: 'treasure', card: 'Treasure Token', owner: 'A', zone: 'battlefield', token: true },
        { id: 'shock', card: 'Shock', owner: 'A', zone: 'hand' },
      ],
      undefined,
      [
        { do: 'activate', player: 'A', source: 'treasure', ability: 'mana', choices: { color: 'R' } },
        { do: 'cast', player: 'A', object: 'shock', targets: ['B'] },
      ],
    );
    expect(game.statuses).toEqual(['ok', 'ok']);
  });
});
