import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup, Setup, TriggerChoice } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// Undercity's rooms (309.4c, 701.49), reached by the upkeep venture of the player with the initiative (726.2):
// A has it, and the game starts at the end of B's turn, so A's next upkeep ventures into Secret Entrance.
const playersWith = (library: number): Setup['players'] => [{ id: 'A', initiative: true, library }, { id: 'B' }];
const fromEndOfB: Setup['turn'] = { number: 2, active: 'B', step: 'end' };
const toUpkeepOfA: Action = { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } };
const lap: Action[] = [{ do: 'advance', to: { step: 'end', turnOf: 'B' } }, toUpkeepOfA];

/** The answer to a game of these actions, from the end of B's turn, with these objects and unnamed library cards of A's. */
function run(actions: Action[], objects: ObjectSetup[] = [], library = 10) {
  const setup: Setup = { players: playersWith(library), turn: fromEndOfB, objects };
  return runReference({ fixture: 'undercity-test', edition: '2026-08-07', setup, actions });
}

/** The end snapshot and the rejection reasons of a game that must not be answered unsupported. */
function play(actions: Action[], objects: ObjectSetup[] = []) {
  const answer = run(actions, objects);
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const rejected = answer.observation.actions.filter((a) => a.status === 'rejected').map((a) => a.reason);
  return { end: answer.observation.checkpoints['end']!, rejected };
}

/** Venture into Secret Entrance in A's first upkeep, its ability resolved with this trigger choice. */
const intoSecretEntrance = (trigger: TriggerChoice): Action[] => [
  toUpkeepOfA,
  { do: 'resolve', triggers: [trigger] },
  { do: 'resolve' },
];
const secretEntrance = (choices: TriggerChoice['choices']): TriggerChoice => ({
  source: 'undercity',
  ability: 'secret-entrance',
  choices,
});
const inLibrary = (id: string, card: string): ObjectSetup => ({ id, card, owner: 'A', zone: 'library' });

describe('Secret Entrance: "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."', () => {
  it('puts the basic land card chosen into its hand', () => {
    // The Forest lies under Grizzly Bears: the card chosen is found, not the first one.
    const library = [inLibrary('bears', 'Grizzly Bears'), inLibrary('forest', 'Forest')];
    const { end, rejected } = play(intoSecretEntrance(secretEntrance({ card: 'forest' })), library);
    expect(rejected).toEqual([]);
    expect(end.objects.find((o) => o.id === 'forest')?.zone).toBe('hand');
  });

  it('refuses a card that is not a basic land, and one that is not in the library', () => {
    // Grizzly Bears is no land; Teferi's Isle is a land but not a basic one; the Forest is in the graveyard.
    const objects: ObjectSetup[] = [
      inLibrary('bears', 'Grizzly Bears'),
      inLibrary('isle', "Teferi's Isle"),
      { id: 'forest', card: 'Forest', owner: 'A', zone: 'graveyard' },
    ];
    for (const card of ['bears', 'isle', 'forest']) {
      const { rejected } = play(intoSecretEntrance(secretEntrance({ card })), objects);
      expect(rejected).toEqual([expect.stringContaining(`"${card}" is not a basic land card in A's library`)]);
    }
  });

  it('may find nothing (701.19b): with no card chosen the library is left as it was', () => {
    const { end, rejected } = play(intoSecretEntrance(secretEntrance({})), [inLibrary('forest', 'Forest')]);
    expect(rejected).toEqual([]);
    expect(end.objects.find((o) => o.id === 'forest')?.zone).toBe('library');
  });
});

describe('the next room (701.49b: "If there\'s more than one, they choose which one")', () => {
  it('refuses a room no arrow from the current one leads to, naming those that do', () => {
    const actions: Action[] = [
      ...intoSecretEntrance(secretEntrance({})),
      ...lap,
      { do: 'resolve', choices: { room: 'Arena' } },
    ];
    const { end, rejected } = play(actions);
    expect(rejected).toEqual([expect.stringContaining('"Arena" is not Forge or Lost Well')]);
    expect(end.players.find((p) => p.id === 'A')?.dungeonRoom).toBe('Secret Entrance');
  });
});

describe('the rooms further down', () => {
  const bears: ObjectSetup = { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' };
  const toForge = (targets: string[]): Action[] => [
    ...intoSecretEntrance(secretEntrance({})),
    ...lap,
    { do: 'resolve', choices: { room: 'Forge' }, triggers: [{ source: 'undercity', ability: 'forge', targets }] },
    { do: 'resolve' },
  ];
  const toArchives: Action[] = [
    ...toForge(['bears']),
    ...lap,
    { do: 'resolve', choices: { room: 'Trap!' }, triggers: [{ source: 'undercity', ability: 'trap', targets: ['B'] }] },
    { do: 'resolve' },
    ...lap,
    { do: 'resolve' },
  ];

  it('Forge: "Put two +1/+1 counters on target creature." A land is no target for it', () => {
    const forest: ObjectSetup = { id: 'forest', card: 'Forest', owner: 'A', zone: 'battlefield' };
    const { rejected } = play(toForge(['forest']), [bears, forest]);
    expect(rejected[0]).toContain('target creature');
  });

  it('Archives: "Draw a card."', () => {
    const before = play(toArchives, [bears]).end.players.find((p) => p.id === 'A')!;
    const after = play([...toArchives, { do: 'resolve' }], [bears]).end.players.find((p) => p.id === 'A')!;
    expect(before.dungeonRoom).toBe('Archives');
    expect([after.handSize - before.handSize, before.librarySize - after.librarySize]).toEqual([1, 1]);
  });

  it('Catacombs creates a 4/1 black Skeleton token with menace; Throne of the Dead Three is answered unsupported', () => {
    const toCatacombs: Action[] = [
      ...intoSecretEntrance(secretEntrance({})),
      ...lap,
      { do: 'resolve', choices: { room: 'Lost Well' } },
      { do: 'resolve' },
      ...lap,
      { do: 'resolve', choices: { room: 'Stash' } },
      { do: 'resolve' },
      ...lap,
      { do: 'resolve' },
      { do: 'resolve' },
    ];
    const skeletons = play(toCatacombs).end.objects.filter((o) => o.card === 'Skeleton Token');
    expect(skeletons).toEqual([expect.objectContaining({ controller: 'A', token: true, power: 4, toughness: 1 })]);
    const toThrone: Action[] = [...toArchives, { do: 'resolve' }, ...lap, { do: 'resolve' }, { do: 'resolve' }];
    expect(JSON.stringify(run(toThrone, [bears]))).toContain("Undercity's Throne of the Dead Three");
  });
});

describe('Lost Well: "Scry 2." (701.22)', () => {
  // A's library: unnamed cards on top, then the named Forest. A draws one unnamed card in the draw step between
  // Secret Entrance and Lost Well, so `library` - 1 unnamed cards lie above the Forest when Lost Well resolves.
  const toLostWell: Action[] = [
    ...intoSecretEntrance(secretEntrance({})),
    ...lap,
    { do: 'resolve', choices: { room: 'Lost Well' } },
    { do: 'resolve' },
  ];
  const lostWellWith = (library: number, named: ObjectSetup[]) => JSON.stringify(run(toLostWell, named, library));

  it('is answered unsupported when a named card is among the top two cards it would look at', () => {
    expect(lostWellWith(2, [inLibrary('forest', 'Forest')])).toContain('Lost Well: scry 2 with a named card');
  });

  it('is carried out when only unnamed cards are among the top two, or the library holds no named card', () => {
    for (const [library, named] of [
      [3, [inLibrary('forest', 'Forest')]],
      [2, []],
    ] as const) {
      const answer = lostWellWith(library, [...named]);
      expect(answer).not.toContain('unsupported');
      expect(answer).toContain('"dungeonRoom":"Lost Well"');
    }
  });
});
