import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup, Setup } from '../../../harness/generated/fixture.js';
import type { ObservedObject, Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

const SIEGE = 'Invasion of Dominaria // Serra Faithkeeper';

/** The end snapshot (or the rejection text) of a game in A's first main phase with these objects and actions. */
function play(objects: ObjectSetup[], actions: Action[], players: Setup['players'] = [{ id: 'A' }, { id: 'B' }]) {
  const setup: Setup = { players, turn: { number: 3, active: 'A', step: 'main1' }, objects };
  const answer = runReference({ fixture: 'battles-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const rejected = answer.observation.actions.filter((a) => a.status === 'rejected').map((a) => a.reason);
  return { end: answer.observation.checkpoints['end']!, rejected };
}

const object = (snap: Snapshot, id: string): ObservedObject | undefined => snap.objects.find((o) => o.id === id);
const siegeOfA = (extra: Partial<ObjectSetup> = {}): ObjectSetup => ({
  id: 'siege',
  card: SIEGE,
  owner: 'A',
  zone: 'battlefield',
  counters: { defense: 5 },
  protector: 'B',
  ...extra,
});
const bearsOf = (id: string, owner: string): ObjectSetup => ({ id, card: 'Grizzly Bears', owner, zone: 'battlefield' });
const toCombat: Action[] = [{ do: 'advance', to: { step: 'declareAttackers', turnOf: 'A' } }];

describe('a Siege entering (310.4b, 310.12a) and its enters trigger', () => {
  it('enters with five defense counters and its controller’s opponent as protector; A gains 4 and draws', () => {
    const { end } = play(
      [{ id: 'siege', card: SIEGE, owner: 'A', zone: 'hand' }],
      [
        { do: 'addMana', player: 'A', mana: '{2}{W}' },
        { do: 'cast', player: 'A', object: 'siege' },
        { do: 'resolve' },
        { do: 'resolve' },
      ],
    );
    expect(object(end, 'siege')).toMatchObject({ zone: 'battlefield', counters: { defense: 5 }, protector: 'B' });
    expect(end.players.find((p) => p.id === 'A')).toMatchObject({ life: 24, handSize: 1 });
  });
});

describe('attacking a battle (310.9b-c, 310.6)', () => {
  it('lets its controller attack it, and combat damage removes defense counters', () => {
    const { end, rejected } = play(
      [siegeOfA(), bearsOf('bears', 'A')],
      [
        ...toCombat,
        { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'siege' }] },
        { do: 'advance', to: { step: 'combatDamage', turnOf: 'A' } },
      ],
    );
    expect(rejected).toEqual([]);
    expect(object(end, 'siege')?.counters).toEqual({ defense: 3 });
  });

  it('refuses an attack by its protector', () => {
    const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }];
    const { rejected } = play(
      [siegeOfA({ owner: 'B', protector: 'A' }), bearsOf('bears', 'A')],
      [...toCombat, { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'siege' }] }],
      players,
    );
    expect(rejected).toEqual([expect.stringContaining('310.9b')]);
  });

  it('lets only its protector’s creatures block', () => {
    const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
    const { rejected } = play(
      [siegeOfA(), bearsOf('bears', 'A'), bearsOf('c-bears', 'C')],
      [
        ...toCombat,
        { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'siege' }] },
        { do: 'advance', to: { step: 'declareBlockers', turnOf: 'A' } },
        { do: 'declareBlockers', blockers: [{ blocker: 'c-bears', attacker: 'bears' }] },
      ],
      players,
    );
    expect(rejected).toEqual([expect.stringContaining('310.9c')]);
  });
});

describe('the Siege defeated (310.12b, 704.5v)', () => {
  const defeat = (cast: boolean): Action[] => [
    ...toCombat,
    { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'siege' }] },
    {
      do: 'advance',
      to: { step: 'combatDamage', turnOf: 'A' },
      triggers: [{ source: 'siege', ability: 'defeated', choices: { cast } }],
    },
    { do: 'resolve' },
    { do: 'resolve' },
  ];

  it('is exiled, then cast transformed: Serra Faithkeeper, a 4/4 with flying and vigilance', () => {
    const { end } = play([siegeOfA({ counters: { defense: 2 } }), bearsOf('bears', 'A')], defeat(true));
    expect(object(end, 'siege')).toMatchObject({ zone: 'battlefield', power: 4, toughness: 4, counters: {} });
    expect(object(end, 'siege')?.protector).toBeUndefined();
  });

  it('stays in exile when its controller doesn’t cast it', () => {
    const { end } = play([siegeOfA({ counters: { defense: 2 } }), bearsOf('bears', 'A')], defeat(false).slice(0, -1));
    expect(object(end, 'siege')?.zone).toBe('exile');
  });
});

describe("a setup's protector (310.9, as if chosen as the battle entered)", () => {
  /** The engine's answer to a setup with these objects among players A, B and C, and no actions. */
  const answer = (objects: ObjectSetup[]) =>
    runReference({
      fixture: 'battles-test',
      edition: '2026-08-07',
      setup: {
        players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
        turn: { number: 3, active: 'A', step: 'main1' },
        objects,
      },
      actions: [],
    });

  it('is kept: a Siege of A protected by C, not the first opponent a state-based action would choose', () => {
    const { end } = play([siegeOfA({ protector: 'C' })], [], [{ id: 'A' }, { id: 'B' }, { id: 'C' }]);
    expect(object(end, 'siege')?.protector).toBe('C');
  });

  it('is refused on a permanent that is not a battle', () => {
    expect(answer([{ ...bearsOf('bears', 'A'), protector: 'B' }])).toMatchObject({
      error: { kind: 'unsupported', message: 'setup: bears is not a battle, so it has no protector' },
    });
  });

  it('is refused when it names no player of the game', () => {
    expect(answer([siegeOfA({ protector: 'D' })])).toMatchObject({
      error: { kind: 'unsupported', message: "setup: siege's protector D is not a player of the game" },
    });
  });
});

describe('the protector state-based actions (704.5x, 704.5y)', () => {
  it('704.5x: a protector who left the game is replaced by another opponent', () => {
    const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
    const { end } = play([siegeOfA()], [{ do: 'leaveGame', player: 'B' }], players);
    expect(object(end, 'siege')?.protector).toBe('C');
  });

  it('704.5y: a Siege whose protector gains control of it gets another protector', () => {
    const { end } = play([siegeOfA()], [{ do: 'gainControl', player: 'B', object: 'siege', duration: 'indefinite' }]);
    expect(object(end, 'siege')).toMatchObject({ controller: 'B', protector: 'A' });
  });

  it('leaves a phased-out Siege alone (702.26b)', () => {
    const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
    const phased = siegeOfA({ phased: { how: 'directly', under: 'A' } });
    const { end } = play([phased], [{ do: 'leaveGame', player: 'B' }], players);
    expect(object(end, 'siege')?.protector).toBeUndefined();
  });
});

describe('the protector chosen as a Siege is cast (310.9a, 310.12a)', () => {
  const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
  const castWith = (protector: string) =>
    play(
      [{ id: 'siege', card: SIEGE, owner: 'A', zone: 'hand' }],
      [
        { do: 'addMana', player: 'A', mana: '{2}{W}' },
        { do: 'cast', player: 'A', object: 'siege', choices: { protector } },
        { do: 'resolve' },
      ],
      players,
    );

  it('is the opponent the cast names', () => {
    expect(object(castWith('C').end, 'siege')?.protector).toBe('C');
  });

  it('refuses the caster as protector, before anything is paid', () => {
    const { end, rejected } = castWith('A');
    expect(rejected[0]).toContain('310.12a'); // the resolve after it finds an empty stack
    expect(object(end, 'siege')?.zone).toBe('hand');
    expect(end.players.find((p) => p.id === 'A')?.life).toBe(20);
  });
});

describe('protectors in turn order (310.9a, 310.12a, 704.5x)', () => {
  const four: Setup['players'] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }];

  it('a Siege cast without a choice is protected by the next opponent in turn order', () => {
    const { end } = play(
      [{ id: 'siege', card: SIEGE, owner: 'A', zone: 'hand' }],
      [{ do: 'addMana', player: 'A', mana: '{2}{W}' }, { do: 'cast', player: 'A', object: 'siege' }, { do: 'resolve' }],
      four,
    );
    expect(object(end, 'siege')?.protector).toBe('B');
  });

  it('704.5x: the new protector is the first opponent after the controller in turn order', () => {
    // C controls the Siege and D protected it: after D leaves, the opponents in turn order from C are A, B.
    const { end } = play([siegeOfA({ owner: 'C', protector: 'D' })], [{ do: 'leaveGame', player: 'D' }], four);
    expect(object(end, 'siege')?.protector).toBe('A');
  });

  it('refuses a protector who is no opponent, naming the opponents who could be', () => {
    const { rejected } = play(
      [{ id: 'siege', card: SIEGE, owner: 'A', zone: 'hand' }],
      [
        { do: 'addMana', player: 'A', mana: '{2}{W}' },
        { do: 'cast', player: 'A', object: 'siege', choices: { protector: 'A' } },
      ],
      [{ id: 'B' }, { id: 'A' }, { id: 'C' }],
    );
    // 310.12a: "its controller chooses an opponent to be its protector"; in turn order from A: C, then B.
    expect(rejected).toEqual([expect.stringContaining('its protector is one of C, B')]);
  });
});

describe('blocking a creature that attacks a battle (310.9c)', () => {
  it('lets the protector’s creatures block it', () => {
    const { end, rejected } = play(
      [siegeOfA(), bearsOf('bears', 'A'), bearsOf('b-bears', 'B')],
      [
        ...toCombat,
        { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'siege' }] },
        { do: 'advance', to: { step: 'declareBlockers', turnOf: 'A' } },
        { do: 'declareBlockers', blockers: [{ blocker: 'b-bears', attacker: 'bears' }] },
        { do: 'advance', to: { step: 'combatDamage', turnOf: 'A' } },
      ],
    );
    expect(rejected).toEqual([]);
    // Blocked, the Bears deal their damage to the blocker, not the Siege (510.1c).
    expect(object(end, 'siege')?.counters).toEqual({ defense: 5 });
  });
});

describe('a battle being attacked keeps no protector until combat ends (704.5x)', () => {
  // 704.5x: "If a battle that's neither attacking nor being attacked has no player in the game as its protector,
  // its controller chooses a player to be its protector…"
  const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
  const leaveInCombat = (until: Action[]) =>
    play(
      [siegeOfA(), bearsOf('bears', 'A')],
      [
        ...toCombat,
        { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'siege' }] },
        { do: 'leaveGame', player: 'B' },
        ...until,
      ],
      players,
    );

  it('while its attacker still attacks it, no protector is chosen', () => {
    expect(object(leaveInCombat([]).end, 'siege')?.protector).toBeUndefined();
  });

  it('once combat is over, the next opponent becomes its protector', () => {
    const { end } = leaveInCombat([{ do: 'advance', to: { step: 'main2', turnOf: 'A' } }]);
    expect(object(end, 'siege')?.protector).toBe('C');
  });
});

describe('damage to a battle from a spell (115.4, 310.6, 310.12b)', () => {
  const shock: ObjectSetup = { id: 'shock', card: 'Shock', owner: 'A', zone: 'hand' };
  const shockSiege: Action[] = [
    { do: 'addMana', player: 'A', mana: '{R}' },
    { do: 'cast', player: 'A', object: 'shock', targets: ['siege'] },
    { do: 'resolve' },
  ];

  it('Shock may target a battle, and its damage removes defense counters', () => {
    // 115.4: "any target" means a creature, player, planeswalker, or battle; 310.6: damage dealt to a battle
    // results in that many defense counters being removed from it.
    const { end, rejected } = play([siegeOfA(), shock], shockSiege);
    expect(rejected).toEqual([]);
    expect(object(end, 'siege')?.counters).toEqual({ defense: 3 });
  });

  it('a Siege with no defense counter left loses none, so its defeat ability doesn’t trigger again', () => {
    // 310.12b: "When the last defense counter is removed from this permanent, …". Dealt damage while that trigger
    // waits (704.5v keeps it on the battlefield), it has no last counter to lose a second time.
    const { end, rejected } = play(
      [siegeOfA({ counters: { defense: 2 } }), bearsOf('bears', 'A'), shock],
      [
        ...toCombat,
        { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'siege' }] },
        {
          do: 'advance',
          to: { step: 'combatDamage', turnOf: 'A' },
          triggers: [{ source: 'siege', ability: 'defeated', choices: { cast: false } }],
        },
        ...shockSiege,
      ],
    );
    expect(rejected).toEqual([]);
    expect(end.triggers.filter((t) => t.ability === 'defeated')).toHaveLength(1);
    expect(object(end, 'siege')).toMatchObject({ zone: 'battlefield', counters: {} });
  });
});
