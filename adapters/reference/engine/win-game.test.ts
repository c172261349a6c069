import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// A's Revel in Riches with ten Treasures wins at A's upkeep (104.2b). In a game of three, both opponents lose
// and leave the game with what they own (800.4a): B's Bears are gone from the battlefield.
function afterUpkeep(players: Setup['players']) {
  const objects: ObjectSetup[] = [
    { id: 'revel', card: 'Revel in Riches', owner: 'A', zone: 'battlefield' },
    ...Array.from({ length: 10 }, (_, i) => ({
      id: `t${i}`,
      card: 'Treasure Token',
      owner: 'A' as const,
      zone: 'battlefield' as const,
      token: true,
    })),
    { id: 'b-bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  ];
  const actions: Action[] = [{ do: 'advance', to: { step: 'upkeep', turnOf: 'A' } }, { do: 'resolve' }];
  const setup: Setup = { players, turn: { number: 2, active: 'A', step: 'untap' }, objects };
  const answer = runReference({ fixture: 'win-game-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.checkpoints['end']!;
}

describe('a player winning the game (104.2b)', () => {
  it('makes the only opponent lose', () => {
    const end = afterUpkeep([{ id: 'A' }, { id: 'B' }]);
    expect(end.players.map((p) => [p.id, p.inGame])).toEqual([
      ['A', true],
      ['B', false],
    ]);
  });

  it('makes every opponent of a game of three leave it, with what they own', () => {
    const end = afterUpkeep([{ id: 'A' }, { id: 'B' }, { id: 'C' }]);
    expect(end.players.filter((p) => p.inGame).map((p) => p.id)).toEqual(['A']);
    expect(end.objects.find((o) => o.id === 'b-bear')?.zone).not.toBe('battlefield');
  });
});
