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
    at('moment', 'The Moment', 'battlefield', 'B'), // an artifact
    at('forest', 'Forest', 'battlefield'),
    at('island', 'Island', 'battlefield', 'B'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    { ...at('strength', 'Holy Strength', 'battlefield'), attachedTo: 'bears' }, // an Aura
  ]);
}

const EVERY = ['realm', 'moment', 'forest', 'island', 'bears', 'strength'];

function resolveWith(g: Game, choices: Choices): void {
  upkeep.resolve(g, resolvingItem(g, 'realm', { kind: 'triggered', abilityKey: 'upkeep', choices }));
}

describe("Teferi's Realm", () => {
  it("phases out every player's nontoken permanents of the chosen type, and nothing else", () => {
    const phasedOutFor = (cardType: string) => {
      const g = realmGame();
      resolveWith(g, { cardType });
      return EVERY.filter((id) => g.isPhasedOut(id));
    };
    expect(['artifact', 'creature', 'land', 'non-Aura enchantment'].map(phasedOutFor)).toEqual([
      ['moment'],
      ['bears', 'strength'], // the Aura phases out indirectly, with the Bears (702.26g)
      ['forest', 'island'],
      ['realm'],
    ]);
  });

  it('refuses a choice that is not one of the four types, phasing nothing out', () => {
    for (const cardType of ['planeswalker', ['land'], 'toString']) {
      const g = realmGame();
      expect(() => resolveWith(g, { cardType }), JSON.stringify(cardType)).toThrow(Unsupported);
      expect(EVERY.filter((id) => g.isPhasedOut(id))).toEqual([]);
    }
  });

  it('names the four types in its refusal', () => {
    expect(() => resolveWith(realmGame(), { cardType: 'planeswalker' })).toThrow(
      "Teferi's Realm: cardType must be one of artifact, creature, land, non-Aura enchantment",
    );
  });
});
