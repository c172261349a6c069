import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { loadCatalogue } from '../index.js';
import { flanking, rampage } from './combat-keywords.js';

const pt = (g: Game, id: string) => {
  const c = g.characteristics(g.objects.get(id)!);
  return [c.power, c.toughness];
};

// 702.25a flanking: "the blocking creature gets -1/-1 until end of turn"; the effect ends in the cleanup step
// (514.2). Teferi's Honor Guard attacks and B's Grizzly Bears (2/2) block it.
function flankingResolves(beforeResolving: (g: Game) => void = () => undefined): Game {
  const g = testGame([
    { ...at('guard', "Teferi's Honor Guard", 'battlefield'), combat: { attacking: 'B' } },
    { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), combat: { blocking: 'guard' } },
  ]);
  const blocker = g.ref(g.objects.get('bears')!);
  beforeResolving(g);
  const item = resolvingItem(g, 'guard', { kind: 'triggered', abilityKey: 'flanking' });
  flanking.resolve(g, { ...item, triggerData: { blocker } });
  return g;
}

describe('flanking', () => {
  it('gives the blocking creature -1/-1 until end of turn', () => {
    const g = flankingResolves();
    const during = pt(g, 'bears');
    endEffectsAt(g, 'cleanup');
    expect([during, pt(g, 'bears')]).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('does nothing when the blocking creature has left the battlefield (400.7)', () => {
    const g = flankingResolves((game) => game.destroy(game.permanentById('bears')!));
    expect([g.objects.get('bears')!.zone, g.effects.length]).toEqual(['graveyard', 0]);
  });
});

// 702.23a rampage N: "it gets +N/+N until end of turn for each creature blocking it beyond the first", counted
// as it resolves (702.23b). Old Fogey (7/7, rampage 2) attacks; `blockers` of B's creatures block it (none
// when every blocker has left combat, or phased out, before the trigger resolves).
function rampageResolves(blockers: number): Game {
  const ids = ['b1', 'b2', 'b3'].slice(0, blockers);
  const g = testGame([
    { ...at('fogey', 'Old Fogey', 'battlefield'), combat: { attacking: 'B' } },
    ...ids.map((id) => ({ ...at(id, 'Grizzly Bears', 'battlefield', 'B'), combat: { blocking: 'fogey' } })),
  ]);
  rampage(2).resolve(g, resolvingItem(g, 'fogey', { kind: 'triggered', abilityKey: 'rampage' }));
  return g;
}

describe('rampage', () => {
  it('gives +2/+2 for each blocker beyond the first: none for none or one, +2/+2 for two, +4/+4 for three', () => {
    expect([0, 1, 2, 3].map((n) => pt(rampageResolves(n), 'fogey'))).toEqual([
      [7, 7],
      [7, 7],
      [9, 9],
      [11, 11],
    ]);
  });

  // Old Fogey's module calls rampage(2) as it loads: the ability carries the catalogue's key, under which the
  // engine reports its triggers, and triggers when its creature becomes blocked (702.23a).
  it("is the catalogue's rampage ability, triggered by becoming blocked", () => {
    const fogeyKeys = loadCatalogue()
      .get('Old Fogey')!
      .abilities.map((a) => a.key);
    const ability = rampage(2);
    expect([fogeyKeys.includes(ability.key), ability.event]).toEqual([true, 'becomesBlocked']);
  });

  it('triggers when this creature becomes blocked, not when another one does', () => {
    const g = rampageResolves(1);
    const [fogey, bears] = [g.objects.get('fogey')!, g.objects.get('b1')!];
    const blocked = (obj: typeof fogey) => rampage(2).matches(g, fogey, { type: 'becomesBlocked', obj });
    expect([blocked(fogey), blocked(bears)]).toEqual([true, false]);
  });
});
