import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { growingRanks } from './growing-ranks.js';

// "At the beginning of your upkeep, populate.": the upkeep of its controller's turn, not another step of that
// turn nor an opponent's upkeep.

const upkeep = growingRanks.triggers!.find((t) => t.key === 'upkeep')!;

describe('Growing Ranks', () => {
  it("triggers at the beginning of its controller's upkeep only", () => {
    const g = testGame([at('ranks', 'Growing Ranks', 'battlefield')]);
    const ranks = g.objects.get('ranks')!;
    expect([
      upkeep.matches(g, ranks, { type: 'stepBegins', step: 'upkeep', active: 'A' }),
      upkeep.matches(g, ranks, { type: 'stepBegins', step: 'draw', active: 'A' }),
      upkeep.matches(g, ranks, { type: 'stepBegins', step: 'upkeep', active: 'B' }),
      upkeep.matches(g, ranks, { type: 'enters', obj: ranks }),
    ]).toEqual([true, false, false, false]);
  });
});
