import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { ObservedObject, RunObservation } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// Ertai's Meddling below the level of fixtures (the corpus has it delay a Shock by one counter): "X can't be 0.
// Target spell's controller exiles it with X delay counters on it. At the beginning of each of that player's
// upkeeps, if that card is exiled, remove a delay counter from it. If the card has no delay counters on it, the
// player puts it onto the stack as a copy of the original spell." Mana cost {X}{U}. Here rather than beside the
// card because vitest.mutation.config.ts runs engine/*.test.ts.

type SetupObject = Setup['objects'][number];

function run(objects: SetupObject[], pool: string, actions: Action[]): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'B', step: 'main1' },
    objects: [{ id: 'meddling', card: "Ertai's Meddling", owner: 'A', zone: 'hand' }, ...objects],
    manaPool: { A: pool, B: '{R}{U}' },
  };
  const answer = runReference({ fixture: 'ertais-meddling-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation;
}

const bear: SetupObject = { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' };
const shock: SetupObject = { id: 'shock', card: 'Shock', owner: 'B', zone: 'hand' };
const castShock: Action = { do: 'cast', player: 'B', object: 'shock', targets: ['bear'] };
const meddle = (x: number): Action => ({ do: 'cast', player: 'A', object: 'meddling', targets: ['shock'], x });
const obj = (o: RunObservation, at: string, id: string): ObservedObject | undefined =>
  o.checkpoints[at]!.objects.find((x) => x.id === id);

describe("Ertai's Meddling: the copy", () => {
  it('a copy it targets is exiled, so it ceases to exist (707.10a): nothing comes back later', () => {
    // The first Meddling's copy of the Shock is on the stack in B's upkeep; a second Meddling exiles it. The Shock
    // card in exile is another object: no delay counters go on it and it is never put onto the stack again.
    const o = run([bear, shock, { id: 'meddling2', card: "Ertai's Meddling", owner: 'A', zone: 'hand' }], '{1}{U}', [
      castShock,
      meddle(1),
      { do: 'resolve' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      { do: 'resolve' },
      { do: 'addMana', player: 'A', mana: '{1}{U}' },
      { do: 'cast', player: 'A', object: 'meddling2', targets: ['shock'], x: 1 },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'exiled' },
      { do: 'resolve' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      { do: 'checkpoint', name: 'end' },
    ]);
    expect(o.actions.slice(0, 9).every((a) => a.status === 'ok')).toBe(true);
    expect(o.actions[9]).toEqual({ status: 'rejected', reason: 'the stack is empty' });
    // B's next upkeep (turn 7): the second Meddling's delayed trigger never triggers.
    expect(o.checkpoints['end']!.triggers.filter((t) => t.source === 'meddling2')).toEqual([]);
    expect(obj(o, 'end', 'bear')?.zone).toBe('battlefield');
  });
});
