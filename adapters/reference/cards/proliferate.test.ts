import { describe, expect, it } from 'vitest';
import type { Action, Choices, Setup } from '../../../harness/generated/fixture.js';
import { testGame } from '../engine/testing/game.js';
import { runReference } from '../index.js';
import { chosenToProliferate } from './proliferate.js';

type SetupObject = Setup['objects'][number];

const objects: SetupObject[] = [
  { id: 'two-kinds', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', counters: { '+1/+1': 2, charge: 1 } },
  { id: 'theirs', card: 'Hill Giant', owner: 'B', zone: 'battlefield', counters: { '-1/-1': 1 } },
  { id: 'none', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  { id: 'progress', card: 'Steady Progress', owner: 'A', zone: 'hand' },
];

/** Casts Steady Progress and resolves it with `choices`: the resolution's fate and the counters at the end. */
function resolving(choices: Choices): { status: string; counters: Record<string, Record<string, number>> } {
  const setup: Setup = {
    players: [{ id: 'A', library: 5 }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects,
    manaPool: { A: '{2}{U}' },
  };
  const actions: Action[] = [
    { do: 'cast', player: 'A', object: 'progress' },
    { do: 'resolve', choices },
  ];
  const answer = runReference({ fixture: 'proliferate-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) return { status: 'unsupported', counters: {} };
  const end = answer.observation.checkpoints['end']!;
  const counters = Object.fromEntries(end.objects.map((o) => [o.id, o.counters ?? {}]));
  return { status: answer.observation.actions.at(-1)!.status, counters };
}

describe('proliferate (701.34a) with Steady Progress', () => {
  it('gives each chosen permanent one more counter of each kind it has, whoever controls it', () => {
    const r = resolving({ proliferate: ['two-kinds', 'theirs'] });
    expect(r.status).toBe('ok');
    expect(r.counters['two-kinds']).toEqual({ '+1/+1': 3, charge: 2 });
    expect(r.counters['theirs']).toEqual({ '-1/-1': 2 });
  });

  it('leaves what was not chosen as it was, and may choose nothing', () => {
    const r = resolving({ proliferate: [] });
    expect(r.status).toBe('ok');
    expect(r.counters['two-kinds']).toEqual({ '+1/+1': 2, charge: 1 });
  });

  it('refuses a permanent without a counter, one named twice, and a player (none has a counter)', () => {
    expect(resolving({ proliferate: ['none'] }).status).toBe('rejected');
    expect(resolving({ proliferate: ['theirs', 'theirs'] }).status).toBe('rejected');
    expect(resolving({ proliferate: ['B'] }).status).toBe('rejected');
  });

  it('is unsupported when the fixture leaves the choice out', () => {
    expect(resolving({}).status).toBe('unsupported');
  });
});

describe('the proliferate choice', () => {
  const g = testGame(objects);
  const choosing = (proliferate: unknown) => () => chosenToProliferate(g, { proliferate } as Choices);

  it('is unsupported when it is not a list of ids', () => {
    const message = 'proliferate: the fixture must list what it chooses ("proliferate": ids, [] for none)';
    expect(choosing(['two-kinds', 2])).toThrow(message);
    expect(choosing('two-kinds')).toThrow(message);
  });

  it('says which choice it refuses, and why', () => {
    expect(choosing(['theirs', 'theirs'])).toThrow('proliferate: [theirs, theirs] names one twice');
    expect(choosing(['none'])).toThrow('proliferate: none is not a permanent or player that has a counter');
  });

  it('chooses the permanents named, in order', () => {
    expect(chosenToProliferate(g, { proliferate: ['theirs', 'two-kinds'] }).map((o) => o.id)).toEqual([
      'theirs',
      'two-kinds',
    ]);
  });
});
