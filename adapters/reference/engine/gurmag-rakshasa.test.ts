import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation, Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// Gurmag Rakshasa's enters trigger (cards/gurmag-rakshasa.ts): "target creature an opponent controls gets -2/-2
// until end of turn and target creature you control gets +2/+2 until end of turn." The sweep fixtures phase out
// the first target; these check each target's filter (115.1, 601.2c as 603.3d applies it), the second target
// gone while the first still gets its change (608.2b), and that both changes end at cleanup (514.2). Here, where
// Stryker's test set (vitest.mutation.config.ts) sees them.
type SetupObject = Setup['objects'][number];

const objects: SetupObject[] = [
  { id: 'rakshasa', card: 'Gurmag Rakshasa', owner: 'A', zone: 'hand' },
  { id: 'giant-a', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
  { id: 'giant-b', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
  { id: 'plains-b', card: 'Plains', owner: 'B', zone: 'battlefield' },
  { id: 'plains-a', card: 'Plains', owner: 'A', zone: 'battlefield' },
];

function play(actions: Action[]): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects,
    manaPool: { A: '{5}{B}{B}' },
  };
  const answer = runReference({ fixture: 'gurmag-rakshasa-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation;
}
const enters = (targets: string[]): Action => ({
  do: 'resolve',
  triggers: [{ source: 'rakshasa', ability: 'enters', targets }],
});
const castIt: Action = { do: 'cast', player: 'A', object: 'rakshasa' };
const sizeOf = (s: Snapshot, id: string) => {
  const o = s.objects.find((x) => x.id === id);
  return [o?.power, o?.toughness];
};

describe("each target's filter (115.1)", () => {
  it.each([
    ['its own creature as the opponent’s', ['giant-a', 'giant-a']],
    ['the opponent’s creature as its own', ['giant-b', 'giant-b']],
    ['an opponent’s land as the first', ['plains-b', 'giant-a']],
    ['its own land as the second', ['giant-b', 'plains-a']],
  ])('refuses %s', (_what, targets) => {
    const o = play([castIt, enters(targets)]);
    expect(o.actions[1]?.status).toBe('rejected');
  });
});

describe('resolving (608.2b) and the end of turn (514.2)', () => {
  it('the opponent’s creature gets -2/-2 though the second target phased out, and it ends at cleanup', () => {
    const o = play([
      castIt,
      enters(['giant-b', 'giant-a']),
      { do: 'phaseOut', objects: ['giant-a'] },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'resolved' },
      { do: 'phaseIn', objects: ['giant-a'] },
      { do: 'checkpoint', name: 'phased-in' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
    ]);
    expect(sizeOf(o.checkpoints['resolved']!, 'giant-b')).toEqual([1, 1]);
    expect(sizeOf(o.checkpoints['phased-in']!, 'giant-a')).toEqual([3, 3]);
    expect(sizeOf(o.checkpoints['end']!, 'giant-b')).toEqual([3, 3]);
  });

  it('both get their change, the opponent’s -2/-2 and its own +2/+2, until end of turn', () => {
    const o = play([
      castIt,
      enters(['giant-b', 'giant-a']),
      { do: 'resolve' },
      { do: 'checkpoint', name: 'resolved' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
    ]);
    expect(sizeOf(o.checkpoints['resolved']!, 'giant-b')).toEqual([1, 1]);
    expect(sizeOf(o.checkpoints['resolved']!, 'giant-a')).toEqual([5, 5]);
    expect(sizeOf(o.checkpoints['end']!, 'giant-a')).toEqual([3, 3]);
    expect(sizeOf(o.checkpoints['end']!, 'giant-b')).toEqual([3, 3]);
  });
});

describe('the trigger (603.2)', () => {
  it('triggers when it enters only, not when another creature enters', () => {
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'rakshasa', card: 'Gurmag Rakshasa', owner: 'A', zone: 'battlefield' },
        { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'hand' },
        { id: 'giant-b', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
      ],
      manaPool: { A: '{1}{G}' },
    };
    const actions: Action[] = [{ do: 'cast', player: 'A', object: 'bears' }, { do: 'resolve' }];
    const answer = runReference({ fixture: 'gurmag-rakshasa-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const end = answer.observation.checkpoints['end']!;
    expect(end.objects.find((o) => o.id === 'bears')?.zone).toBe('battlefield');
    expect(end.triggers.filter((t) => t.source === 'rakshasa')).toEqual([]);
  });
});

// A fixture that leaves out a trigger's targets is answered unsupported (the engine doesn't guess them), and the
// answer says which trigger needs which targets, each of its targets named.
describe('a fixture that gives the enters trigger no targets', () => {
  it('is answered unsupported, naming the trigger and both targets it needs', () => {
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects,
      manaPool: { A: '{5}{B}{B}' },
    };
    const actions: Action[] = [castIt, { do: 'resolve' }];
    const answer = runReference({ fixture: 'gurmag-rakshasa-test', edition: '2026-08-07', setup, actions });
    expect(answer).toEqual({
      error: {
        kind: 'unsupported',
        message:
          'the fixture gives no targets for rakshasa#enters, which needs target creature an opponent controls, target creature you control',
      },
    });
  });
});
