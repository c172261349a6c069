import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Mercy Killing ({2}{G/W} instant): "Target creature's controller sacrifices it, then creates X 1/1 green and white
// Elf Warrior creature tokens, where X is that creature's power." Cast by A on B's Hill Giant (3/3): the Giant goes
// to B's graveyard and B, its controller, creates three 1/1 Elf Warriors.
const objects: Setup['objects'] = [
  { id: 'mercy', card: 'Mercy Killing', owner: 'A', zone: 'hand' },
  { id: 'giant', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
];

describe('Mercy Killing', () => {
  it("has the target's controller sacrifice it and create as many Elf Warriors as its power", () => {
    const game = played(objects, { A: '{C}{C}{G}' }, [
      { do: 'cast', player: 'A', object: 'mercy', targets: ['giant'] },
      { do: 'resolve' },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok']);
    expect(game.object('end', 'giant').zone).toBe('graveyard');
    const elves = game.objects('end').filter((o) => o.card === 'Elf Warrior Token');
    expect(elves.map((o) => [o.zone, o.controller, o.power, o.toughness])).toEqual([
      ['battlefield', 'B', 1, 1],
      ['battlefield', 'B', 1, 1],
      ['battlefield', 'B', 1, 1],
    ]);
  });
});
