import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { curseOfDeathsHold } from './curse-of-deaths-hold.js';

// "Enchant player / Creatures enchanted player controls get -1/-1." Only creatures, and only the enchanted
// player's: A's Curse on B shrinks B's Grizzly Bears, not A's. A Curse attached to no player (it is put into
// its owner's graveyard at the next state-based check, 704.5m) shrinks nothing meanwhile.

function pts(attachedTo?: { player: string }): number[][] {
  const g = testGame([
    { ...at('curse', "Curse of Death's Hold", 'battlefield'), ...(attachedTo ? { attachedTo } : {}) },
    at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
    at('mine', 'Grizzly Bears', 'battlefield', 'A'),
  ]);
  return ['theirs', 'mine'].map((id) => pt(g, id));
}

const pt = (g: Game, id: string) => {
  const c = g.characteristics(g.objects.get(id)!);
  return [c.power, c.toughness];
};

describe("Curse of Death's Hold", () => {
  it("gives -1/-1 to the enchanted player's creatures, not to another player's", () => {
    expect(pts({ player: 'B' })).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('gives -1/-1 to no creature while attached to no player', () => {
    expect(pts()).toEqual([
      [2, 2],
      [2, 2],
    ]);
  });

  it('must be cast with a player to enchant, and says so', () => {
    const g = testGame([]);
    expect(() => chooseTargets(g, [curseOfDeathsHold.enchant!], [], 'A', "Curse of Death's Hold")).toThrow(
      "Curse of Death's Hold needs 1 target(s): a player (enchant player)",
    );
  });

  it('implements every catalogue ability of the card, under its key', () => {
    expect(claimGaps(loadCatalogue().get("Curse of Death's Hold")!, curseOfDeathsHold)).toEqual({
      missing: [],
      unknown: [],
    });
  });
});
