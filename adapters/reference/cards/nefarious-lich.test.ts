import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { nefariousLich } from './nefarious-lich.js';

// "If damage would be dealt to you, exile that many cards from your graveyard instead. If you can't, you lose the
// game. / If you would gain life, draw that many cards instead. / When Nefarious Lich leaves the battlefield, you
// lose the game." "You" is its controller: damage to or life gain of another player is left alone.

function lichGame() {
  const g = testGame([
    at('lich', 'Nefarious Lich', 'battlefield'),
    at('giant', 'Hill Giant', 'battlefield'),
    at('a1', 'Grizzly Bears', 'graveyard'),
    at('a2', 'Hill Giant', 'graveyard'),
    at('a3', 'Forest', 'graveyard'),
    at('b1', 'Grizzly Bears', 'graveyard', 'B'),
  ]);
  return { g, lich: g.objects.get('lich')! };
}

const zoneOf = (g: ReturnType<typeof lichGame>['g'], ids: string[]) => ids.map((id) => g.objects.get(id)!.zone);

describe('Nefarious Lich', () => {
  it('exiles as many cards from its controller’s graveyard as the damage, no more', () => {
    const { g, lich } = lichGame();
    expect(nefariousLich.replacesDamageToPlayer!(g, lich, 'A', 2)).toBe(true);
    expect(zoneOf(g, ['a1', 'a2', 'a3'])).toEqual(['exile', 'exile', 'graveyard']);
    expect(g.player('A').inGame).toBe(true);
  });

  it('leaves damage to another player alone, and that player’s graveyard', () => {
    const { g, lich } = lichGame();
    expect(nefariousLich.replacesDamageToPlayer!(g, lich, 'B', 1)).toBe(false);
    expect(zoneOf(g, ['b1'])).toEqual(['graveyard']);
  });

  it('replaces its controller’s life gain with drawing, not another player’s', () => {
    const { g, lich } = lichGame();
    for (const p of ['A', 'B']) g.player(p).libraryCount = 5;
    expect(nefariousLich.replacesLifeGain!(g, lich, 'A', 2)).toBe(true);
    expect(nefariousLich.replacesLifeGain!(g, lich, 'B', 2)).toBe(false);
    expect([g.player('A').libraryCount, g.player('B').libraryCount]).toEqual([3, 5]);
  });

  it('triggers when it leaves the battlefield, not when another permanent leaves nor on another event', () => {
    const { g, lich } = lichGame();
    const giant = g.objects.get('giant')!;
    const leaves = nefariousLich.triggers!.find((t) => t.key === 'leaves-lose')!;
    expect([
      leaves.matches(g, lich, { type: 'leaves', obj: lich, to: 'graveyard' }),
      leaves.matches(g, lich, { type: 'leaves', obj: giant, to: 'graveyard' }),
      leaves.matches(g, lich, { type: 'untapped', obj: lich }),
    ]).toEqual([true, false, false]);
  });
});
