import { describe, expect, it } from 'vitest';
import type { Choices } from '../engine/types.js';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { marchOfSwirlingMist } from './march-of-swirling-mist.js';

// "As an additional cost to cast this spell, you may exile any number of blue cards from your hand. This spell
// costs {2} less to cast for each card exiled this way. / Up to X target creatures phase out." Rulings 2022-02-18:
// the reduction applies to the generic part only, so the cost never drops below {U} however many are exiled. The
// exiled cards are blue cards in the caster's own hand, each once, and not the March itself (it is being cast).

/** A's March of Swirling Mist and two Horseshoe Crabs (blue) and Grizzly Bears (green) in A's hand, B's Crab in B's. */
function handsOfAandB(): Game {
  return testGame([
    at('march', 'March of Swirling Mist', 'hand'),
    at('crab1', 'Horseshoe Crab', 'hand'),
    at('crab2', 'Horseshoe Crab', 'hand'),
    at('bears', 'Grizzly Bears', 'hand'),
    at('their-crab', 'Horseshoe Crab', 'hand', 'B'),
  ]);
}

/** The cost of A's March with X = `x`, `targets` targets and these choices. */
function cost(g: Game, x: number, choices: Choices, targets = 0): string {
  const obj = g.objects.get('march')!;
  return marchOfSwirlingMist.spell!.prepareCast!(g, { obj, player: 'A', x, choices, targets }).cost;
}

describe('March of Swirling Mist', () => {
  it('costs {2} less for each blue card exiled, never less than {U}', () => {
    const g = handsOfAandB();
    expect([
      cost(g, 5, {}),
      cost(g, 5, { exiled: ['crab1'] }),
      cost(g, 5, { exiled: ['crab1', 'crab2'] }),
      cost(g, 1, { exiled: ['crab1', 'crab2'] }),
    ]).toEqual(['{5}{U}', '{3}{U}', '{1}{U}', '{0}{U}']);
  });

  it('has at most X targets', () => {
    const g = handsOfAandB();
    expect(() => cost(g, 1, {}, 2)).toThrow(IllegalAction);
    expect(cost(g, 2, {}, 2)).toBe('{2}{U}');
  });

  it("refuses a card that isn't a blue card in its caster's hand, the March itself, or a card exiled twice", () => {
    const g = handsOfAandB();
    for (const exiled of [['nowhere'], ['bears'], ['their-crab'], ['march'], ['crab1', 'crab1']])
      expect(() => cost(g, 4, { exiled }), exiled.join()).toThrow(IllegalAction);
  });

  it('refuses an exiled choice that is not a list of ids', () => {
    expect(() => cost(handsOfAandB(), 4, { exiled: 'crab1' })).toThrow(IllegalAction);
  });
});
