import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { historyOfBenalia } from './history-of-benalia.js';

// Chapter III: "Knights you control get +2/+1 until end of turn." Knights its controller controls, not an
// opponent's Knight nor a creature of its controller's that isn't a Knight; the bonus ends in the cleanup step
// with the other "until end of turn" effects (514.2).

const chapterThree = historyOfBenalia.triggers!.find((t) => t.key === 'chapter-3')!;

/** A's History of Benalia, A's Youthful Knight and Grizzly Bears, B's Youthful Knight; chapter III resolves for A. */
function afterChapterThree(): Game {
  const g = testGame([
    at('saga', 'History of Benalia', 'battlefield'),
    at('knight', 'Youthful Knight', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('their-knight', 'Youthful Knight', 'battlefield', 'B'),
  ]);
  chapterThree.resolve(g, resolvingItem(g, 'saga', { kind: 'triggered', abilityKey: 'chapter-3' }));
  return g;
}

const powerAndToughness = (g: Game, id: string) => {
  const { power, toughness } = g.characteristics(g.objects.get(id)!);
  return [power, toughness];
};
const all = (g: Game) => ['knight', 'bears', 'their-knight'].map((id) => powerAndToughness(g, id));

describe('History of Benalia', () => {
  it('chapter III gives +2/+1 to the Knights its controller controls only', () => {
    expect(all(afterChapterThree())).toEqual([
      [4, 2],
      [2, 2],
      [2, 1],
    ]);
  });

  it("chapter III's bonus ends in the cleanup step", () => {
    const g = afterChapterThree();
    endEffectsAt(g, 'cleanup');
    expect(all(g)).toEqual([
      [2, 1],
      [2, 2],
      [2, 1],
    ]);
  });
});
