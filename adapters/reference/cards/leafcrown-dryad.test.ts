import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Leafcrown Dryad: "Bestow {3}{G} / Reach / Enchanted creature gets +2/+2 and has reach." Bestowed on B's Grizzly
// Bears they are a 4/4 with reach, so they can block A's Serra Angel, which has flying (702.9b: a creature with
// flying can be blocked only by creatures with flying or reach; 702.17b).
const objects: Setup['objects'] = [
  { id: 'dryad', card: 'Leafcrown Dryad', owner: 'A', zone: 'hand' },
  { id: 'angel', card: 'Serra Angel', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
];

describe('Leafcrown Dryad', () => {
  it('bestowed, gives the enchanted creature +2/+2 and reach', () => {
    const game = played(objects, { A: '{3}{G}' }, [
      { do: 'cast', player: 'A', object: 'dryad', targets: ['bears'], choices: { bestow: true } },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'bestowed' },
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'angel', defending: 'B' }] },
      { do: 'advance', to: { step: 'declareBlockers' } },
      { do: 'declareBlockers', blockers: [{ blocker: 'bears', attacker: 'angel' }] },
      { do: 'checkpoint', name: 'blocked' },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect([game.object('bestowed', 'dryad').attachedTo, game.pt('bestowed', 'bears')]).toEqual(['bears', [4, 4]]);
    expect(game.object('blocked', 'bears').combat).toBe('blocking');
  });
});
