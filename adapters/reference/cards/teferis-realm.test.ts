import { describe, expect, it } from 'vitest';
import { Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { Choices } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { teferisRealm } from './teferis-realm.js';

// "At the beginning of each player's upkeep, that player chooses artifact, creature, land, or non-Aura
// enchantment. All nontoken permanents of that type phase out.": every player's permanents of the chosen type
// (rulings 2004-10-04, 2005-08-01). The choice is one of those four words; any other is refused, never read.

const upkeep = teferisRealm.triggers!.find((t) => t.key === 'upkeep')!;

function realmGame(): Game {
  return testGame([
    at('realm', "Teferi's Realm", 'battlefield'),
    at('forest', 'Forest', 'battlefield'),
    at('island', 'Island', 'battlefield', 'B'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
  ]);
}

function resolveWith(g: Game, choices: Choices): void {
  upkeep.resolve(g, resolvingItem(g, 'realm', { kind: 'triggered', abilityKey: 'upkeep', choices }));
}

const phasedOut = (g: Game, ids: string[]) => ids.map((id) => g.isPhasedOut(id));

describe("Teferi's Realm", () => {
  it("phases out every player's lands when land is chosen, and nothing else", () => {
    const g = realmGame();
    resolveWith(g, { cardType: 'land' });
    expect(phasedOut(g, ['forest', 'island', 'bears', 'realm'])).toEqual([true, true, false, false]);
  });

  it('refuses a choice that is not one of the four types, phasing nothing out', () => {
    for (const cardType of ['planeswalker', ['land'], 'toString']) {
      const g = realmGame();
      expect(() => resolveWith(g, { cardType }), JSON.stringify(cardType)).toThrow(Unsupported);
      expect(phasedOut(g, ['forest', 'island', 'bears', 'realm'])).toEqual([false, false, false, false]);
    }
  });
});
