import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// Ascend (702.131b) below the level of fixtures: whose permanents are counted, and for whom.
type SetupObject = Setup['objects'][number];

const sentry: SetupObject = { id: 'sentry', card: 'Snubhorn Sentry', owner: 'A', zone: 'battlefield' };
const plains = (owner: 'A' | 'B', n: number): SetupObject[] =>
  Array.from({ length: n }, (_, k) => ({ id: `${owner}-plains-${k}`, card: 'Plains', owner, zone: 'battlefield' }));

/** Which players have the city's blessing once a player would receive priority with `objects` on the battlefield. */
function blessed(objects: SetupObject[]): string[] {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects,
  };
  const answer = runReference({
    fixture: 'designations-test',
    edition: '2026-08-07',
    setup,
    actions: [{ do: 'advance', to: { step: 'beginCombat' } }],
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.checkpoints['end']!.players.filter((p) => p.citysBlessing === true).map((p) => p.id);
}

describe("ascend: the city's blessing (702.131b)", () => {
  it('comes with ten permanents of your own, the one with ascend among them', () => {
    expect(blessed([sentry, ...plains('A', 9)])).toEqual(['A']);
  });

  it("counts only the permanents you control, not an opponent's", () => {
    expect(blessed([sentry, ...plains('A', 5), ...plains('B', 6)])).toEqual([]);
  });

  it('comes to no one who controls no permanent with ascend, however many permanents they have', () => {
    expect(blessed([sentry, ...plains('B', 12)])).toEqual([]);
  });
});
