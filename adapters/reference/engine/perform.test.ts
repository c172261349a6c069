import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// How playFixture records checkpoints: actions, checkpoints inside a resolution, and names that
// collide with Object.prototype members.
const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'flicker', card: 'Flicker of Fate', owner: 'A', zone: 'hand' },
    { id: 'shock', card: 'Shock', owner: 'A', zone: 'hand' },
    { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  ],
  manaPool: { A: '{1}{W}{R}' },
};

function run(actions: Action[]) {
  return runReference({ fixture: 'perform-test', edition: '2026-08-07', setup, actions });
}

describe('checkpoints', () => {
  it('records a checkpoint named like an Object.prototype member as an own entry', () => {
    const answer = run([
      { do: 'checkpoint', name: 'constructor' },
      { do: 'checkpoint', name: '__proto__' },
    ]);
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const names = Object.keys(answer.observation.checkpoints);
    expect(names).toEqual(['constructor', '__proto__', 'end']);
    expect(answer.observation.checkpoints['constructor']?.objects.map((o) => o.id)).toContain('bear');
    const wire = JSON.parse(JSON.stringify(answer.observation)) as {
      checkpoints: Record<string, { objects: unknown[] }>;
    };
    expect(Object.hasOwn(wire.checkpoints, '__proto__')).toBe(true);
  });

  it('records the game between two instructions of a resolving spell (608.2c)', () => {
    const answer = run([
      { do: 'cast', player: 'A', object: 'flicker', targets: ['bear'] },
      { do: 'resolve', checkpoints: [{ after: 1, name: 'exiled' }] },
    ]);
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const zone = (at: string, id: string) => answer.observation.checkpoints[at]?.objects.find((o) => o.id === id)?.zone;
    expect(zone('exiled', 'bear')).toBe('exile');
    expect(zone('exiled', 'flicker')).toBe('stack');
    expect(zone('end', 'bear')).toBe('battlefield');
    expect(zone('end', 'flicker')).toBe('graveyard');
  });

  it('answers unsupported, never a silent pass, for an instruction the resolving card does not report', () => {
    const answer = run([
      { do: 'cast', player: 'A', object: 'shock', targets: ['bear'] },
      { do: 'resolve', checkpoints: [{ after: 1, name: 'dealt' }] },
    ]);
    expect(answer).toEqual({
      error: {
        kind: 'unsupported',
        message: 'the reference engine reports no instruction boundary for "dealt" (after 1) in this resolution',
      },
    });
  });

  it('answers unsupported for a checkpoint after more instructions than the spell reports', () => {
    const answer = run([
      { do: 'cast', player: 'A', object: 'flicker', targets: ['bear'] },
      { do: 'resolve', checkpoints: [{ after: 2, name: 'late' }] },
    ]);
    expect('error' in answer && answer.error.kind).toBe('unsupported');
  });
});

describe('damage with its source in setup', () => {
  it('marks damage from named sources on top of unnamed damage', () => {
    const answer = runReference({
      fixture: 'perform-test',
      edition: '2026-08-07',
      setup: {
        ...setup,
        objects: [
          {
            id: 'giant',
            card: 'Hill Giant',
            owner: 'A',
            zone: 'battlefield',
            damage: 1,
            damageBy: [{ source: 'bear', amount: 1 }],
          },
          { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
        ],
      },
      actions: [],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.checkpoints['end']?.objects.find((o) => o.id === 'giant')?.damage).toBe(2);
  });
});

describe('actions that name permanents', () => {
  it('rejects an action naming an object that is not on the battlefield, and says so', () => {
    const answer = run([{ do: 'destroy', objects: ['shock'] }]);
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.actions).toEqual([{ status: 'rejected', reason: 'shock is not on the battlefield' }]);
  });

  it('stops watching for a checkpoint once its resolve action was rejected', () => {
    const answer = run([
      { do: 'resolve', checkpoints: [{ after: 1, name: 'never' }] },
      { do: 'cast', player: 'A', object: 'flicker', targets: ['bear'] },
      { do: 'resolve' },
    ]);
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.actions.map((a) => a.status)).toEqual(['rejected', 'ok', 'ok']);
    expect(Object.keys(answer.observation.checkpoints)).toEqual(['end']);
  });

  it('names every checkpoint a resolution never reached', () => {
    const answer = run([
      { do: 'cast', player: 'A', object: 'shock', targets: ['bear'] },
      {
        do: 'resolve',
        checkpoints: [
          { after: 1, name: 'first' },
          { after: 2, name: 'second' },
        ],
      },
    ]);
    expect('error' in answer && answer.error.message).toBe(
      'the reference engine reports no instruction boundary for "first" (after 1), "second" (after 2) in this resolution',
    );
  });

  it('gives a creature whose control a bare effect changed summoning sickness (302.6)', () => {
    const answer = run([
      { do: 'gainControl', player: 'A', object: 'bear', duration: 'indefinite' },
      { do: 'advance', to: { step: 'declareAttackers', turnOf: 'A' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'bear', defending: 'B' }] },
    ]);
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.actions.map((a) => a.status)).toEqual(['ok', 'ok', 'rejected']);
  });

  // A phased-out permanent is no member of a set an effect names: 702.25e said so from 2020-08-07, and the
  // engine reads 702.25b the same before it (seams.ts, effects.lockedSet).
  it.each([
    ['2019-07-12', 'B'],
    ['2026-08-07', 'B'],
  ])(
    'in %s, a bare control change naming a phased-out permanent leaves it to %s once it phases in',
    (edition, controller) => {
      const answer = runReference({
        fixture: 'perform-test',
        edition,
        setup: {
          ...setup,
          objects: [
            {
              id: 'bear',
              card: 'Grizzly Bears',
              owner: 'B',
              zone: 'battlefield',
              phased: { how: 'directly', under: 'B' },
            },
          ],
        },
        actions: [
          { do: 'gainControl', player: 'A', object: 'bear', duration: 'indefinite' },
          { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
        ],
      });
      if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
      const bear = answer.observation.checkpoints['end']?.objects.find((o) => o.id === 'bear');
      expect([bear?.phased, bear?.controller]).toEqual(['in', controller]);
    },
  );
});
