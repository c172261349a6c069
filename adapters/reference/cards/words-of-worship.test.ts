import { describe, expect, it } from 'vitest';
import { draw } from '../engine/draw.js';
import { activationRejections } from '../engine/testing/activation.js';
import { endEffectsAt } from '../engine/durations.js';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { wordsOfWorship } from './words-of-worship.js';

// "{1}: The next time you would draw a card this turn, you gain 5 life instead." The shield lasts this turn
// only: once the turn's cleanup step ends "this turn" effects (514.2), A's next draw is a draw.

const replaceDraw = wordsOfWorship.activated!.find((a) => a.key === 'replace-draw')!;

/** A's life after A activates Words of Worship, `meanwhile` runs, and A draws a card. */
function lifeAfterDraw(meanwhile: (g: Game) => void): number {
  const g = testGame([{ id: 'words', card: 'Words of Worship', owner: 'A', zone: 'battlefield' }]);
  replaceDraw.resolve(g, resolvingItem(g, 'words', { kind: 'activated', abilityKey: 'replace-draw' }));
  meanwhile(g);
  draw(g, 'A', 1);
  return g.player('A').life;
}

describe('Words of Worship', () => {
  it('replaces the next draw this turn with gaining 5 life, and no draw after the turn ends', () => {
    expect([lifeAfterDraw(() => undefined), lifeAfterDraw((g) => endEffectsAt(g, 'cleanup'))]).toEqual([25, 20]);
  });

  it('costs {1} to activate', () => {
    const objects = [{ id: 'words', card: 'Words of Worship', owner: 'A', zone: 'battlefield' as const }];
    const rejections = (mana: string) => activationRejections(objects, 'words', 'replace-draw', mana).length;
    expect([rejections(''), rejections('{G}')]).toEqual([1, 0]);
  });
});
