import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Burst of Energy ({W} instant): "Untap target permanent."
const objects: Setup['objects'] = [
  { id: 'burst', card: 'Burst of Energy', owner: 'A', zone: 'hand' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', tapped: true },
];

describe('Burst of Energy', () => {
  it('untaps its target', () => {
    const game = played(objects, { A: '{W}' }, [
      { do: 'cast', player: 'A', object: 'burst', targets: ['bears'] },
      { do: 'resolve' },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok']);
    expect(game.object('end', 'bears').tapped).toBe(false);
  });
});
