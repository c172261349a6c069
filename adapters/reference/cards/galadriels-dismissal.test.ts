import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { galadrielsDismissal } from './galadriels-dismissal.js';

// "Kicker {2}{W} / Target creature phases out. If this spell was kicked, each creature target player controls
// phases out instead." Its mana cost is {W}; kicked, the cost paid adds {2}{W} (702.33a, 601.2f). Kicked, only the
// target player's creatures phase out: not their other permanents, nor another player's creatures.

const setup = () =>
  testGame([
    at('dismissal', "Galadriel's Dismissal", 'hand'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('forest', 'Forest', 'battlefield', 'B'),
    at('mine', 'Hill Giant', 'battlefield', 'A'),
  ]);

describe("Galadriel's Dismissal", () => {
  it('is implemented whole: every catalogue ability under its key, its kicker by a hook', () => {
    expect(claimGaps(loadCatalogue().get("Galadriel's Dismissal")!, galadrielsDismissal)).toEqual({
      missing: [],
      unknown: [],
    });
  });

  it('costs {W}, and {W} plus the kicker {2}{W} when kicked', () => {
    const g = setup();
    const obj = g.objects.get('dismissal')!;
    const cost = (choices: Record<string, boolean>) =>
      galadrielsDismissal.spell!.prepareCast!(g, { obj, player: 'A', x: 0, choices, targets: 1 }).cost;
    expect([cost({}), cost({ kicked: false }), cost({ kicked: true })]).toEqual(['{W}', '{W}', '{W}{2}{W}']);
  });

  it('kicked, phases out each creature the target player controls and nothing else', () => {
    const g = setup();
    galadrielsDismissal.spell!.resolve(g, resolvingItem(g, 'dismissal', { targets: ['B'], choices: { kicked: true } }));
    const phasedIn = ['bears', 'forest', 'mine'].map((id) => g.isPhasedIn(g.objects.get(id)!));
    expect(phasedIn).toEqual([false, true, true]);
  });
});
