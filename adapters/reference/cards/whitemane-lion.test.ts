import { describe, expect, it } from 'vitest';
import { IllegalAction, Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { Choices } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { whitemaneLion } from './whitemane-lion.js';

// "When Whitemane Lion enters, return a creature you control to its owner's hand." The creature is chosen as
// the trigger resolves, among the creatures its controller controls that exist (702.26b: a phased-out Lion is
// treated as though it doesn't exist, so it can't be chosen). The fixture names the creature as the choice
// "return"; a choice of a creature the controller doesn't control is refused.

const etb = whitemaneLion.triggers!.find((t) => t.key === 'etb')!;

/** A's Lion (phased out when `lionPhasedOut`) and Grizzly Bears, and B's Grizzly Bears. */
function lionGame(lionPhasedOut = false): Game {
  const phased = lionPhasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
  return testGame([
    { ...at('lion', 'Whitemane Lion', 'battlefield'), ...phased },
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('their-bears', 'Grizzly Bears', 'battlefield', 'B'),
  ]);
}

const resolveWith = (g: Game, choices: Choices) =>
  etb.resolve(g, resolvingItem(g, 'lion', { kind: 'triggered', abilityKey: 'etb', choices }));

const zoneOf = (g: Game, id: string) => g.objects.get(id)!.zone;

describe('Whitemane Lion', () => {
  it('returns the creature its controller chooses, and only that one', () => {
    const g = lionGame();
    resolveWith(g, { return: 'bears' });
    expect(['lion', 'bears', 'their-bears'].map((id) => zoneOf(g, id))).toEqual(['battlefield', 'hand', 'battlefield']);
  });

  it('may return the Lion itself', () => {
    const g = lionGame();
    resolveWith(g, { return: 'lion' });
    expect([zoneOf(g, 'lion'), zoneOf(g, 'bears')]).toEqual(['hand', 'battlefield']);
  });

  it('asks the fixture for the "return" choice when its controller controls a creature', () => {
    expect(() => resolveWith(lionGame(), {})).toThrow(Unsupported);
    expect(() => resolveWith(lionGame(), {})).toThrow('the fixture must choose the creature returned ("return")');
  });

  it("refuses a creature its controller doesn't control, and a phased-out Lion (702.26b)", () => {
    expect(() => resolveWith(lionGame(), { return: 'their-bears' })).toThrow(IllegalAction);
    expect(() => resolveWith(lionGame(), { return: 'their-bears' })).toThrow(
      'their-bears is not a creature A controls',
    );
    expect(() => resolveWith(lionGame(true), { return: 'lion' })).toThrow(IllegalAction);
  });
});
