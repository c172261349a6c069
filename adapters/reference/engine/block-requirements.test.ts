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
function blocks(
  objects: SetupObject[],
  attacks: [string, string][],
  blockers: [string, string][],
  before: { actions: Action[]; manaPool: Setup['manaPool'] } = { actions: [], manaPool: undefined },
) {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
    turn: { number: 3, active: 'A', step: 'beginCombat' },
    objects,
    ...(before.manaPool ? { manaPool: before.manaPool } : {}),
  };
  const actions: Action[] = [
    ...before.actions,
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

  it('names every creature left out, and the rule, in its refusal', () => {
    expect(
      blocks([bear('lured', 'A'), lureOn('lured'), bear('b1', 'B'), bear('b2', 'B')], [['lured', 'B']], []),
    ).toEqual({
      status: 'rejected',
      reason: 'b1, b2 must block: the declaration obeys fewer requirements than it could (509.1c)',
    });
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

/** B casts Domineering Will before combat: B gains control of the named creatures of A's, which "block this turn if able". */
const dominated = (creatures: string[]) => ({
  actions: [
    { do: 'cast', player: 'B', object: 'will', targets: ['B', ...creatures] },
    { do: 'resolve' },
  ] satisfies Action[],
  manaPool: { B: '{3}{U}' },
});
const will: SetupObject = { id: 'will', card: 'Domineering Will', owner: 'B', zone: 'hand' };

describe('"They block this turn if able" (Domineering Will, 509.1c)', () => {
  it('binds each creature it names: leaving one out is refused, blocking any attacker obeys it', () => {
    const objects = [bear('a1', 'A'), bear('taken', 'A'), bear('b1', 'B'), will];
    expect(blocks(objects, [['a1', 'B']], [], dominated(['taken'])).status).toBe('rejected');
    expect(blocks(objects, [['a1', 'B']], [['taken', 'a1']], dominated(['taken'])).status).toBe('ok');
  });

  it('binds only the creatures it names: the unchosen ones and those of the same player are free', () => {
    const objects = [bear('a1', 'A'), bear('taken', 'A'), bear('unchosen', 'A'), bear('b1', 'B'), will];
    expect(blocks(objects, [['a1', 'B']], [['taken', 'a1']], dominated(['taken'])).status).toBe('ok');
    expect(blocks(objects, [['a1', 'B']], [], dominated([])).status).toBe('ok');
  });

  it("with Lure's requirement too, a creature obeys both only by blocking the lured attacker", () => {
    const objects = [bear('lured', 'A'), lureOn('lured'), bear('a2', 'A'), bear('taken', 'A'), will];
    const attacks: [string, string][] = [
      ['lured', 'B'],
      ['a2', 'B'],
    ];
    expect(blocks(objects, attacks, [['taken', 'a2']], dominated(['taken'])).status).toBe('rejected');
    expect(blocks(objects, attacks, [['taken', 'lured']], dominated(['taken'])).status).toBe('ok');
  });

  it('binds no creature unable to block: with no attacker facing its controller, none is required', () => {
    const objects = [bear('a1', 'A'), bear('taken', 'A'), will];
    expect(blocks(objects, [['a1', 'C']], [], dominated(['taken'])).status).toBe('ok');
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

describe('menace (702.111b: "can\'t be blocked except by two or more creatures")', () => {
  const rakshasa: SetupObject = { id: 'rakshasa', card: 'Gurmag Rakshasa', owner: 'A', zone: 'battlefield' };
  const twoBlockers = [rakshasa, bear('b1', 'B'), bear('b2', 'B')];

  it('refuses a declaration with one creature blocking it', () => {
    expect(blocks(twoBlockers, [['rakshasa', 'B']], [['b1', 'rakshasa']])).toMatchObject({
      status: 'rejected',
      reason: "rakshasa has menace: it can't be blocked except by two or more creatures (702.111b)",
    });
  });

  it('accepts two creatures blocking it, or none', () => {
    const both: [string, string][] = [
      ['b1', 'rakshasa'],
      ['b2', 'rakshasa'],
    ];
    expect(blocks(twoBlockers, [['rakshasa', 'B']], both).status).not.toBe('rejected');
    expect(blocks(twoBlockers, [['rakshasa', 'B']], []).status).not.toBe('rejected');
  });

  it('counts only its own blockers: one on it and one on another attacker is refused', () => {
    const withBears = [rakshasa, bear('a-bear', 'A'), bear('b1', 'B'), bear('b2', 'B')];
    const declared = blocks(
      withBears,
      [
        ['rakshasa', 'B'],
        ['a-bear', 'B'],
      ],
      [
        ['b1', 'rakshasa'],
        ['b2', 'a-bear'],
      ],
    );
    expect(declared).toMatchObject({ status: 'rejected', reason: expect.stringContaining('rakshasa has menace') });
  });

  it('a phased-out creature is not a second blocker (702.26b)', () => {
    const oneOut = [
      rakshasa,
      bear('b1', 'B'),
      { ...bear('b2', 'B'), phased: { how: 'directly', under: 'B' } } as SetupObject,
    ];
    const declared = blocks(
      oneOut,
      [['rakshasa', 'B']],
      [
        ['b1', 'rakshasa'],
        ['b2', 'rakshasa'],
      ],
    );
    expect(declared.status).toBe('rejected');
  });
});
