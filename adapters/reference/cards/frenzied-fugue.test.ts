import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// The sweeps phase the enchanted creature out before the trigger resolves, so they see only the trigger
// finding nothing; here it finds B's tapped Bears: A gains control of them until end of turn, untapped (its haste
// is not in the observation), and gives them back at the cleanup step (514.2).
const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', tapped: true },
    { id: 'fugue', card: 'Frenzied Fugue', owner: 'A', zone: 'hand' },
  ],
  manaPool: { A: '{3}{R}' },
};
const actions: Action[] = [
  { do: 'cast', player: 'A', object: 'fugue', targets: ['bears'] },
  { do: 'resolve' },
  { do: 'resolve' },
  { do: 'checkpoint', name: 'stolen' },
  { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
];

describe('Frenzied Fugue', () => {
  it('gains control of the enchanted permanent until end of turn, untapped', () => {
    const answer = runReference({ fixture: 'frenzied-fugue-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const { checkpoints } = answer.observation;
    const bears = (at: string) => checkpoints[at]!.objects.find((o) => o.id === 'bears');
    expect(bears('stolen')).toMatchObject({ controller: 'A', tapped: false });
    expect(bears('end')).toMatchObject({ controller: 'B' });
  });
});
