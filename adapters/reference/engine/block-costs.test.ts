import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

type SetupObject = Setup['objects'][number];

const bear = (id: string): SetupObject => ({ id, card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' });

const rays = (id: string, on: string): SetupObject => ({
  id,
  card: 'Oppressive Rays',
  owner: 'A',
  zone: 'battlefield',
  attachedTo: on,
});

/** What became of B's declaration of `blockers` (each against A's attacking bear) with `mana` in B's pool. */
function declaration(objects: SetupObject[], mana: string, blockers: string[], fault?: 'phased-out-statics-apply') {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'beginCombat' },
    objects: [bear('attacker'), ...objects],
  };
  const actions: Action[] = [
    { do: 'advance', to: { step: 'declareAttackers' } },
    { do: 'declareAttackers', attackers: [{ attacker: 'attacker', defending: 'B' }] },
    { do: 'advance', to: { step: 'declareBlockers' } },
    ...(mana ? [{ do: 'addMana', player: 'B', mana } as Action] : []),
    { do: 'declareBlockers', blockers: blockers.map((blocker) => ({ blocker, attacker: 'attacker' })) },
  ];
  const answer = runReference({ fixture: 'block-costs-test', edition: '2026-08-07', setup, actions }, { fault });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.at(-1)!;
}

/** Whether B's declaration of `blockers` (each against A's attacking bear) is accepted with `mana` in B's pool. */
function blocking(objects: SetupObject[], mana: string, blockers: string[]): string {
  return declaration(objects, mana, blockers).status;
}

describe('Oppressive Rays: {3} to block with the enchanted creature (509.1d)', () => {
  const giant = (id: string): SetupObject => ({ id, card: 'Hill Giant', owner: 'B', zone: 'battlefield' });

  it('costs {3} to block with the enchanted creature, paid from the defending player’s pool', () => {
    expect(blocking([giant('giant'), rays('rays', 'giant')], '{2}', ['giant'])).toBe('rejected');
    expect(blocking([giant('giant'), rays('rays', 'giant')], '{3}', ['giant'])).toBe('ok');
  });

  it('costs nothing to block with another creature', () => {
    expect(blocking([giant('giant'), giant('other'), rays('rays', 'giant')], '', ['other'])).toBe('ok');
  });

  it('names the total cost to block when it can’t be paid', () => {
    // 509.1d: "If any of the chosen creatures require paying costs to block, the defending player determines
    // the total cost to block"; the creature without Oppressive Rays adds nothing to it, wherever it is listed.
    const objects = [giant('giant'), giant('other'), rays('rays', 'giant')];
    const reason = (blockers: string[]) => {
      const a = declaration(objects, '{2}', blockers);
      return 'reason' in a ? a.reason : a;
    };
    expect(reason(['giant'])).toMatch(/^cannot pay \{3\}: /);
    expect(reason(['other', 'giant'])).toMatch(/^cannot pay \{3\}: /);
    expect(reason(['giant', 'other'])).toMatch(/^cannot pay \{3\}: /);
  });

  it('is imposed by no phased-out Oppressive Rays (702.26b), except under the fault that lets phased-out statics apply', () => {
    const hidden: SetupObject = { ...rays('rays', 'giant'), phased: { how: 'directly', under: 'A' } };
    expect(declaration([giant('giant'), hidden], '', ['giant']).status).toBe('ok');
    expect(declaration([giant('giant'), hidden], '', ['giant'], 'phased-out-statics-apply').status).toBe('rejected');
  });

  it('adds up the costs of every blocker', () => {
    const two = [giant('g1'), giant('g2'), rays('r1', 'g1'), rays('r2', 'g2')];
    expect(blocking(two, '{5}', ['g1', 'g2'])).toBe('rejected');
    expect(blocking(two, '{6}', ['g1', 'g2'])).toBe('ok');
  });
});

describe('block costs of several defending players (509.1d, 509.1f)', () => {
  it('are paid by each for their own creatures, and all given back when one can’t pay', () => {
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      turn: { number: 3, active: 'A', step: 'beginCombat' },
      objects: [
        bear('at-b'),
        bear('at-c'),
        { id: 'giant-b', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
        { id: 'giant-c', card: 'Hill Giant', owner: 'C', zone: 'battlefield' },
        rays('rays-b', 'giant-b'),
        rays('rays-c', 'giant-c'),
      ],
    };
    const both: Action = {
      do: 'declareBlockers',
      blockers: [
        { blocker: 'giant-b', attacker: 'at-b' },
        { blocker: 'giant-c', attacker: 'at-c' },
      ],
    };
    const actions: Action[] = [
      { do: 'advance', to: { step: 'declareAttackers' } },
      {
        do: 'declareAttackers',
        attackers: [
          { attacker: 'at-b', defending: 'B' },
          { attacker: 'at-c', defending: 'C' },
        ],
      },
      { do: 'advance', to: { step: 'declareBlockers' } },
      { do: 'addMana', player: 'B', mana: '{3}' },
      { do: 'addMana', player: 'C', mana: '{2}' },
      both,
      { do: 'addMana', player: 'C', mana: '{1}' },
      both,
    ];
    const answer = runReference({ fixture: 'block-costs-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.actions.slice(-3).map((a) => a.status)).toEqual(['rejected', 'ok', 'ok']);
  });
});
