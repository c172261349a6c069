import { describe, expect, it } from 'vitest';
import { activationRejections } from '../engine/testing/activation.js';
import { at } from '../engine/testing/game.js';

// "−8: Each creature target opponent controls phases out. Until the end of your next turn, they can't phase in."
// The target is an opponent (115.1: a player may not choose themself for "target opponent"); what phases out is
// that player's creatures, not their other permanents nor anyone else's creatures.

const objects = [
  { ...at('tef', 'Teferi, Timeless Voyager', 'battlefield'), counters: { loyalty: 8 } },
  at('own', 'Grizzly Bears', 'battlefield'),
  at('bears', 'Grizzly Bears', 'battlefield', 'B'),
  at('crown', 'Bonesplitter', 'battlefield', 'B'),
];

describe("Teferi, Timeless Voyager's −8", () => {
  it('targets an opponent, and refuses its own controller', () => {
    expect([
      activationRejections(objects, 'tef', 'minus-8', '', ['B']),
      activationRejections(objects, 'tef', 'minus-8', '', ['A']),
    ]).toEqual([[], [expect.stringContaining('not an opponent')]]);
  });
});
