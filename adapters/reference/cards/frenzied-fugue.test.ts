import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { loadCatalogue, runReference } from '../index.js';
import { claimGaps } from './claims.js';
import { frenziedFugue } from './frenzied-fugue.js';

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

  it("gains control again at the beginning of its controller's next upkeep", () => {
    const upkeep: Action[] = [
      ...actions,
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'stolen-again' },
    ];
    const answer = runReference({
      fixture: 'frenzied-fugue-upkeep-test',
      edition: '2026-08-07',
      setup,
      actions: upkeep,
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const { checkpoints } = answer.observation;
    expect(checkpoints['stolen-again']!.objects.find((o) => o.id === 'bears')).toMatchObject({ controller: 'A' });
  });

  it('implements both trigger events as its one catalogue ability (603.2), the card claimed whole', () => {
    expect(claimGaps(loadCatalogue().get('Frenzied Fugue')!, frenziedFugue)).toEqual({ missing: [], unknown: [] });
  });
});
