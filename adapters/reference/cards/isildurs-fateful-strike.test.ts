import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { isildursFatefulStrike } from './isildurs-fateful-strike.js';

// "Destroy target creature. If its controller has more than four cards in hand, they exile cards from their hand
// equal to the difference.": with four cards or fewer, nothing leaves the hand.
function strikeWithHand(unnamed: number, named: string[], exile: string[] = []) {
  const g = testGame([
    at('strike', "Isildur's Fateful Strike", 'hand'),
    at('bear', 'Grizzly Bears', 'battlefield', 'B'),
    ...named.map((id) => at(id, 'Grizzly Bears', 'hand', 'B')),
  ]);
  g.player('B').anonymousHand = unnamed;
  isildursFatefulStrike.spell!.resolve(g, resolvingItem(g, 'strike', { targets: ['bear'], choices: { exile } }));
  const exiled = g.cardsOf('B', 'exile').map((o) => o.id);
  return [g.objects.get('bear')!.zone, g.player('B').anonymousHand, g.cardsOf('B', 'hand').length, exiled];
}

describe("Isildur's Fateful Strike", () => {
  it('exiles nothing from a hand of four cards or fewer, named choice or not', () => {
    expect([strikeWithHand(3, []), strikeWithHand(2, ['h1', 'h2'], ['h1', 'h2'])]).toEqual([
      ['graveyard', 3, 0, []],
      ['graveyard', 2, 2, []],
    ]);
  });

  it('exiles the difference from a hand of more than four', () => {
    expect(strikeWithHand(5, ['h1'], ['h1'])).toEqual(['graveyard', 4, 0, ['h1']]);
  });
});
