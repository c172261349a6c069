import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Disfigure ({B} instant): "Target creature gets -2/-2 until end of turn." Giant Spider (2/4) survives it as a
// 0/2, and is a 2/4 again at the next turn (514.2: "until end of turn" effects end in the cleanup step).
const objects: Setup['objects'] = [
  { id: 'disfigure', card: 'Disfigure', owner: 'A', zone: 'hand' },
  { id: 'spider', card: 'Giant Spider', owner: 'B', zone: 'battlefield' },
];

describe('Disfigure', () => {
  it('gives its target -2/-2 until end of turn', () => {
    const game = played(objects, { A: '{B}' }, [
      { do: 'cast', player: 'A', object: 'disfigure', targets: ['spider'] },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'resolved' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect([game.pt('resolved', 'spider'), game.pt('end', 'spider')]).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });
});
