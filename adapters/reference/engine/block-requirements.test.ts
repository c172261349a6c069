import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// 509.1a-c below the level of fixtures: who a blocking requirement binds (Lure: "All creatures able to block
// enchanted creature do so."): only creatures, only the defending player's, only where they are able to block.
type SetupObject = Setup['objects'][number];

const bear = (id: string, owner: 'A' | 'B' | 'C', tapped = false): SetupObject => ({
  id,
  card: 'Grizzly Bears',
  owner,
  zone: 'battlefield',
  ...(tapped ? { tapped } : {}),
});
const lureOn = (creature: string): SetupObject => ({
  id: 'lure',
  card: 'Lure',
  owner: 'A',
  zone: 'battlefield',
  attachedTo: creature,
});

/** The outcome of the declaration of `blockers` after A attacks as `attacks` says, with players A, B and C. */
function blocks(objects: SetupObject[], attacks: [string, string][], blockers: [string, string][]) {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
    turn: { number: 3, active: 'A', step: 'beginCombat' },
    objects,
  };
  const actions: Action[] = [
    { do: 'advance', to: { step: 'declareAttackers' } },
    { do: 'declareAttackers', attackers: attacks.map(([attacker, defending]) => ({ attacker, defending })) },
    { do: 'advance', to: { step: 'declareBlockers' } },
    { do: 'declareBlockers', blockers: blockers.map(([blocker, attacker]) => ({ blocker, attacker })) },
  ];
  const answer = runReference({ fixture: 'block-requirements-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.at(-1)!;
}

describe('a blocking requirement (509.1c)', () => {
  it('binds a creature able to block: leaving it out is refused', () => {
    expect(blocks([bear('lured', 'A'), lureOn('lured'), bear('b1', 'B')], [['lured', 'B']], []).status).toBe(
      'rejected',
    );
  });

  it("binds only creatures: the defending player's land is not required to block", () => {
    const land: SetupObject = { id: 'plains', card: 'Plains', owner: 'B', zone: 'battlefield' };
    const objects = [bear('lured', 'A'), lureOn('lured'), bear('b1', 'B'), land];
    expect(blocks(objects, [['lured', 'B']], [['b1', 'lured']]).status).toBe('ok');
  });

  it('binds no creature unable to block (a tapped one, 509.1a)', () => {
    expect(blocks([bear('lured', 'A'), lureOn('lured'), bear('b1', 'B', true)], [['lured', 'B']], []).status).toBe(
      'ok',
    );
  });

  it('binds only the creatures of the player the lured creature attacks', () => {
    const objects = [bear('lured', 'A'), lureOn('lured'), bear('a2', 'A'), bear('b1', 'B'), bear('c1', 'C')];
    const split: [string, string][] = [
      ['lured', 'C'],
      ['a2', 'B'],
    ];
    expect(blocks(objects, split, [['c1', 'lured']]).status).toBe('ok');
    const other: [string, string][] = [
      ['lured', 'B'],
      ['a2', 'C'],
    ];
    expect(blocks(objects, other, [['c1', 'a2']]).status).toBe('rejected');
  });
});

describe('a tapped creature (509.1a)', () => {
  it("can't block, and the refusal says so", () => {
    expect(blocks([bear('a1', 'A'), bear('b1', 'B', true)], [['a1', 'B']], [['b1', 'a1']])).toEqual({
      status: 'rejected',
      reason: 'b1 is tapped',
    });
  });
});
