import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { brokenWings } from './broken-wings.js';

// "Destroy target artifact, enchantment, or creature with flying.": each of the three kinds may be
// targeted, a creature without flying and a land may not; the spell destroys its target.

const setup = () =>
  testGame([
    at('wings', 'Broken Wings', 'hand'),
    at('bonesplitter', 'Bonesplitter', 'battlefield', 'B'),
    at('light', 'Banishing Light', 'battlefield', 'B'),
    at('angel', 'Serra Angel', 'battlefield', 'B'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('forest', 'Forest', 'battlefield', 'B'),
  ]);
const spec = brokenWings.spell!.targets![0]!;

describe('Broken Wings', () => {
  it('may target an artifact, an enchantment or a creature with flying, not another creature or a land', () => {
    const g = setup();
    const ids = ['bonesplitter', 'light', 'angel', 'bears', 'forest'];
    expect(ids.map((id) => spec.filter!(g, g.objects.get(id)!, 'A'))).toEqual([true, true, true, false, false]);
  });

  it('destroys its target', () => {
    const g = setup();
    brokenWings.spell!.resolve(g, resolvingItem(g, 'wings', { targets: ['angel'] }));
    expect(g.objects.get('angel')!.zone).toBe('graveyard');
  });
});
