import { describe, expect, it } from 'vitest';
import type { Action, PlayerSetup, Setup, TriggerChoice } from '../../../harness/generated/fixture.js';

type ThreePlayers = [PlayerSetup, PlayerSetup, PlayerSetup];
import { runReference } from '../index.js';

/** Who is the monarch at the end of a three-player game in C's main phase after the actions. */
function monarchsAfter(players: ThreePlayers, actions: Action[], objects: Setup['objects'] = []) {
  const answer = runReference({
    fixture: 'monarch-test',
    edition: '2026-08-07',
    setup: { players, turn: { number: 3, active: 'C', step: 'main1' }, objects },
    actions,
  });
  if (!('observation' in answer)) return answer;
  const end = answer.observation.checkpoints['end'];
  return end?.players.filter((p) => p.monarch === true).map((p) => p.id);
}

describe('the monarch leaving the game (725.4)', () => {
  it('makes the active player the monarch', () => {
    const players: ThreePlayers = [{ id: 'A', monarch: true }, { id: 'B' }, { id: 'C' }];
    expect(monarchsAfter(players, [{ do: 'leaveGame', player: 'A' }])).toEqual(['C']);
  });

  it('makes the next player in turn order the monarch when the monarch is the active player', () => {
    const players: ThreePlayers = [{ id: 'A' }, { id: 'B' }, { id: 'C', monarch: true }];
    expect(monarchsAfter(players, [{ do: 'leaveGame', player: 'C' }])).toEqual(['A']);
  });

  it('changes nothing when another player leaves', () => {
    const players: ThreePlayers = [{ id: 'A', monarch: true }, { id: 'B' }, { id: 'C' }];
    expect(monarchsAfter(players, [{ do: 'leaveGame', player: 'B' }])).toEqual(['A']);
  });
});

describe('a setup with two monarchs (725.3)', () => {
  it('is answered unsupported, naming the players', () => {
    const answer = monarchsAfter([{ id: 'A', monarch: true }, { id: 'B', monarch: true }, { id: 'C' }], []);
    expect(JSON.stringify(answer)).toContain('only one player can be the monarch (725.3); got A, B');
  });
});

describe("the monarch's combat-damage trigger (725.2)", () => {
  const bears: Setup['objects'] = [{ id: 'bears', card: 'Grizzly Bears', owner: 'C', zone: 'battlefield' }];
  const attack = (defending: string): Action[] => [
    { do: 'advance', to: { step: 'declareAttackers' } },
    { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending }] },
    { do: 'advance', to: { step: 'main2' } },
  ];

  it('makes the controller of a creature dealing combat damage to the monarch the monarch', () => {
    const players: ThreePlayers = [{ id: 'A' }, { id: 'B', monarch: true }, { id: 'C' }];
    expect(monarchsAfter(players, attack('B'), bears)).toEqual(['C']);
  });

  it('does not trigger for combat damage dealt to another player', () => {
    const players: ThreePlayers = [{ id: 'A' }, { id: 'B', monarch: true }, { id: 'C' }];
    expect(monarchsAfter(players, attack('A'), bears)).toEqual(['B']);
  });
});

describe("the monarch's end-step draw among the monarch's other triggers (725.2, 603.3b)", () => {
  // 603.3b: "each player, in APNAP order, puts each triggered ability they control … on the stack in any
  // order they choose". The monarch controls both the draw (725.2) and Renegade Silent's "At the beginning
  // of your end step, goad up to one target creature you don't control and put a +1/+1 counter on Renegade
  // Silent. Renegade Silent phases out."; an action's `triggers` lists them in the order they go on the stack.
  const silent: Setup['objects'] = [{ id: 'silent', card: 'Renegade Silent', owner: 'C', zone: 'battlefield' }];
  const draw = { source: 'the-monarch', ability: 'monarch-draw' };
  const silentsTrigger = { source: 'silent', ability: 'end-step', targets: [] };

  function afterTopResolves(triggers: TriggerChoice[]) {
    const answer = runReference({
      fixture: 'monarch-test',
      edition: '2026-08-07',
      setup: {
        players: [{ id: 'A' }, { id: 'C', monarch: true }],
        turn: { number: 3, active: 'C', step: 'main2' },
        objects: silent,
      },
      actions: [{ do: 'advance', to: { step: 'end' }, triggers }, { do: 'resolve' }],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const end = answer.observation.checkpoints['end'];
    return {
      hand: end?.players.find((p) => p.id === 'C')?.handSize,
      silent: end?.objects.find((o) => o.id === 'silent'),
    };
  }

  it('resolves the draw last when the monarch puts it on the stack first', () => {
    const { hand, silent: after } = afterTopResolves([draw, silentsTrigger]);
    expect(hand).toBe(0);
    expect(after && 'counters' in after ? after.counters : after).toEqual({ '+1/+1': 1 });
  });

  it('resolves the draw first when the monarch puts it on the stack last', () => {
    const { hand, silent: after } = afterTopResolves([silentsTrigger, draw]);
    expect(hand).toBe(1);
    expect(after && 'counters' in after ? after.counters : after).toEqual({});
  });
});
