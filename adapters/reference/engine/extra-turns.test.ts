import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { turnIndexOfNextTurnOf } from './durations.js';
import { addExtraTurns, takeNextTurn } from './extra-turns.js';
import { Game } from './game.js';
import { buildGame } from './setup.js';
import { turnOrderResumes, upcomingTurns } from './turn-order.js';

// Extra turns (500.7): added directly after the current turn, the most recent first; the turn order
// then goes on from the turn they were added after.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));

function game(players: string[], active: string): Game {
  const catalogue = loadCatalogue();
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
  buildGame(
    g,
    {
      players: players.map((id) => ({ id })) as Setup['players'],
      turn: { number: 3, active, step: 'main1' },
      objects: [],
    },
    (name) => catalogue.get(name)!,
  );
  return g;
}

/** Begins the next `n` turns as the turn structure does, recording whose each is. */
function take(g: Game, n: number): string[] {
  const taken: string[] = [];
  for (let k = 0; k < n; k++) {
    g.active = takeNextTurn(g);
    g.turnIndex++;
    taken.push(g.active);
  }
  return taken;
}

describe('extra turns (500.7)', () => {
  it('with none, the turn order is the seat order', () => {
    expect(take(game(['A', 'B', 'C'], 'A'), 4)).toEqual(['B', 'C', 'A', 'B']);
  });

  it('are taken right after the current turn, then the order goes on from that turn', () => {
    const g = game(['A', 'B', 'C'], 'A');
    addExtraTurns(g, 'A', 2);
    expect(upcomingTurns(g, 4)).toEqual(['A', 'A', 'B', 'C']);
    expect(take(g, 4)).toEqual(['A', 'A', 'B', 'C']);
  });

  it("given in another player's turn, come after that turn and before the next player's", () => {
    const g = game(['A', 'B', 'C'], 'B');
    addExtraTurns(g, 'A', 1);
    expect(take(g, 3)).toEqual(['A', 'C', 'A']);
  });

  it('the most recently added is taken first', () => {
    const g = game(['A', 'B', 'C'], 'A');
    addExtraTurns(g, 'B', 1);
    addExtraTurns(g, 'C', 1);
    expect(take(g, 3)).toEqual(['C', 'B', 'B']);
  });

  it('move "until [a player]\'s next turn" to that player\'s next turn as the order now stands (611.2a)', () => {
    const g = game(['A', 'B', 'C'], 'C');
    const until = (player: string) => ({
      controller: player,
      affected: [],
      duration: { kind: 'untilTurnOf', player, turnIndex: g.nextTurnIndexOf(player) } as const,
      change: { kind: 'goaded', by: player } as const,
    });
    g.addEffect(until('C'));
    g.addEffect(until('A'));
    const [untilC, untilA] = g.effects.slice(-2);
    expect([untilC!.duration, untilA!.duration]).toMatchObject([
      { turnIndex: g.turnIndex + 3 },
      { turnIndex: g.turnIndex + 1 },
    ]);
    addExtraTurns(g, 'A', 2); // Teferi, Master of Time's −10 in C's turn: A, A, then A's regular turn, B, C
    expect(untilC!.duration).toMatchObject({ turnIndex: g.turnIndex + 5 });
    expect(untilA!.duration).toMatchObject({ turnIndex: g.turnIndex + 1 });
    addExtraTurns(g, 'C', 1); // C's own extra turn comes first: "until C's next turn" ends sooner
    expect(untilC!.duration).toMatchObject({ turnIndex: g.turnIndex + 1 });
    expect(untilA!.duration).toMatchObject({ turnIndex: g.turnIndex + 2 });
  });

  it('of a player who left the game are not taken (800.4)', () => {
    const g = game(['A', 'B', 'C'], 'A');
    addExtraTurns(g, 'C', 1);
    g.player('C').inGame = false;
    expect(take(g, 2)).toEqual(['B', 'A']);
  });

  it('count in when a player\'s next turn begins, for "until your next turn" durations', () => {
    const g = game(['A', 'B'], 'A');
    addExtraTurns(g, 'A', 2);
    expect(turnIndexOfNextTurnOf(g, 'A')).toBe(g.turnIndex + 1);
    expect(turnIndexOfNextTurnOf(g, 'B')).toBe(g.turnIndex + 3);
    take(g, 1);
    expect(turnIndexOfNextTurnOf(g, 'B')).toBe(g.turnIndex + 2);
  });

  it('are listed only as far as asked, and not those of a player who left the game (800.4)', () => {
    const g = game(['A', 'B', 'C'], 'A');
    addExtraTurns(g, 'B', 3);
    expect(upcomingTurns(g, 2)).toEqual(['B', 'B']);
    addExtraTurns(g, 'C', 1);
    g.player('C').inGame = false;
    expect(upcomingTurns(g, 5)).toEqual(['B', 'B', 'B', 'B', 'A']);
    expect(turnOrderResumes(g)).toEqual({ after: 'A', extraTurnsFirst: 3 });
  });
});
