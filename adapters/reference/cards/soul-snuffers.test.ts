import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// "When Soul Snuffers enters, put a -1/-1 counter on each creature.": only Soul Snuffers' own entering
// triggers it (603.6a), so another creature entering later puts no counter on anything.
const objects: Setup['objects'] = [
  { id: 'snuffers', card: 'Soul Snuffers', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'hand' },
];

describe('Soul Snuffers', () => {
  it("doesn't trigger when another creature enters", () => {
    const game = played(objects, { A: '{1}{G}' }, [
      { do: 'cast', player: 'A', object: 'bears' },
      { do: 'resolve' },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'entered' },
    ]);
    expect(game.statuses[0]).toBe('ok');
    expect([game.pt('entered', 'bears'), game.pt('entered', 'snuffers')]).toEqual([
      [2, 2],
      [3, 3],
    ]);
  });
});
