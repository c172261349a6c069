import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { diabolicEdict } from './diabolic-edict.js';

// "Target player sacrifices a creature.": the target player sacrifices the creature they chose (the choice
// `sacrifice`) and keeps the others; a creature they don't control is no choice they can make, and the refusal
// names the card. The corpus's fixtures cast it only at a player whose one creature is phased out.

const setup = () =>
  testGame([
    at('edict', 'Diabolic Edict', 'hand'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('angel', 'Serra Angel', 'battlefield', 'B'),
    at('mine', 'Grizzly Bears', 'battlefield', 'A'),
  ]);
const resolve = (g: ReturnType<typeof setup>, choices: Record<string, string>) =>
  diabolicEdict.spell!.resolve(g, resolvingItem(g, 'edict', { targets: ['B'], choices }));

describe('Diabolic Edict', () => {
  it('makes the target player sacrifice the creature they chose, and only that one', () => {
    const g = setup();
    resolve(g, { sacrifice: 'angel' });
    expect(['bears', 'angel', 'mine'].map((id) => g.objects.get(id)!.zone)).toEqual([
      'battlefield',
      'graveyard',
      'battlefield',
    ]);
  });

  it("refuses, naming the card, a creature the target player doesn't control", () => {
    const g = setup();
    expect(() => resolve(g, { sacrifice: 'mine' })).toThrow('Diabolic Edict: mine is not a creature B controls');
  });
});
