import { describe, expect, it } from 'vitest';
import type { Action, PlayerSetup, Setup, TriggerChoice } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

/** The end checkpoint of a game set up with these players and objects, in the main phase of the given player. */
function endOf(players: Setup['players'], actions: Action[], turn: Setup['turn'], objects: Setup['objects'] = []) {
  const answer = runReference({
    fixture: 'initiative-test',
    edition: '2026-08-07',
    setup: { players, turn, objects },
    actions,
  });
  if (!('observation' in answer)) return answer;
  return answer.observation.checkpoints['end'];
}

function holders(end: ReturnType<typeof endOf>) {
  if (!end || !('players' in end)) return end;
  return end.players.filter((p) => p.initiative === true).map((p) => p.id);
}

/** Three players, those named having the initiative. */
function threePlayers(...withIt: string[]): [PlayerSetup, PlayerSetup, PlayerSetup] {
  const p = (id: string): PlayerSetup => (withIt.includes(id) ? { id, initiative: true } : { id });
  return [p('A'), p('B'), p('C')];
}
const inMainOfC: Setup['turn'] = { number: 3, active: 'C', step: 'main1' };

describe('the initiative leaving the game (726.4)', () => {
  it('goes to the active player, who ventures into Undercity', () => {
    const players = threePlayers('A');
    const end = endOf(players, [{ do: 'leaveGame', player: 'A' }, { do: 'resolve' }], inMainOfC);
    expect(holders(end)).toEqual(['C']);
    expect(end && 'players' in end ? end.players.find((p) => p.id === 'C')?.dungeonRoom : end).toBe('Secret Entrance');
  });

  it('goes to the next player in turn order when the active player is the one leaving', () => {
    const players = threePlayers('C');
    expect(holders(endOf(players, [{ do: 'leaveGame', player: 'C' }], inMainOfC))).toEqual(['A']);
  });

  it('stays where it is when another player leaves', () => {
    const players = threePlayers('A');
    expect(holders(endOf(players, [{ do: 'leaveGame', player: 'B' }], inMainOfC))).toEqual(['A']);
  });
});

describe('a setup giving two players the initiative (726.3)', () => {
  it('is answered unsupported, naming the players', () => {
    const players = threePlayers('A', 'B');
    expect(JSON.stringify(endOf(players, [], inMainOfC))).toContain(
      'only one player can have the initiative (726.3); got A, B',
    );
  });
});

describe('venturing into Undercity at each upkeep of the player with the initiative (726.2, 701.49)', () => {
  const players: Setup['players'] = [{ id: 'A', initiative: true, library: 10 }, { id: 'B' }];
  const toUpkeepOfA: Action = { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } };
  const toDrawOfA: Action = { do: 'advance', to: { step: 'draw', turnOf: 'A' } };
  const roomOf = (end: ReturnType<typeof endOf>) =>
    end && 'players' in end ? end.players.find((p) => p.id === 'A')?.dungeonRoom : end;
  const fromEndOfB: Setup['turn'] = { number: 2, active: 'B', step: 'end' };

  it('enters Secret Entrance first', () => {
    expect(roomOf(endOf(players, [toDrawOfA], fromEndOfB))).toBe('Secret Entrance');
  });

  it('asks for the next room where two arrows leave, and follows the one chosen', () => {
    const second = [toDrawOfA, { do: 'advance', to: { step: 'end', turnOf: 'B' } } as Action, toUpkeepOfA];
    expect(JSON.stringify(endOf(players, [...second, { do: 'resolve' }], fromEndOfB))).toContain(
      'choice \\"room\\" (Forge or Lost Well)',
    );
    expect(roomOf(endOf(players, [...second, { do: 'resolve', choices: { room: 'Lost Well' } }], fromEndOfB))).toBe(
      'Lost Well',
    );
  });

  it('creates a Treasure in Stash, the one room after Lost Well on its right', () => {
    const lap = [{ do: 'advance', to: { step: 'end', turnOf: 'B' } } as Action, toUpkeepOfA];
    const actions: Action[] = [
      toDrawOfA,
      ...lap,
      { do: 'resolve', choices: { room: 'Lost Well' } },
      ...lap,
      { do: 'resolve', choices: { room: 'Stash' } },
      toDrawOfA,
    ];
    const end = endOf(players, actions, fromEndOfB);
    expect(roomOf(end)).toBe('Stash');
    expect(end && 'objects' in end ? end.objects.filter((o) => o.card === 'Treasure Token').length : end).toBe(1);
  });

  it('puts two +1/+1 counters in Forge and makes a player lose 5 life in Trap!, on the targets chosen', () => {
    const lap = [{ do: 'advance', to: { step: 'end', turnOf: 'B' } } as Action, toUpkeepOfA];
    const bears: Setup['objects'] = [{ id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }];
    const actions: Action[] = [
      toDrawOfA,
      ...lap,
      {
        do: 'resolve',
        choices: { room: 'Forge' },
        triggers: [{ source: 'undercity', ability: 'forge', targets: ['bears'] }],
      },
      ...lap,
      {
        do: 'resolve',
        choices: { room: 'Trap!' },
        triggers: [{ source: 'undercity', ability: 'trap', targets: ['B'] }],
      },
      toDrawOfA,
    ];
    const end = endOf(players, actions, fromEndOfB, bears);
    expect(roomOf(end)).toBe('Trap!');
    if (!end || !('players' in end)) throw new Error(JSON.stringify(end));
    expect(end.objects.find((o) => o.id === 'bears')?.counters).toEqual({ '+1/+1': 2 });
    expect(end.players.find((p) => p.id === 'B')?.life).toBe(15);
  });

  it("goads the creature chosen in Arena: in its controller's turn it must attack (701.15b)", () => {
    const lap = [{ do: 'advance', to: { step: 'end', turnOf: 'B' } } as Action, toUpkeepOfA];
    const bears: Setup['objects'] = [{ id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' }];
    const actions: Action[] = [
      toDrawOfA,
      ...lap,
      { do: 'resolve', choices: { room: 'Lost Well' } },
      ...lap,
      {
        do: 'resolve',
        choices: { room: 'Arena' },
        triggers: [{ source: 'undercity', ability: 'arena', targets: ['bears'] }],
      },
      { do: 'advance', to: { step: 'declareAttackers', turnOf: 'B' } },
      { do: 'declareAttackers', attackers: [] },
      { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'A' }] },
    ];
    const answer = runReference({
      fixture: 'initiative-test',
      edition: '2026-08-07',
      setup: { players, turn: fromEndOfB, objects: bears },
      actions,
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.checkpoints['end']?.players.find((p) => p.id === 'A')?.dungeonRoom).toBe('Arena');
    expect(answer.observation.actions.slice(-2).map((a) => a.status)).toEqual(['rejected', 'ok']);
  });
});

describe('the initiative combat-damage trigger (726.2)', () => {
  it('triggers once for one or more creatures of one player dealing combat damage in one step', () => {
    const objects: Setup['objects'] = ['bears-1', 'bears-2'].map((id) => ({
      id,
      card: 'Grizzly Bears',
      owner: 'A',
      zone: 'battlefield',
    }));
    const actions: Action[] = [
      { do: 'advance', to: { step: 'declareAttackers', turnOf: 'A' } },
      {
        do: 'declareAttackers',
        attackers: [
          { attacker: 'bears-1', defending: 'B' },
          { attacker: 'bears-2', defending: 'B' },
        ],
      },
      { do: 'advance', to: { step: 'combatDamage', turnOf: 'A' } },
    ];
    const end = endOf(
      [{ id: 'A' }, { id: 'B', initiative: true }],
      actions,
      { number: 3, active: 'A', step: 'main1' },
      objects,
    );
    if (!end || !('triggers' in end)) throw new Error(JSON.stringify(end));
    expect(end.triggers.filter((t) => t.ability === 'initiative-combat-damage')).toHaveLength(1);
    expect(end.players.find((p) => p.id === 'B')?.life).toBe(16);
  });
});

describe("the initiative's combat-damage trigger (726.2)", () => {
  it('does not trigger for combat damage dealt to a player without the initiative', () => {
    const bears: Setup['objects'] = [{ id: 'bears', card: 'Grizzly Bears', owner: 'C', zone: 'battlefield' }];
    const actions: Action[] = [
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'A' }] },
      { do: 'advance', to: { step: 'main2' } },
    ];
    const end = endOf(threePlayers('B'), actions, inMainOfC, bears);
    expect(holders(end)).toEqual(['B']);
    expect(end && 'players' in end ? end.players.find((p) => p.id === 'A')?.life : end).toBe(18);
  });
});

describe("the initiative's combat-damage trigger beside other triggers of the same damage step (726.2)", () => {
  it("triggers though another player's ability triggered on that step's combat damage first", () => {
    // C's emblem from Kaito Shizuki's −7, "Whenever a creature you control deals combat damage to a player,
    // search your library …", triggers on the first bear's damage to A; the second bear's damage to B, who
    // has the initiative, still makes "the controller of those creatures takes the initiative" trigger.
    const objects: Setup['objects'] = [
      { id: 'kaito', card: 'Kaito Shizuki', owner: 'C', zone: 'battlefield', counters: { loyalty: 7 } },
      { id: 'bears-1', card: 'Grizzly Bears', owner: 'C', zone: 'battlefield' },
      { id: 'bears-2', card: 'Grizzly Bears', owner: 'C', zone: 'battlefield' },
    ];
    const actions: Action[] = [
      { do: 'activate', player: 'C', source: 'kaito', ability: 'minus-7' },
      { do: 'resolve' },
      { do: 'advance', to: { step: 'declareAttackers' } },
      {
        do: 'declareAttackers',
        attackers: [
          { attacker: 'bears-1', defending: 'A' },
          { attacker: 'bears-2', defending: 'B' },
        ],
      },
      { do: 'advance', to: { step: 'combatDamage' } },
    ];
    const end = endOf(threePlayers('B'), actions, inMainOfC, objects);
    if (!end || !('triggers' in end)) throw new Error(JSON.stringify(end));
    expect(end.triggers).toEqual([
      { source: 'kaito', ability: 'minus-7' },
      { source: 'the-initiative', ability: 'initiative-combat-damage' },
      { source: 'kaito', ability: 'minus-7' },
    ]);
  });
});

describe("the initiative's and the monarch's combat-damage triggers, ordered by the player who controls both (603.3b)", () => {
  // 603.3b: "each player … puts each triggered ability they control … on the stack in any order they choose";
  // both abilities are controlled by B, who has both designations (725.2, 726.2). An action's `triggers`
  // lists them in the order they go on the stack, so the last listed resolves first.
  const monarchs = { source: 'the-monarch', ability: 'monarch-combat-damage' };
  const initiatives = { source: 'the-initiative', ability: 'initiative-combat-damage' };
  function afterTopResolves(triggers: TriggerChoice[]) {
    const bears: Setup['objects'] = [{ id: 'bears', card: 'Grizzly Bears', owner: 'C', zone: 'battlefield' }];
    const players: Setup['players'] = [{ id: 'A' }, { id: 'B', monarch: true, initiative: true }, { id: 'C' }];
    const actions: Action[] = [
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'B' }] },
      { do: 'advance', to: { step: 'combatDamage' }, triggers },
      { do: 'resolve' },
    ];
    const end = endOf(players, actions, inMainOfC, bears);
    if (!end || !('players' in end)) throw new Error(JSON.stringify(end));
    const c = end.players.find((p) => p.id === 'C');
    return { monarch: c?.monarch === true, initiative: c?.initiative === true };
  }

  it('resolves the initiative first when it is listed last', () => {
    expect(afterTopResolves([monarchs, initiatives])).toEqual({ monarch: false, initiative: true });
  });

  it("resolves the monarch's first when it is listed last", () => {
    expect(afterTopResolves([initiatives, monarchs])).toEqual({ monarch: true, initiative: false });
  });
});

describe('the initiative when every player loses at once (104.4a)', () => {
  it('goes to no one, so no one takes it', () => {
    // 104.4a: "If all the players remaining in a game lose simultaneously, the game is a draw." C, the last
    // of the three to leave, has the initiative; no player is left in the game to take it (726.4).
    const players: Setup['players'] = [
      { id: 'A', life: 0 },
      { id: 'B', life: 0 },
      { id: 'C', life: 0, initiative: true },
    ];
    const end = endOf(players, [{ do: 'advance', to: { step: 'main2' } }], inMainOfC);
    if (!end || !('players' in end)) throw new Error(JSON.stringify(end));
    expect(end.players.map((p) => p.inGame)).toEqual([false, false, false]);
    expect(holders(end)).toEqual([]);
    expect(end.triggers).toEqual([]);
  });
});

describe('the initiative when its holder and the active player lose together (726.4, 704.3)', () => {
  it('goes to the next player in turn order, and the active player never takes it on the way out', () => {
    // 726.4: the active player takes the initiative as its holder leaves, "If the active player is leaving the
    // game at the same time, the next player in turn order takes the initiative." A and C lose to the same
    // check of state-based actions (704.3), so they leave at the same time: B takes it, and only B.
    const players: Setup['players'] = [{ id: 'A', life: 0, initiative: true }, { id: 'B' }, { id: 'C', life: 0 }];
    const end = endOf(players, [{ do: 'advance', to: { step: 'main2' } }], inMainOfC);
    if (!end || !('players' in end)) throw new Error(JSON.stringify(end));
    expect(end.players.map((p) => p.inGame)).toEqual([false, true, false]);
    expect(holders(end)).toEqual(['B']);
    expect(end.triggers.filter((t) => t.ability === 'initiative-taken')).toHaveLength(1);
  });
});
