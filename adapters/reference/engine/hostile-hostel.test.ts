import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// Creeping Inn (the back face of Hostile Hostel) below the level of fixtures: "Whenever Creeping Inn attacks, you may
// exile a creature card from your graveyard. If you do, each opponent loses X life and you gain X life, where X is
// the number of creature cards exiled with Creeping Inn." Here rather than beside the card because
// vitest.mutation.config.ts runs engine/*.test.ts. The Hostel starts with two soul counters, so one activation
// transforms it.

function attack(choices: Record<string, string>): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [
      { id: 'inn', card: 'Hostile Hostel // Creeping Inn', owner: 'A', zone: 'battlefield', counters: { soul: 2 } },
      { id: 'fodder', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'mine', card: 'Runeclaw Bear', owner: 'A', zone: 'graveyard' },
      { id: 'land', card: 'Forest', owner: 'A', zone: 'graveyard' },
      { id: 'theirs', card: 'Runeclaw Bear', owner: 'B', zone: 'graveyard' },
    ],
    manaPool: { A: '{1}' },
  };
  const actions: Action[] = [
    { do: 'activate', player: 'A', source: 'inn', ability: 'soul-counter', choices: { sacrifice: 'fodder' } },
    { do: 'resolve' },
    { do: 'advance', to: { step: 'declareAttackers' } },
    {
      do: 'declareAttackers',
      attackers: [
        { attacker: 'inn', defending: 'B' },
        { attacker: 'bear', defending: 'B' },
      ],
      triggers: [{ source: 'inn', ability: 'attacks', choices }],
    },
    { do: 'resolve' },
    { do: 'checkpoint', name: 'end' },
  ];
  const answer = runReference({ fixture: 'hostile-hostel-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  expect(answer.observation.actions.every((a) => a.status === 'ok')).toBe(true);
  return answer.observation;
}
const lives = (o: RunObservation) => o.checkpoints['end']!.players.map((p) => p.life);
const zone = (o: RunObservation, id: string) => o.checkpoints['end']!.objects.find((x) => x.id === id)?.zone;

describe('Creeping Inn attacks', () => {
  it('triggers for itself only, not for another attacking creature; exiling a creature card drains 1', () => {
    const o = attack({ exile: 'mine' });
    expect(o.checkpoints['end']!.triggers.filter((t) => t.ability === 'attacks')).toEqual([
      { source: 'inn', ability: 'attacks' },
    ]);
    expect(zone(o, 'mine')).toBe('exile');
    expect(lives(o)).toEqual([21, 19]);
  });

  it('exiles nothing without a choice, nor a noncreature card, nor a card of another player, nor a card not in the graveyard', () => {
    const cases: Record<string, string>[] = [{}, { exile: 'land' }, { exile: 'theirs' }, { exile: 'bear' }];
    for (const choices of cases) {
      const o = attack(choices);
      expect(lives(o), JSON.stringify(choices)).toEqual([20, 20]);
      expect([zone(o, 'land'), zone(o, 'theirs'), zone(o, 'bear')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
    }
  });
});
