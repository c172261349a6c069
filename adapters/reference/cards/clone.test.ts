import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// Clone copies A's Grizzly Bears, then B's Shock kills it. On the battlefield it is a Grizzly Bears (707.2); in
// the graveyard it is the card it is, Clone again, since the copy effect ends as it leaves.
const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
    { id: 'clone', card: 'Clone', owner: 'A', zone: 'hand' },
    { id: 'shock', card: 'Shock', owner: 'B', zone: 'hand' },
  ],
  manaPool: { A: '{3}{U}', B: '{R}' },
};
const actions: Action[] = [
  { do: 'cast', player: 'A', object: 'clone' },
  { do: 'resolve', choices: { copy: 'bears' } },
  { do: 'checkpoint', name: 'copied' },
  { do: 'cast', player: 'B', object: 'shock', targets: ['clone'] },
  { do: 'resolve' },
];

describe('Clone (707.2)', () => {
  it('is the creature it copies on the battlefield, and Clone again once it leaves', () => {
    const answer = runReference({ fixture: 'clone-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const { checkpoints } = answer.observation;
    expect(checkpoints['copied']!.objects.find((o) => o.id === 'clone')).toMatchObject({
      card: 'Grizzly Bears',
      zone: 'battlefield',
    });
    expect(checkpoints['end']!.objects.find((o) => o.id === 'clone')).toMatchObject({
      card: 'Clone',
      zone: 'graveyard',
    });
  });
});
