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

describe("Ertai's Meddling: casting", () => {
  it("X can't be 0: the cast is refused and says so", () => {
    const o = run([bear, shock], '{U}', [castShock, meddle(0)]);
    expect(o.actions[1]).toEqual({ status: 'rejected', reason: "Ertai's Meddling: X can't be 0" });
  });

  it('costs {X}{U}: {U} alone does not pay for X = 1', () => {
    const o = run([bear, shock], '{U}', [castShock, meddle(1)]);
    expect(o.actions[1]!.status).toBe('rejected');
  });
});

describe("Ertai's Meddling: the delay counters", () => {
  // B's turn 3: X = 2. A's upkeep (turn 4) is not B's; B's upkeep on turn 5 removes one counter (the stack is then
  // empty: a second resolve is refused), and the one on turn 7 removes the last, so B puts the Shock onto the stack
  // as a copy then, and it kills the Bears. (Counters on a card in exile are not observed.)
  // Run inside each test: Stryker's vitest runner switches mutants per test, not per load of the file.
  const observe = () =>
    run([bear, shock], '{2}{U}', [
      castShock,
      meddle(2),
      { do: 'resolve' },
      { do: 'checkpoint', name: 'exiled' },
      { do: 'advance', to: { step: 'draw', turnOf: 'A' } },
      { do: 'checkpoint', name: 'turn 4' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      { do: 'resolve' },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'turn 5' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      { do: 'resolve' },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'end' },
    ]);
  const meddlingTriggers = (o: RunObservation, at: string) =>
    o.checkpoints[at]!.triggers.filter((t) => t.source === 'meddling').length;

  it('exile the spell', () => {
    const o = observe();
    expect(o.actions.slice(0, 3).every((a) => a.status === 'ok')).toBe(true);
    expect(obj(o, 'exiled', 'shock')?.zone).toBe('exile');
  });

  it("are not removed in another player's upkeep, nor in a step of that player's turn other than the upkeep", () => {
    const o = observe();
    expect(meddlingTriggers(o, 'turn 4')).toBe(0);
    expect(obj(o, 'turn 4', 'bear')?.zone).toBe('battlefield');
  });

  it("one is removed in each of that player's upkeeps; the copy comes only when none is left", () => {
    const o = observe();
    expect(meddlingTriggers(o, 'turn 5')).toBe(1);
    expect(o.actions[8]).toEqual({ status: 'rejected', reason: 'the stack is empty' });
    expect(obj(o, 'turn 5', 'bear')?.zone).toBe('battlefield');
    expect(meddlingTriggers(o, 'end')).toBe(2);
    expect(o.actions.slice(9).every((a) => a.status === 'ok')).toBe(true);
    expect(obj(o, 'end', 'bear')?.zone).toBe('graveyard');
    expect(obj(o, 'end', 'shock')?.zone).toBe('exile');
  });
});

describe("Ertai's Meddling: the copy", () => {
  it("keeps the original spell's choices (Vision Charm's mode)", () => {
    // Vision Charm: "Choose one — … • Target artifact phases out."
    const o = run(
      [
        { id: 'charm', card: 'Vision Charm', owner: 'B', zone: 'hand' },
        { id: 'coffin', card: "Tawnos's Coffin", owner: 'A', zone: 'battlefield' },
      ],
      '{1}{U}',
      [
        { do: 'cast', player: 'B', object: 'charm', targets: ['coffin'], choices: { mode: 3 } },
        { do: 'cast', player: 'A', object: 'meddling', targets: ['charm'], x: 1 },
        { do: 'resolve' },
        { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
        { do: 'resolve' },
        { do: 'resolve' },
        { do: 'checkpoint', name: 'end' },
      ],
    );
    expect(o.actions.every((a) => a.status === 'ok')).toBe(true);
    expect(obj(o, 'end', 'coffin')?.phased).toMatchObject({ how: 'directly' });
  });

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

  it('does nothing when the card has left exile: its owner left the game with the trigger on the stack (800.4a)', () => {
    const o = run([bear, shock], '{1}{U}', [
      castShock,
      meddle(1),
      { do: 'resolve' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      { do: 'leaveGame', player: 'B' },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'end' },
    ]);
    expect(o.actions.every((a) => a.status === 'ok')).toBe(true);
    expect(o.checkpoints['end']!.triggers.filter((t) => t.source === 'meddling')).toHaveLength(1);
    expect(obj(o, 'end', 'bear')?.zone).toBe('battlefield');
  });
});
