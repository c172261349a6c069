import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Bonesplitter: "Equipped creature gets +2/+0. / Equip {1}". The equip ability's cost is {1} (602.2b, 601.2h: the
// activation is refused when the cost can't be paid), and the equipped Bears are a 4/2.
const objects: Setup['objects'] = [
  { id: 'splitter', card: 'Bonesplitter', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
];

describe('Bonesplitter', () => {
  it('costs {1} to equip, and the equipped creature gets +2/+0', () => {
    const game = played(objects, {}, [
      { do: 'activate', player: 'A', source: 'splitter', ability: 'equip', targets: ['bears'] },
      { do: 'checkpoint', name: 'unpaid' },
      { do: 'addMana', player: 'A', mana: '{C}' },
      { do: 'activate', player: 'A', source: 'splitter', ability: 'equip', targets: ['bears'] },
      { do: 'resolve' },
    ]);
    expect(game.statuses).toEqual(['rejected', 'ok', 'ok', 'ok', 'ok']);
    expect([game.object('unpaid', 'splitter').attachedTo ?? null, game.object('end', 'splitter').attachedTo]).toEqual([
      null,
      'bears',
    ]);
    expect(game.pt('end', 'bears')).toEqual([4, 2]);
  });
});
