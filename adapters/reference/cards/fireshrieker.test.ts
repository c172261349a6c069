import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Fireshrieker: "Equipped creature has double strike. / Equip {2}". Equip is refused with {1} in the pool
// (602.2b, 601.2h: its cost can't be paid) and carried out with {2}. Equipped Grizzly Bears (2/2) blocked by Hill
// Giant (3/3) deal 2 first-strike damage, then 2 more in the regular combat damage step (702.4b), so the Giant,
// with 4 damage, dies (704.5g); without double strike it would take 2 and live.
const objects: Setup['objects'] = [
  { id: 'shrieker', card: 'Fireshrieker', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  { id: 'giant', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
];

describe('Fireshrieker', () => {
  it('costs {2} to equip, and the equipped creature deals first-strike and regular combat damage', () => {
    const game = played(objects, { A: '{C}' }, [
      { do: 'activate', player: 'A', source: 'shrieker', ability: 'equip', targets: ['bears'] },
      { do: 'addMana', player: 'A', mana: '{C}' },
      { do: 'activate', player: 'A', source: 'shrieker', ability: 'equip', targets: ['bears'] },
      { do: 'resolve' },
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending: 'B' }] },
      { do: 'advance', to: { step: 'declareBlockers' } },
      { do: 'declareBlockers', blockers: [{ blocker: 'giant', attacker: 'bears' }] },
      { do: 'advance', to: { step: 'main2' } },
    ]);
    expect(game.statuses).toEqual(['rejected', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(game.object('end', 'giant').zone).toBe('graveyard');
  });
});
