import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { activationRejections } from '../engine/testing/activation.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices } from '../engine/types.js';
import { teferiMasterOfTime } from './teferi-master-of-time.js';

// "+1: Draw a card, then discard a card." The discarded card is the one named by the "discard" choice, a card in
// the activating player's own hand; without a name it is one of the cards the setup did not name (the
// engine counts those). "−3: Target creature you don't control phases out."

const plusOne = teferiMasterOfTime.activated!.find((a) => a.key === 'plus-1')!;

/** A's +1 resolves, with `discard` chosen if given; A's library holds `library` cards. */
function afterPlusOne(library: number, discard?: string): Game {
  const g = testGame([
    at('tef', 'Teferi, Master of Time', 'battlefield'),
    at('mine', 'Grizzly Bears', 'hand'),
    at('theirs', 'Hill Giant', 'hand', 'B'),
  ]);
  g.player('A').libraryCount = library;
  const choices: Choices = discard === undefined ? {} : { discard };
  plusOne.resolve(g, resolvingItem(g, 'tef', { kind: 'activated', abilityKey: 'plus-1', choices }));
  return g;
}

const unnamed = (g: Game) => [g.player('A').anonymousHand, g.player('A').anonymousGraveyard];

describe("Teferi, Master of Time's +1", () => {
  it('discards the card it drew when no card is named', () => {
    expect(unnamed(afterPlusOne(20))).toEqual([0, 1]);
  });

  it('discards nothing from an empty hand (nothing to draw, no unnamed card)', () => {
    expect(unnamed(afterPlusOne(0))).toEqual([0, 0]);
  });

  it('discards the named card from its own hand and keeps the card it drew', () => {
    const g = afterPlusOne(20, 'mine');
    expect([g.objects.get('mine')!.zone, ...unnamed(g)]).toEqual(['graveyard', 1, 0]);
  });

  it("refuses a name that is no card in the player's hand: an opponent's card, or none at all", () => {
    expect(() => afterPlusOne(20, 'theirs')).toThrow(IllegalAction);
    expect(() => afterPlusOne(20, 'nothing')).toThrow(new IllegalAction("nothing is not in A's hand"));
  });
});

describe("Teferi, Master of Time's −3", () => {
  const objects = [
    { ...at('tef', 'Teferi, Master of Time', 'battlefield'), counters: { loyalty: 3 } },
    at('own', 'Grizzly Bears', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('forest', 'Forest', 'battlefield', 'B'),
  ];
  const rejections = (target: string) => activationRejections(objects, 'tef', 'minus-3', '', [target]);

  it("targets a creature A doesn't control, not A's own creature, an opponent's land nor the opponent", () => {
    expect([rejections('bears'), rejections('own'), rejections('forest'), rejections('B')]).toEqual([
      [],
      [expect.stringContaining("target creature you don't control")],
      [expect.stringContaining("target creature you don't control")],
      [expect.stringContaining('B is a player')],
    ]);
  });
});
