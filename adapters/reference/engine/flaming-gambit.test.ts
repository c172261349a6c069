import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';
import { at } from './testing/game.js';

// Flaming Gambit below the level of fixtures: the corpus's fixtures (damage × chosen-on-resolution) target a
// player whose only creature is phased out, so none damages a planeswalker, redirects to one creature among
// several, or reads the reason a redirect is refused. Here because vitest.mutation.config.ts runs engine/*.test.ts.
type ResolveChoices = Extract<Action, { do: 'resolve' }>['choices'];

function gambit(objects: ObjectSetup[], target: string, choices: ResolveChoices) {
  const actions: Action[] = [
    { do: 'cast', player: 'A', object: 'spell', targets: [target], x: 2 },
    { do: 'resolve', label: 'gambit', choices },
    { do: 'checkpoint', name: 'end' },
  ];
  const answer = runReference({
    fixture: 'flaming-gambit-test',
    edition: '2026-08-07',
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      manaPool: { A: '{2}{R}' },
      objects: [at('spell', 'Flaming Gambit', 'hand'), ...objects],
    },
    actions,
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const end = answer.observation.checkpoints['end']!;
  return { end, resolution: answer.observation.actions[1]! };
}

describe('Flaming Gambit', () => {
  const bears = [at('bear1', 'Grizzly Bears', 'battlefield', 'B'), at('bear2', 'Grizzly Bears', 'battlefield', 'B')];

  it('deals X damage to a target planeswalker, removing that much loyalty (120.3c)', () => {
    const jace = { ...at('jace', 'Jace Beleren', 'battlefield', 'B'), counters: { loyalty: 3 } };
    const { end } = gambit([jace], 'jace', {});
    expect(end.objects.find((o) => o.id === 'jace')?.zone).toBe('battlefield');
    expect(end.objects.find((o) => o.id === 'jace')?.counters).toEqual({ loyalty: 1 });
    expect(end.players.map((p) => p.life)).toEqual([20, 20]);
  });

  it('deals it to the one creature the player names, not another they control', () => {
    const { end } = gambit(bears, 'B', { creature: 'bear2' });
    expect(['bear1', 'bear2'].map((id) => end.objects.find((o) => o.id === id)?.zone)).toEqual([
      'battlefield',
      'graveyard',
    ]);
    expect(end.players.map((p) => p.life)).toEqual([20, 20]);
  });

  it('refuses a redirect to a creature the player does not control, or a choice that is not an id, saying why', () => {
    expect(gambit(bears, 'A', { creature: 'bear1' }).resolution).toEqual({
      status: 'rejected',
      reason: 'Flaming Gambit: bear1 is not a creature A controls',
    });
    expect(gambit(bears, 'B', { creature: 7 }).resolution).toEqual({
      status: 'rejected',
      reason: 'Flaming Gambit: "creature" must be an object id',
    });
  });
});
