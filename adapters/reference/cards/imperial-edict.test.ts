import { describe, expect, it } from 'vitest';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { imperialEdict } from './imperial-edict.js';

// "Target opponent chooses a creature they control. Destroy it." A casts it at B. The target is an opponent
// (not A, not a permanent), and B's choice must name a creature B controls: naming another is refused before
// the spell begins to resolve, with the card's name in the reason.

const setup = () =>
  testGame([
    at('edict', 'Imperial Edict', 'hand'),
    at('their-bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('my-bears', 'Grizzly Bears', 'battlefield'),
  ]);

describe('Imperial Edict', () => {
  it('targets an opponent only: not its caster, nor a permanent', () => {
    const g = setup();
    const choose = (name: string) => chooseTargets(g, imperialEdict.spell!.targets, [name], 'A', 'Imperial Edict');
    expect(choose('B')).toEqual([{ player: 'B' }]);
    expect(() => choose('A')).toThrow('A is not an opponent, but the target must be target opponent');
    expect(() => choose('their-bears')).toThrow('their-bears is not a player');
  });

  it("refuses, before it resolves, a choice that isn't a creature the target opponent controls", () => {
    const g = setup();
    const item = resolvingItem(g, 'edict', { targets: ['B'] });
    const check = (destroy: string) => () =>
      imperialEdict.checkResolutionChoices!(g, g.objects.get('edict')!, { destroy }, item);
    expect(check('their-bears')).not.toThrow();
    expect(check('my-bears')).toThrow('Imperial Edict: my-bears is not a creature B controls');
  });
});
