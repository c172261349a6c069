import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import type { Choices } from '../engine/types.js';
import { treasureToken } from './treasure-token.js';

// The Treasure token (111.10a): "{T}, Sacrifice this artifact: Add one mana of any color." The color is one of
// the five (105.1: white, blue, black, red, green); {T} can't be paid for a tapped Treasure (602.2b, 118.3).

const mana = treasureToken.activated!.find((a) => a.key === 'mana')!;

/** A's Treasure token, tapped when `tapped`. */
function treasureGame(tapped: boolean): Game {
  return testGame([{ id: 'treasure', card: 'Treasure Token', owner: 'A', zone: 'battlefield', token: true, tapped }]);
}

/** Whether paying the ability's costs with these choices is refused as illegal. */
function refused(g: Game, choices: Choices): boolean {
  try {
    mana.payCost!(g, g.objects.get('treasure')!, choices);
    return false;
  } catch (e) {
    if (e instanceof IllegalAction) return true;
    throw e;
  }
}

describe('Treasure token', () => {
  it('adds one mana of a color, not of a name that is no color, nor with no color chosen', () => {
    expect([refused(treasureGame(false), { color: 'X' }), refused(treasureGame(false), {})]).toEqual([true, true]);
    expect(refused(treasureGame(false), { color: 'G' })).toBe(false);
  });

  it("can't be activated while tapped", () => {
    expect(refused(treasureGame(true), { color: 'G' })).toBe(true);
  });
});
