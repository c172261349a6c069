import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { phaseIn, phaseOut } from '../engine/phasing.js';
import { at, testGame } from '../engine/testing/game.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { platinumEmperion } from './platinum-emperion.js';

// Platinum Emperion: "Your life total can't change. (You can't gain or lose life. You can't pay any amount of
// life except 0.)" (119.7, 119.8). The corpus's fixtures reach it through damage and a life gain; these hold
// the rest of the reminder text (payments, a life total set to a number), whose player it means, and its
// absence while phased out (702.26b) to the Oracle text.

/** The Emperion on the battlefield, owned by `owner` and controlled by A; each player at 20 life. */
function emperionGame(owner = 'A'): Game {
  return testGame([{ id: 'emperion', card: 'Platinum Emperion', owner, controller: 'A', zone: 'battlefield' }]);
}

/** A player's life after losing 3, gaining 5 and having their life total set to 7, one after another. */
function lifeAfterChanges(g: Game, player: string): number[] {
  const p = g.player(player);
  g.loseLife(p, 3);
  const afterLoss = p.life;
  g.gainLife(p, 5);
  const afterGain = p.life;
  g.setLife(p, 7);
  return [afterLoss, afterGain, p.life];
}

describe('Platinum Emperion', () => {
  it('is claimed whole: its one ability is carried by its hook', () => {
    expect(claimGaps(loadCatalogue().get('Platinum Emperion')!, platinumEmperion)).toEqual({
      missing: [],
      unknown: [],
    });
  });

  it("keeps its controller's life total from changing: no loss, no gain, not set to a number", () => {
    expect(lifeAfterChanges(emperionGame(), 'A')).toEqual([20, 20, 20]);
  });

  it('lets its controller pay 0 life but no more (119.8)', () => {
    const g = emperionGame();
    expect([g.canPayLife(g.player('A'), 0), g.canPayLife(g.player('A'), 1)]).toEqual([true, false]);
  });

  it('gives its controller no protection from everything', () => {
    expect(emperionGame().hasProtectionFromEverything('A')).toBe(false);
  });

  it("leaves the other player's life total alone", () => {
    expect(lifeAfterChanges(emperionGame(), 'B')).toEqual([17, 22, 7]);
  });

  it('means its controller, not its owner, by "your"', () => {
    const g = emperionGame('B');
    expect([lifeAfterChanges(g, 'A'), lifeAfterChanges(g, 'B')]).toEqual([
      [20, 20, 20],
      [17, 22, 7],
    ]);
  });

  it('does nothing while phased out (702.26b) and applies again once phased in', () => {
    const g = testGame([at('emperion', 'Platinum Emperion', 'battlefield')]);
    const emperion = g.objects.get('emperion')!;
    const a = g.player('A');
    phaseOut(g, [emperion]);
    g.loseLife(a, 2);
    const whilePhasedOut = a.life;
    phaseIn(g, [emperion]);
    g.loseLife(a, 2);
    expect([whilePhasedOut, a.life]).toEqual([18, 18]);
  });
});
