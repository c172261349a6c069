import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// "{B}: Frozen Shade gets +1/+1 until end of turn.": the corpus's Frozen Shade fixtures all find the Shade
// phased out (702.26b), so only here does the ability pump it. With one {B} in A's pool the ability can be
// activated once: a second activation can't pay its cost (602.2b, 601.2h).
const objects: Setup['objects'] = [
  { id: 'shade', card: 'Frozen Shade', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
];
const actions: Action[] = [
  { do: 'activate', player: 'A', source: 'shade', ability: 'pump' },
  { do: 'resolve' },
  { do: 'activate', player: 'A', source: 'shade', ability: 'pump' },
  { do: 'checkpoint', name: 'pumped' },
  { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
];

describe('Frozen Shade', () => {
  it('gets +1/+1 until end of turn for each {B} paid, and no other creature does', () => {
    const game = played(objects, { A: '{B}' }, actions);
    expect(game.statuses).toEqual(['ok', 'ok', 'rejected', 'ok', 'ok']);
    expect([game.pt('pumped', 'shade'), game.pt('pumped', 'bears'), game.pt('end', 'shade')]).toEqual([
      [1, 2],
      [2, 2],
      [0, 1],
    ]);
  });
});
