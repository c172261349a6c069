import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

type SetupObject = Setup['objects'][number];

const bear = (id: string): SetupObject => ({ id, card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' });
const propaganda: SetupObject = { id: 'propaganda', card: 'Propaganda', owner: 'B', zone: 'battlefield' };

/** Whether A's declaration of `attackers` (each against a player) is accepted with `mana` in A's pool. */
function declaration(objects: SetupObject[], mana: string, attackers: [string, string][]): string {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
    turn: { number: 3, active: 'A', step: 'beginCombat' },
    objects,
  };
  const actions: Action[] = [
    { do: 'advance', to: { step: 'declareAttackers' } },
    ...(mana ? [{ do: 'addMana', player: 'A', mana } as Action] : []),
    { do: 'declareAttackers', attackers: attackers.map(([attacker, defending]) => ({ attacker, defending })) },
  ];
  const answer = runReference({ fixture: 'attack-costs-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.at(-1)!.status;
}

describe('Propaganda: {2} for each creature attacking its controller (508.1h)', () => {
  const two: [string, string][] = [
    ['bear-1', 'B'],
    ['bear-2', 'B'],
  ];

  it('costs {2} for each attacking creature, paid from the pool', () => {
    expect(declaration([propaganda, bear('bear-1'), bear('bear-2')], '{2}', two)).toBe('rejected');
    expect(declaration([propaganda, bear('bear-1'), bear('bear-2')], '{4}', two)).toBe('ok');
  });

  it('costs nothing to attack another player', () => {
    expect(declaration([propaganda, bear('bear-1')], '', [['bear-1', 'C']])).toBe('ok');
    expect(declaration([propaganda, bear('bear-1')], '', [['bear-1', 'B']])).toBe('rejected');
  });
});

describe('the total cost to attack (508.1h-j)', () => {
  /** The last action's outcome when A declares `attackers` with `mana` in the pool, under `fault` if given. */
  function outcome(
    objects: SetupObject[],
    mana: string,
    attackers: [string, string][],
    fault?: 'phased-out-statics-apply',
  ) {
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      objects,
      manaPool: { A: mana },
    };
    const declare: Action = {
      do: 'declareAttackers',
      attackers: attackers.map(([attacker, defending]) => ({ attacker, defending })),
    };
    const answer = runReference(
      { fixture: 'attack-costs-test', edition: '2026-08-07', setup, actions: [declare] },
      { fault },
    );
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    return answer.observation.actions.at(-1)!;
  }

  it("is what the attackers' costs add up to, and a refusal names it (an attacker costing nothing adds nothing)", () => {
    const attackers: [string, string][] = [
      ['bear-1', 'C'],
      ['bear-2', 'B'],
    ];
    expect(outcome([propaganda, bear('bear-1'), bear('bear-2')], '{1}', attackers)).toEqual({
      status: 'rejected',
      reason: "cannot pay {2}: {C}×1 in A's mana pool",
    });
  });

  it('is imposed by no phased-out Propaganda (702.26b), except under the fault that lets phased-out statics apply', () => {
    const hidden: SetupObject = { ...propaganda, phased: { how: 'directly', under: 'B' } };
    expect(outcome([hidden, bear('bear-1')], '', [['bear-1', 'B']]).status).toBe('ok');
    expect(outcome([hidden, bear('bear-1')], '', [['bear-1', 'B']], 'phased-out-statics-apply').status).toBe(
      'rejected',
    );
  });
});
