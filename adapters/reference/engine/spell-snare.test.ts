import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';
import { played } from './testing/played.js';

// Spell Snare ("Counter target spell with mana value 2.") countering a copy of a spell, below the level of fixtures.
// 707.10a: "If a copy of a spell is in a zone other than the stack, it ceases to exist." The copy here is the one
// Ertai's Meddling puts onto the stack from the card it exiled; the card is another object, and countering the copy
// must leave it in exile. Here rather than beside the card because vitest.mutation.config.ts runs engine/*.test.ts.

function counterTheCopy(): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'B', step: 'main1' },
    objects: [
      { id: 'meddling', card: "Ertai's Meddling", owner: 'A', zone: 'hand' },
      { id: 'snare', card: 'Spell Snare', owner: 'A', zone: 'hand' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'hand' },
    ],
    manaPool: { A: '{1}{U}', B: '{1}{G}' },
  };
  const actions: Action[] = [
    { do: 'cast', player: 'B', object: 'bears' },
    { do: 'cast', player: 'A', object: 'meddling', targets: ['bears'], x: 1 },
    { do: 'resolve' },
    // B's next upkeep: the last delay counter is removed and B puts the copy onto the stack.
    { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
    { do: 'resolve' },
    { do: 'addMana', player: 'A', mana: '{U}' },
    { do: 'cast', player: 'A', object: 'snare', targets: ['bears'] },
    { do: 'resolve' },
    { do: 'checkpoint', name: 'countered' },
    { do: 'resolve' },
  ];
  const answer = runReference({ fixture: 'spell-snare-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation;
}

describe('Spell Snare countering a copy of a spell', () => {
  it('the copy ceases to exist and the card it was made from stays in exile (707.10a)', () => {
    const o = counterTheCopy();
    // Spell Snare could target the copy (a spell with mana value 2 on the stack) and resolved.
    expect(o.actions.slice(0, -1).every((a) => a.status === 'ok')).toBe(true);
    const countered = o.checkpoints['countered']!;
    expect(countered.objects.find((x) => x.id === 'bears')?.zone).toBe('exile');
    expect(countered.objects.find((x) => x.id === 'snare')?.zone).toBe('graveyard');
    expect(countered.players.map((p) => p.graveyardSize)).toEqual([2, 0]);
    // Nothing is left to resolve: the copy is gone from the stack.
    expect(o.actions.at(-1)).toEqual({ status: 'rejected', reason: 'the stack is empty' });
  });
});

describe("Spell Snare's target", () => {
  it('is refused for a spell whose mana value is not 2, naming what it must be', () => {
    const game = played(
      [
        { id: 'snare', card: 'Spell Snare', owner: 'A', zone: 'hand' },
        { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'hand' },
      ],
      { A: '{3}{R}{U}' },
      [
        { do: 'cast', player: 'A', object: 'giant' },
        { do: 'cast', player: 'A', object: 'snare', targets: ['giant'] },
      ],
    );
    expect(game.statuses).toEqual(['ok', 'rejected']);
    expect(game.reasons[1]).toContain('target spell with mana value 2');
  });
});
