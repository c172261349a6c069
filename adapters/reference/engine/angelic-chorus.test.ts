import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// Angelic Chorus (cards/angelic-chorus.ts): "Whenever a creature enters the battlefield under your control, you
// gain life equal to its toughness." The trigger reads the creature's toughness as it resolves (608.2h). A creature
// that phased out since is still on the battlefield (702.26d: phasing is no zone change), so the effect reads its
// current information; its last known information would give the same toughness, so either way the life is gained.
// Here, where Stryker sees it.
function play(actions: Action[]): Snapshot {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [
      { id: 'chorus', card: 'Angelic Chorus', owner: 'A', zone: 'battlefield' },
      { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'hand' },
    ],
    manaPool: { A: '{3}{R}' },
  };
  const answer = runReference({ fixture: 'angelic-chorus-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const rejected = answer.observation.actions.filter((a) => a.status === 'rejected');
  if (rejected.length > 0) throw new Error(JSON.stringify(rejected));
  return answer.observation.checkpoints['end']!;
}
const lifeOfA = (s: Snapshot) => s.players.find((p) => p.id === 'A')?.life;
const castGiant: Action[] = [{ do: 'cast', player: 'A', object: 'giant' }, { do: 'resolve' }];

describe('Angelic Chorus', () => {
  it('gains life equal to the toughness of the creature that entered', () => {
    expect(lifeOfA(play([...castGiant, { do: 'resolve' }]))).toBe(23);
  });

  it('counts the toughness of a creature that phased out before the trigger resolved (608.2h, 702.26d)', () => {
    expect(lifeOfA(play([...castGiant, { do: 'phaseOut', objects: ['giant'] }, { do: 'resolve' }]))).toBe(23);
  });

  it('counts the last known toughness of a creature that left the battlefield before the trigger resolved (608.2h)', () => {
    expect(lifeOfA(play([...castGiant, { do: 'destroy', objects: ['giant'] }, { do: 'resolve' }]))).toBe(23);
  });
});
