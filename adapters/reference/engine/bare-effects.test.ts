import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// The bare effects a fixture performs with no card (perform.ts): each names the phased-out Bears and
// two creatures that exist, A's Hill Giant and B's Runeclaw Bear under A's control. 702.26b: "a
// phased-out permanent is treated as though it does not exist. It can't affect or be affected by
// anything else in the game."
const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
    { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
    { id: 'stolen', card: 'Runeclaw Bear', owner: 'B', controller: 'A', zone: 'battlefield' },
  ],
};
const NAMED: [string, ...string[]] = ['bear', 'giant', 'stolen'];

function run(actions: Action[], edition = '2026-08-07') {
  const answer = runReference({ fixture: 'bare-effects-test', edition, setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  expect(answer.observation.actions.every((a) => a.status === 'ok')).toBe(true);
  return (at: string, id: string) => answer.observation.checkpoints[at]?.objects.find((o) => o.id === id);
}

const bearUntouched = {
  zone: 'battlefield',
  phased: { how: 'directly', under: 'A' },
  power: 2,
  toughness: 2,
};

describe('bare effects that move permanents', () => {
  it.each([
    ['exile', 'exile'],
    ['returnToHand', 'hand'],
    ['putOnLibrary', 'library'],
    ['sacrifice', 'graveyard'],
  ] as const)('%s moves the named permanents that exist to %s, and not the phased-out one', (verb, zone) => {
    const seen = run([{ do: verb, objects: NAMED }]);
    expect(seen('end', 'giant')).toMatchObject({ zone, owner: 'A' });
    // To its owner's zone: B's, though A controlled it (the sacrifice is A's, 701.21a).
    expect(seen('end', 'stolen')).toMatchObject({ zone, owner: 'B' });
    expect(seen('end', 'bear')).toMatchObject(bearUntouched);
  });

  it('sacrifices an indestructible permanent: sacrifice is not destruction (701.21a)', () => {
    const answer = runReference({
      fixture: 'bare-effects-test',
      edition: '2026-08-07',
      setup: { ...setup, objects: [{ id: 'wall', card: 'Darksteel Myr', owner: 'A', zone: 'battlefield' }] },
      actions: [
        { do: 'destroy', objects: ['wall'] },
        { do: 'checkpoint', name: 'destroyed' },
        { do: 'sacrifice', objects: ['wall'] },
      ],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const zone = (at: string) => answer.observation.checkpoints[at]?.objects.find((o) => o.id === 'wall')?.zone;
    expect(zone('destroyed')).toBe('battlefield');
    expect(zone('end')).toBe('graveyard');
  });
});

describe('bare effects that change permanents', () => {
  it('putCounters puts every kind given on each named permanent that exists', () => {
    const seen = run([{ do: 'putCounters', objects: NAMED, counters: { '+1/+1': 2, charge: 1 } }]);
    expect(seen('end', 'giant')).toMatchObject({ counters: { '+1/+1': 2, charge: 1 }, power: 5, toughness: 5 });
    expect(seen('end', 'stolen')).toMatchObject({ counters: { '+1/+1': 2, charge: 1 }, power: 4 });
    expect(seen('end', 'bear')?.counters ?? {}).toEqual({});
  });

  it('pump changes power and toughness until end of turn, leaving out a phased-out permanent (702.26e)', () => {
    const seen = run([
      { do: 'pump', objects: NAMED, power: 2, toughness: -1 },
      { do: 'checkpoint', name: 'pumped' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
    ]);
    expect(seen('pumped', 'giant')).toMatchObject({ power: 5, toughness: 2 });
    expect(seen('pumped', 'stolen')).toMatchObject({ power: 4, toughness: 1 });
    expect(seen('pumped', 'bear')).toMatchObject(bearUntouched);
    // 514.2: "until end of turn" effects end in the cleanup step.
    expect(seen('end', 'giant')).toMatchObject({ power: 3, toughness: 3 });
  });

  it('pump with -N/-N shrinks a creature to 0 toughness, and the state-based action puts it into the graveyard', () => {
    const seen = run([{ do: 'pump', objects: ['giant'], power: -3, toughness: -3 }]);
    expect(seen('end', 'giant')?.zone).toBe('graveyard');
  });
});
