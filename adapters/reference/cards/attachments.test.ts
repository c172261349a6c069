import { describe, expect, it } from 'vitest';
import { played } from '../engine/testing/played.js';
import { equip } from './attachments.js';

// Equip [cost] (702.6a): "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."

describe('equip', () => {
  // Built here rather than read from a card module, so that what it builds is checked where it is built (a card's
  // abilities are built as its module loads, before any test runs).
  it('is the ability named "equip", costing the given mana, activated only as a sorcery', () => {
    const ability = equip('{2}');
    expect([ability.key, ability.mana, ability.sorcerySpeed]).toEqual(['equip', '{2}', true]);
  });

  it('cannot be activated while a spell is on the stack (Robe of Stars)', () => {
    const game = played(
      [
        { id: 'robe', card: 'Robe of Stars', owner: 'A', zone: 'battlefield' },
        { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
        { id: 'growth', card: 'Giant Growth', owner: 'A', zone: 'hand' },
      ],
      { A: '{G}{1}' },
      [
        { do: 'cast', player: 'A', object: 'growth', targets: ['bears'] },
        { do: 'activate', player: 'A', source: 'robe', ability: 'equip', targets: ['bears'] },
        { do: 'resolve' },
        { do: 'activate', player: 'A', source: 'robe', ability: 'equip', targets: ['bears'] },
        { do: 'resolve' },
      ],
    );
    expect(game.statuses).toEqual(['ok', 'rejected', 'ok', 'ok', 'ok']);
    expect(game.object('end', 'robe').attachedTo).toBe('bears');
  });
});
