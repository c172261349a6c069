import { describe, expect, it } from 'vitest';
import { at } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';

// "Enchant artifact or creature / Enchanted permanent has phasing." Cast onto a land or an enchantment, the Aura
// spell is refused for want of a legal target (303.4a, 115.1).

function cast(target: string) {
  const objects = [
    at('curse', "Teferi's Curse", 'hand'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('splitter', 'Bonesplitter', 'battlefield', 'B'),
    at('forest', 'Forest', 'battlefield', 'B'),
    at('light', 'Banishing Light', 'battlefield', 'B'),
  ];
  const game = played(objects, { A: '{1}{U}' }, [{ do: 'cast', player: 'A', object: 'curse', targets: [target] }]);
  return game.reasons[0] ?? 'ok';
}

describe("Teferi's Curse", () => {
  it('enchants an artifact or a creature, not a land, an enchantment nor a player', () => {
    const refused = expect.stringContaining('an artifact or creature (enchant artifact or creature)');
    expect(['bears', 'splitter', 'forest', 'light', 'B'].map(cast)).toEqual(['ok', 'ok', refused, refused, refused]);
    expect(cast('B')).toContain('B is a player');
  });
});
