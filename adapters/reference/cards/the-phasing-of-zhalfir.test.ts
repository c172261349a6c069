import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices } from '../engine/types.js';
import { thePhasingOfZhalfir } from './the-phasing-of-zhalfir.js';

// "Read ahead (As this Saga enters, choose a chapter and start with that many lore counters. ...) / I, II — Another
// target nonland permanent phases out. It can't phase in for as long as you control The Phasing of Zhalfir."
// The chosen chapter is 1, 2 or 3 (the Saga has three chapters, 714.3b); "another" leaves the Saga itself out.

const game = () =>
  testGame([
    at('saga', 'The Phasing of Zhalfir', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('forest', 'Forest', 'battlefield', 'B'),
  ]);
const chapterOne = thePhasingOfZhalfir.triggers!.find((t) => t.key === 'chapter-1')!;

describe('The Phasing of Zhalfir, chapters I and II', () => {
  it('target a nonland permanent, not a land nor a player', () => {
    const g = game();
    const choose = (name: string) => () => chooseTargets(g, chapterOne.targets, [name], 'A', 'chapter I');
    expect(choose('bears')).not.toThrow();
    expect(choose('forest')).toThrow(IllegalAction);
    expect(choose('B')).toThrow('B is a player, but the target must be another target nonland permanent');
  });

  it('leave the Saga itself where it is when it was named as the target', () => {
    const g = game();
    const item = resolvingItem(g, 'saga', { kind: 'triggered', abilityKey: 'chapter-1', targets: ['saga'] });
    chapterOne.resolve(g, item);
    expect(g.isPhasedOut('saga')).toBe(false);
  });
});

describe('The Phasing of Zhalfir, read ahead', () => {
  const enters = (chapter: unknown) => () => {
    const g = testGame([at('saga', 'The Phasing of Zhalfir', 'hand')]);
    thePhasingOfZhalfir.asEnters!(g, g.objects.get('saga')!, { chapter } as Choices);
  };

  it('refuses a chapter the Saga does not have', () => {
    for (const chapter of [0, 4, '2'])
      expect(enters(chapter)).toThrow(new IllegalAction('The Phasing of Zhalfir: "chapter" must be 1, 2 or 3'));
  });
});
