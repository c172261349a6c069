import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { invigorate } from './invigorate.js';
import { teferisProtection } from './teferis-protection.js';

// "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life."
// A casts it; the choice "opponentGainsLife" names the opponent. Without the choice A pays the mana cost
// {2}{G}. With it: no mana, the opponent gains 3 life as the cost is paid, and the cost can't be chosen
// for A itself, for a player who left the game, without a Forest A controls (an opponent's Forest or
// another land of A's doesn't do), nor for an opponent who can't gain life (119.7).

type SetupObjects = Parameters<typeof testGame>[0];

function prepare(g: Game, choices: Record<string, string>) {
  const obj = g.objects.get('invigorate')!;
  return invigorate.spell!.prepareCast!(g, { obj, player: 'A', x: 0, choices, targets: 1 });
}

const withForest = (): SetupObjects => [
  at('invigorate', 'Invigorate', 'hand'),
  at('bears', 'Grizzly Bears', 'battlefield'),
  at('forest', 'Forest', 'battlefield'),
];

describe('Invigorate', () => {
  it('is implemented whole: its alternative cost by a hook, its spell ability', () => {
    expect(claimGaps(loadCatalogue().get('Invigorate')!, invigorate)).toEqual({ missing: [], unknown: [] });
  });

  it('costs its mana cost {2}{G} when the alternative cost is not chosen', () => {
    expect(prepare(testGame(withForest()), {}).cost).toBe('{2}{G}');
  });

  it('costs no mana with a Forest, and the opponent gains 3 life as the cost is paid', () => {
    const g = testGame(withForest());
    const prepared = prepare(g, { opponentGainsLife: 'B' });
    expect(prepared.cost).toBe('');
    const lifeBefore = g.player('B').life;
    prepared.payExtra!();
    expect([g.player('B').life - lifeBefore, g.player('A').life]).toEqual([3, 20]);
  });

  it('refuses its caster as the opponent, and an opponent who left the game', () => {
    expect(() => prepare(testGame(withForest()), { opponentGainsLife: 'A' })).toThrow(/not an opponent/);
    const g = testGame(withForest());
    g.player('B').inGame = false;
    expect(() => prepare(g, { opponentGainsLife: 'B' })).toThrow(/not an opponent/);
  });

  it("needs a Forest its caster controls: another land of A's or an opponent's Forest doesn't do", () => {
    const g = testGame([
      at('invigorate', 'Invigorate', 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('island', 'Island', 'battlefield'),
      at('forest', 'Forest', 'battlefield', 'B'),
    ]);
    expect(() => prepare(g, { opponentGainsLife: 'B' })).toThrow(/controls no Forest/);
  });

  it("can't be paid by an opponent whose life total can't change (Teferi's Protection, 119.7)", () => {
    const g = testGame([...withForest(), at('tp', "Teferi's Protection", 'hand', 'B')]);
    teferisProtection.spell!.resolve(g, resolvingItem(g, 'tp', { controller: 'B' }));
    expect(() => prepare(g, { opponentGainsLife: 'B' })).toThrow(/B can't gain life/);
  });
});
