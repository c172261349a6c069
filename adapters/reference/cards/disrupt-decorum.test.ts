import { describe, expect, it } from 'vitest';
import { goadersOf } from '../engine/goad.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { disruptDecorum } from './disrupt-decorum.js';

// "Goad all creatures you don't control.": the opponent's creatures are goaded by the caster; the caster's
// own creatures and the opponent's noncreature permanents are not.

describe('Disrupt Decorum', () => {
  it("goads the creatures its caster doesn't control, not their own nor a noncreature permanent", () => {
    const g = testGame([
      at('decorum', 'Disrupt Decorum', 'hand'),
      at('mine', 'Grizzly Bears', 'battlefield'),
      at('theirs', 'Serra Angel', 'battlefield', 'B'),
      at('bonesplitter', 'Bonesplitter', 'battlefield', 'B'),
    ]);
    disruptDecorum.spell!.resolve(g, resolvingItem(g, 'decorum'));
    const goaders = ['theirs', 'mine', 'bonesplitter'].map((id) => goadersOf(g, g.objects.get(id)!));
    expect(goaders).toEqual([['A'], [], []]);
  });
});
