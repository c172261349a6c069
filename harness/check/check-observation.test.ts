import { describe, expect, it } from 'vitest';
import type { Action, Expectation, Fixture } from '../generated/fixture.js';
import type { ObservedObject, ObservedPlayer, RunObservation, Snapshot } from '../generated/observation.js';
import { checkObservation, sameValue } from './check-observation.js';

// One test per behaviour of the checker, on hand-built fixtures and observations: no engine runs here.

function fixture(expectations: Expectation[], actions: Action[] = []): Fixture {
  return {
    id: 'checker-test',
    title: 'A fixture for the checker',
    status: 'approved',
    sources: [{ kind: 'rule', rule: '702.26a', edition: '2025-11-14', meaning: 'PH-DEF' }],
    editions: { from: '2011-02-04' },
    requires: { capabilities: [], cards: [] },
    setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { active: 'A', step: 'main1' }, objects: [] },
    actions,
    expect: expectations as Fixture['expect'],
  };
}

const player = (over: Partial<ObservedPlayer> = {}): ObservedPlayer => ({
  id: 'A',
  life: 20,
  handSize: 0,
  librarySize: 0,
  graveyardSize: 0,
  inGame: true,
  ...over,
});

const bears = (over: Partial<ObservedObject> = {}): ObservedObject => ({
  id: 'bears',
  card: 'Grizzly Bears',
  zone: 'battlefield',
  owner: 'A',
  controller: 'A',
  ...over,
});

function snapshot(over: Partial<Snapshot> = {}): Snapshot {
  return { players: [player(), player({ id: 'B' })], objects: [bears()], triggers: [], ...over };
}

function observation(end: Snapshot = snapshot(), more: Partial<RunObservation> = {}): RunObservation {
  return { actions: [], checkpoints: { end }, ...more };
}

const ok = { status: 'ok' as const };
const rejected = (reason?: string) => ({ status: 'rejected' as const, ...(reason ? { reason } : {}) });
const tap = (label?: string): Action => ({ do: 'tap', objects: ['bears'], ...(label ? { label } : {}) });

describe('checkObservation: object expectations', () => {
  it('passes when every listed field matches the observed object', () => {
    const f = fixture([
      { object: 'bears', zone: 'battlefield', controller: 'A', tapped: true, power: 2, toughness: 2 },
    ]);
    const o = observation(snapshot({ objects: [bears({ tapped: true, power: 2, toughness: 2 })] }));
    expect(checkObservation(f, o)).toEqual([]);
  });

  it.each([
    ['zone', 'graveyard', { zone: 'exile' as const }, 'exile'],
    ['phased', { how: 'directly', under: 'A' }, { phased: 'in' as const }, 'in'],
    ['controller', 'B', { controller: 'A' }, 'A'],
    ['tapped', true, { tapped: false }, false],
    ['counters', { '+1/+1': 2 }, { counters: { '+1/+1': 1 } }, { '+1/+1': 1 }],
    ['damage', 3, { damage: 1 }, 1],
    ['attachedTo', 'sword', { attachedTo: null }, null],
    ['power', 4, { power: 2 }, 2],
    ['toughness', 4, { toughness: 2 }, 2],
    ['combat', 'attacking', { combat: 'blocking' as const }, 'blocking'],
  ] as const)('reports a mismatching %s with expected and actual', (field, want, observed, got) => {
    const f = fixture([{ object: 'bears', [field]: want }]);
    const failures = checkObservation(f, observation(snapshot({ objects: [bears(observed)] })));
    expect(failures).toEqual([
      {
        expectation: 0,
        pointer: '/expect/0',
        at: 'end',
        subject: 'bears',
        field,
        expected: want,
        actual: got,
        message: `bears.${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`,
      },
    ]);
  });

  it('reports one failure per mismatching field', () => {
    const f = fixture([{ object: 'bears', tapped: true, power: 3, damage: 0 }]);
    const failures = checkObservation(f, observation(snapshot({ objects: [bears({ tapped: false, power: 2 })] })));
    expect(failures.map((x) => x.field)).toEqual(['tapped', 'power']);
  });

  it('reads fields a battlefield object leaves out as their defaults (in, untapped, no counters, damage or attachment, not in combat)', () => {
    const f = fixture([
      { object: 'bears', phased: 'in', tapped: false, counters: {}, damage: 0, attachedTo: null, combat: 'none' },
    ]);
    expect(checkObservation(f, observation())).toEqual([]);
  });

  it('gives no battlefield default to an object off the battlefield and says it got nothing', () => {
    const f = fixture([{ object: 'bears', tapped: false }]);
    const failures = checkObservation(f, observation(snapshot({ objects: [bears({ zone: 'graveyard' })] })));
    expect(failures).toHaveLength(1);
    expect(failures[0]).not.toHaveProperty('actual');
    expect(failures[0]!.message).toBe('bears.tapped: expected false, got nothing');
  });

  it('compares counters with zero-valued kinds dropped', () => {
    const f = fixture([{ object: 'bears', counters: { '+1/+1': 0, '-1/-1': 1 } }]);
    expect(checkObservation(f, observation(snapshot({ objects: [bears({ counters: { '-1/-1': 1 } })] })))).toEqual([]);
  });

  it('compares a phased-out status by how and under whom', () => {
    const f = fixture([{ object: 'bears', phased: { how: 'indirectly', under: 'A' } }]);
    const o = observation(snapshot({ objects: [bears({ phased: { how: 'directly', under: 'A' } })] }));
    expect(checkObservation(f, o).map((x) => x.field)).toEqual(['phased']);
  });

  it('reports an expected object the engine did not observe', () => {
    const failures = checkObservation(
      fixture([{ object: 'bears', zone: 'battlefield' }]),
      observation(snapshot({ objects: [] })),
    );
    expect(failures).toEqual([
      {
        expectation: 0,
        pointer: '/expect/0',
        at: 'end',
        subject: 'bears',
        field: 'exists',
        expected: true,
        actual: false,
        message: "bears does not exist in the engine's observation",
      },
    ]);
  });

  it('passes exists: false when the object is gone', () => {
    expect(
      checkObservation(fixture([{ object: 'bears', exists: false }]), observation(snapshot({ objects: [] }))),
    ).toEqual([]);
  });

  it('fails exists: false when the object is still somewhere, naming its zone', () => {
    const failures = checkObservation(
      fixture([{ object: 'bears', exists: false }]),
      observation(snapshot({ objects: [bears({ zone: 'exile' })] })),
    );
    expect(failures).toEqual([
      expect.objectContaining({
        field: 'exists',
        expected: false,
        actual: true,
        message: 'bears should have ceased to exist, but is in exile',
      }),
    ]);
  });
});

describe('checkObservation: player expectations', () => {
  it('passes when every listed field matches', () => {
    const f = fixture([{ player: 'B', life: 17, handSize: 2, librarySize: 5, graveyardSize: 1, inGame: true }]);
    const o = observation(
      snapshot({ players: [player(), player({ id: 'B', life: 17, handSize: 2, librarySize: 5, graveyardSize: 1 })] }),
    );
    expect(checkObservation(f, o)).toEqual([]);
  });

  it.each([
    ['life', 17, 20],
    ['handSize', 1, 0],
    ['librarySize', 1, 0],
    ['graveyardSize', 1, 0],
    ['inGame', false, true],
  ] as const)('reports a mismatching %s', (field, want, got) => {
    const failures = checkObservation(fixture([{ player: 'B', [field]: want }]), observation());
    expect(failures).toEqual([
      {
        expectation: 0,
        pointer: '/expect/0',
        at: 'end',
        subject: 'player B',
        field,
        expected: want,
        actual: got,
        message: `player B.${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`,
      },
    ]);
  });

  it('compares commander damage exactly, reading a commander left out as none (903.10a)', () => {
    const seen = observation(
      snapshot({ players: [player(), player({ id: 'B', commanderDamage: { cmdr: 18, other: 0 } })] }),
    );
    expect(checkObservation(fixture([{ player: 'B', commanderDamage: { cmdr: 18 } }]), seen)).toEqual([]);
    expect(checkObservation(fixture([{ player: 'A', commanderDamage: {} }]), seen)).toEqual([]);
    const failures = checkObservation(fixture([{ player: 'B', commanderDamage: { cmdr: 21 } }]), seen);
    expect(failures).toMatchObject([
      { subject: 'player B', field: 'commanderDamage', expected: { cmdr: 21 }, actual: { cmdr: 18, other: 0 } },
    ]);
  });

  it('reports whether the player controls a commander, and an engine that does not say', () => {
    const seen = observation(snapshot({ players: [player({ controlsCommander: true }), player({ id: 'B' })] }));
    expect(checkObservation(fixture([{ player: 'A', controlsCommander: true }]), seen)).toEqual([]);
    expect(checkObservation(fixture([{ player: 'A', controlsCommander: false }]), seen)).toMatchObject([
      { field: 'controlsCommander', expected: false, actual: true },
    ]);
    expect(checkObservation(fixture([{ player: 'B', controlsCommander: false }]), seen)).toMatchObject([
      {
        field: 'controlsCommander',
        expected: false,
        message: 'player B.controlsCommander: expected false, got nothing',
      },
    ]);
  });

  it("reads the city's blessing, an engine that leaves it out giving the player none", () => {
    const seen = observation(snapshot({ players: [player({ citysBlessing: true }), player({ id: 'B' })] }));
    expect(checkObservation(fixture([{ player: 'A', citysBlessing: true }]), seen)).toEqual([]);
    expect(checkObservation(fixture([{ player: 'B', citysBlessing: false }]), seen)).toEqual([]);
    expect(checkObservation(fixture([{ player: 'B', citysBlessing: true }]), seen)).toMatchObject([
      { subject: 'player B', field: 'citysBlessing', expected: true, actual: false },
    ]);
  });

  it('reads the monarch, an engine that leaves it out making no one the monarch', () => {
    const seen = observation(snapshot({ players: [player({ monarch: true }), player({ id: 'B' })] }));
    expect(checkObservation(fixture([{ player: 'A', monarch: true }]), seen)).toEqual([]);
    expect(checkObservation(fixture([{ player: 'B', monarch: false }]), seen)).toEqual([]);
    expect(checkObservation(fixture([{ player: 'B', monarch: true }]), seen)).toMatchObject([
      { subject: 'player B', field: 'monarch', expected: true, actual: false },
    ]);
  });

  it('reads day and night, an engine that reports neither making it neither', () => {
    const night = observation(snapshot({ dayNight: 'night' }));
    expect(checkObservation(fixture([{ dayNight: 'night' }]), night)).toEqual([]);
    expect(checkObservation(fixture([{ dayNight: 'neither' }]), observation())).toEqual([]);
    expect(checkObservation(fixture([{ dayNight: 'day' }]), night)).toMatchObject([
      { subject: 'the game', field: 'dayNight', expected: 'day', actual: 'night' },
    ]);
  });

  it('reads the initiative and the dungeon room, an engine that leaves them out giving no one either', () => {
    const seen = observation(
      snapshot({ players: [player({ initiative: true, dungeonRoom: 'Secret Entrance' }), player({ id: 'B' })] }),
    );
    expect(
      checkObservation(fixture([{ player: 'A', initiative: true, dungeonRoom: 'Secret Entrance' }]), seen),
    ).toEqual([]);
    expect(checkObservation(fixture([{ player: 'B', initiative: false, dungeonRoom: null }]), seen)).toEqual([]);
    expect(checkObservation(fixture([{ player: 'B', initiative: true, dungeonRoom: 'Forge' }]), seen)).toMatchObject([
      { subject: 'player B', field: 'initiative', expected: true, actual: false },
      { subject: 'player B', field: 'dungeonRoom', expected: 'Forge', actual: null },
    ]);
  });

  it('reports a player the engine did not observe', () => {
    const failures = checkObservation(fixture([{ player: 'C', life: 20 }]), observation());
    expect(failures).toEqual([
      {
        expectation: 0,
        pointer: '/expect/0',
        at: 'end',
        subject: 'player C',
        message: 'the engine reported no player C',
      },
    ]);
  });
});

describe('checkObservation: trigger expectations', () => {
  const triggers = [
    { source: 'warden', ability: 'gain' },
    { source: 'warden', ability: 'gain' },
    { source: 'warden', ability: 'other' },
    { source: 'other-warden', ability: 'gain' },
  ];

  it('counts only triggers of that source and ability', () => {
    const f = fixture([{ triggered: { source: 'warden', ability: 'gain' }, count: 2 }]);
    expect(checkObservation(f, observation(snapshot({ triggers })))).toEqual([]);
  });

  it('reports a different count', () => {
    const f = fixture([{ triggered: { source: 'warden', ability: 'gain' }, count: 0 }]);
    expect(checkObservation(f, observation(snapshot({ triggers })))).toEqual([
      {
        expectation: 0,
        pointer: '/expect/0',
        at: 'end',
        subject: 'warden#gain',
        field: 'count',
        expected: 0,
        actual: 2,
        message: 'warden#gain triggered 2 time(s); expected 0',
      },
    ]);
  });
});

describe('checkObservation: count expectations', () => {
  const objects = [
    bears(),
    bears({ id: 't1', token: true, phased: { how: 'directly', under: 'A' } }),
    bears({ id: 't2', token: true, controller: 'B' }),
    bears({ id: 'g', zone: 'graveyard', owner: 'B', controller: undefined }),
    bears({ id: 'w', card: 'Soul Warden' }),
  ];

  it.each([
    ['card', { card: 'Grizzly Bears' }, 4],
    ['zone', { zone: 'graveyard' as const }, 1],
    ['controller', { controller: 'B' }, 1],
    ['owner', { owner: 'B' }, 1],
    ['token (absent counts as false)', { token: false }, 3],
    ['phasedOut', { phasedOut: true }, 1],
    ['phasedOut: false (absent on the battlefield counts as phased in)', { phasedOut: false }, 4],
    ['several fields at once', { card: 'Grizzly Bears', zone: 'battlefield' as const, token: true }, 2],
  ] as const)('filters by %s', (_what, query, n) => {
    expect(checkObservation(fixture([{ count: query, equals: n }]), observation(snapshot({ objects })))).toEqual([]);
  });

  it('reports a different number with the query in the subject', () => {
    const failures = checkObservation(
      fixture([{ count: { token: true }, equals: 1 }]),
      observation(snapshot({ objects })),
    );
    expect(failures).toEqual([
      {
        expectation: 0,
        pointer: '/expect/0',
        at: 'end',
        subject: 'objects matching {"token":true}',
        field: 'count',
        expected: 1,
        actual: 2,
        message: '2 objects matching {"token":true}; expected 1',
      },
    ]);
  });
});

describe('checkObservation: checkpoints', () => {
  it('reads an expectation without "at" from the "end" snapshot', () => {
    const f = fixture([{ object: 'bears', tapped: true }], [tap(), { do: 'checkpoint', name: 'mid' }]);
    const o = observation(snapshot({ objects: [bears({ tapped: true })] }), {
      actions: [ok, ok],
      checkpoints: { mid: snapshot(), end: snapshot({ objects: [bears({ tapped: true })] }) },
    });
    expect(checkObservation(f, o)).toEqual([]);
  });

  it('reads an expectation with "at" from that checkpoint, not from the end', () => {
    const f = fixture([{ at: 'mid', object: 'bears', tapped: true }], [tap(), { do: 'checkpoint', name: 'mid' }]);
    const o = observation(undefined, {
      actions: [ok, ok],
      checkpoints: { mid: snapshot(), end: snapshot({ objects: [bears({ tapped: true })] }) },
    });
    expect(checkObservation(f, o)).toEqual([
      expect.objectContaining({ at: 'mid', field: 'tapped', expected: true, actual: false }),
    ]);
  });

  it('reports a checkpoint the engine did not report, once per expectation at it', () => {
    const f = fixture(
      [
        { at: 'mid', object: 'bears', tapped: true },
        { player: 'A', life: 20 },
        { at: 'mid', player: 'A', life: 20 },
      ],
      [{ do: 'checkpoint', name: 'mid' }],
    );
    const failures = checkObservation(f, observation(snapshot(), { actions: [ok] }));
    expect(failures).toEqual([
      { expectation: 0, pointer: '/expect/0', at: 'mid', message: 'the engine reported no checkpoint "mid"' },
      { expectation: 2, pointer: '/expect/2', at: 'mid', message: 'the engine reported no checkpoint "mid"' },
    ]);
  });

  it('numbers each failure by its expectation', () => {
    const f = fixture([
      { player: 'A', life: 20 },
      { player: 'A', life: 19 },
      { object: 'bears', zone: 'battlefield' },
      { object: 'bears', tapped: true },
    ]);
    expect(checkObservation(f, observation()).map((x) => [x.expectation, x.pointer])).toEqual([
      [1, '/expect/1'],
      [3, '/expect/3'],
    ]);
  });
});

describe('checkObservation: action fates', () => {
  it('passes an action expected rejected that the engine rejected', () => {
    const f = fixture([{ action: 'illegal', rejected: true }], [tap('illegal')]);
    expect(checkObservation(f, observation(snapshot(), { actions: [rejected('tapped already')] }))).toEqual([]);
  });

  it('fails an action expected rejected that the engine performed', () => {
    const f = fixture(
      [
        { player: 'A', life: 20 },
        { action: 'illegal', rejected: true },
      ],
      [tap('illegal')],
    );
    expect(checkObservation(f, observation(snapshot(), { actions: [ok] }))).toEqual([
      {
        expectation: 1,
        pointer: '/expect/1',
        subject: 'action 0 (tap "illegal")',
        field: 'rejected',
        expected: true,
        actual: false,
        message: 'action 0 (tap "illegal") should have been rejected as illegal, but the engine performed it',
      },
    ]);
  });

  it('passes an action expected accepted (rejected: false) that the engine performed', () => {
    const f = fixture([{ action: 'legal', rejected: false }], [tap('legal')]);
    expect(checkObservation(f, observation(snapshot(), { actions: [ok] }))).toEqual([]);
  });

  it("fails an action expected accepted that the engine rejected, with the engine's reason", () => {
    const f = fixture([{ action: 'legal', rejected: false }], [tap('legal')]);
    expect(checkObservation(f, observation(snapshot(), { actions: [rejected('no such object')] }))).toEqual([
      {
        expectation: 0,
        pointer: '/expect/0',
        subject: 'action 0 (tap "legal")',
        field: 'rejected',
        expected: false,
        actual: true,
        message: 'action 0 (tap "legal") was rejected by the engine: no such object',
      },
    ]);
  });

  it('fails an action with no expectation that the engine rejected, pointing at the action', () => {
    const f = fixture([{ player: 'A', life: 20 }], [tap(), tap('labelled')]);
    expect(checkObservation(f, observation(snapshot(), { actions: [ok, rejected()] }))).toEqual([
      {
        pointer: '/actions/1',
        subject: 'action 1 (tap "labelled")',
        field: 'rejected',
        expected: false,
        actual: true,
        message: 'action 1 (tap "labelled") was rejected by the engine: no reason given',
      },
    ]);
  });

  it('reports a number of action results that differs from the number of actions', () => {
    const f = fixture([{ player: 'A', life: 20 }], [tap(), tap()]);
    expect(checkObservation(f, observation(snapshot(), { actions: [ok] }))).toEqual([
      { message: 'the engine reported 1 action results for 2 actions' },
    ]);
  });

  it('checks the fates it has when results are missing', () => {
    const f = fixture([{ player: 'A', life: 20 }], [tap(), tap()]);
    const failures = checkObservation(f, observation(snapshot(), { actions: [rejected('why')] }));
    expect(failures.map((x) => x.message)).toEqual([
      'the engine reported 1 action results for 2 actions',
      'action 0 (tap) was rejected by the engine: why',
    ]);
  });
});

describe('sameValue', () => {
  it.each([
    [1, 1, true],
    [1, 2, false],
    ['a', 'a', true],
    [null, null, true],
    [null, {}, false],
    [{}, null, false],
    [[], {}, false],
    [{ a: 1 }, { a: 1 }, true],
    [{ a: 1 }, { a: 2 }, false],
    [{ a: 1 }, { b: 1 }, false],
    [{ a: 1, b: 0 }, { a: 1 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ player: 'A' }, 'A', false],
    [{ how: 'directly', under: 'A' }, { under: 'A', how: 'directly' }, true],
    [{ x: { y: [1, 2] } }, { x: { y: [1, 2] } }, true],
    [{ x: { y: [1, 2] } }, { x: { y: [2, 1] } }, false],
  ])('sameValue(%j, %j) is %s', (a, b, want) => {
    expect(sameValue(a, b)).toBe(want);
  });
});
