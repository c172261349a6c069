import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// The shared target specs cards are written with, as a user meets them: in the reason a rejected cast gives
// (`explain` prints it; a fixture whose cast is refused fails with it).
describe('"Enchant creature" (303.4a, 702.5)', () => {
  it('refuses a land as the target of an Aura spell, saying what the target must be', () => {
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'hs', card: 'Holy Strength', owner: 'A', zone: 'hand' },
        { id: 'land', card: 'Plains', owner: 'A', zone: 'battlefield' },
      ],
      manaPool: { A: '{W}' },
    };
    const cast: Action = { do: 'cast', player: 'A', object: 'hs', targets: ['land'] };
    const answer = runReference({ fixture: 'enchant-creature', edition: '2026-08-07', setup, actions: [cast] });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.actions[0]).toEqual({
      status: 'rejected',
      reason: 'casting Holy Strength: land is not a creature (enchant creature)',
    });
  });
});
