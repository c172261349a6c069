import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { leaveGame } from '../engine/leave-game.js';
import { played } from '../engine/testing/played.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices } from '../engine/types.js';
import { bribery } from './bribery.js';

// "Search target opponent's library for a creature card and put that card onto the battlefield under your
// control. Then that player shuffles." A casts it targeting B; the "card" choice names the card A finds. A
// search for a card with a stated quality need not find one, and only B's library is searched.

/** A's Bribery resolving with B as its target and these choices (B's target taken before `before` runs). */
function resolveBribery(choices: Choices, before: (g: Game) => void = () => {}): Game {
  const g = testGame([
    { id: 'bribery', card: 'Bribery', owner: 'A', zone: 'hand' },
    { id: 'theirs', card: 'Hill Giant', owner: 'B', zone: 'library' },
    { id: 'their-land', card: 'Forest', owner: 'B', zone: 'library' },
    { id: 'mine', card: 'Grizzly Bears', owner: 'A', zone: 'library' },
  ]);
  before(g);
  bribery.spell!.resolve(g, resolvingItem(g, 'bribery', { targets: ['B'], choices }));
  return g;
}

const zones = (g: Game) => ['theirs', 'their-land', 'mine'].map((id) => g.objects.get(id)!.zone);

describe('Bribery', () => {
  it("puts the creature card found in the opponent's library onto the battlefield under its caster's control", () => {
    const g = resolveBribery({ card: 'theirs' });
    const giant = g.objects.get('theirs')!;
    expect([giant.zone, g.controller(giant)]).toEqual(['battlefield', 'A']);
  });

  it("finds nothing when no card is named, or a noncreature card, or a card of its caster's own library", () => {
    const library = ['library', 'library', 'library'];
    expect([
      zones(resolveBribery({})),
      zones(resolveBribery({ card: 'their-land' })),
      zones(resolveBribery({ card: 'mine' })),
    ]).toEqual([library, library, library]);
  });

  it('finds nothing through a choice that is not a card name', () => {
    const g = resolveBribery({});
    const giant = g.objects.get('theirs')!;
    const byReference = resolveBribery({ card: { id: 'theirs', incarnation: giant.incarnation } });
    expect(zones(byReference)).toEqual(['library', 'library', 'library']);
  });

  it('does nothing when its target opponent has left the game as it resolves (608.2b)', () => {
    const g = resolveBribery({ card: 'mine' }, (game) => leaveGame(game, 'B'));
    expect(g.objects.get('mine')!.zone).toBe('library');
  });
});

describe("Bribery's target", () => {
  // 115.1: "target opponent" is a player other than the spell's controller.
  it("is an opponent, never its caster nor an opponent's permanent", () => {
    const objects = [
      { id: 'bribery', card: 'Bribery', owner: 'A', zone: 'hand' as const },
      { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' as const },
    ];
    const cast = (target: string) =>
      played(objects, { A: '{3}{U}{U}' }, [{ do: 'cast', player: 'A', object: 'bribery', targets: [target] }])
        .statuses[0];
    expect([cast('A'), cast('bears'), cast('B')]).toEqual(['rejected', 'rejected', 'ok']);
  });
});
