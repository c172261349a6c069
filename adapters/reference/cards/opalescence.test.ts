import { describe, expect, it } from 'vitest';
import type { GameObject } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { opalescence } from './opalescence.js';

// "Each other non-Aura enchantment is a creature in addition to its other types and has base power and base
// toughness each equal to its mana value." Mana value (202.3): each generic number counts its value, each
// colored or hybrid symbol 1, a monocolored hybrid symbol such as {2/W} its larger part, 2 (202.3f); X is 0
// on the battlefield (202.3e); an object with no mana cost has mana value 0 (202.3a).

const animateEnchantments = opalescence.statics![0]!;

const g = testGame([
  at('opal', 'Opalescence', 'battlefield'),
  at('oot', 'Out of Time', 'battlefield'),
  at('ranks', 'Growing Ranks', 'battlefield'),
  at('pacifism', 'Pacifism', 'battlefield'),
  at('giant', 'Hill Giant', 'battlefield'),
]);
const obj = (id: string) => g.objects.get(id)!;
const self = obj('opal');
const pt = (o: GameObject) => animateEnchantments.animate!(g, self, o, g.coreCharacteristics(o));
/** Out of Time as it is, its card given another mana cost: the catalogue holds no enchantment costing this. */
const costing = (manaCost: string | undefined): GameObject => {
  const oot = obj('oot');
  const card = { ...oot.card };
  if (manaCost === undefined) delete card.manaCost;
  else card.manaCost = manaCost;
  return { ...oot, card };
};

describe('Opalescence', () => {
  it('makes another non-Aura enchantment a creature with power and toughness its mana value', () => {
    expect([pt(obj('oot')), pt(obj('ranks'))]).toEqual([
      { power: 3, toughness: 3 }, // {1}{W}{W}
      { power: 4, toughness: 4 }, // {2}{G/W}{G/W}
    ]);
  });

  it('leaves itself, Auras and permanents that are not enchantments alone', () => {
    expect([pt(self), pt(obj('pacifism')), pt(obj('giant'))]).toEqual([undefined, undefined, undefined]);
  });

  it('counts a number of two digits whole, X as 0 and {2/W} as 2', () => {
    expect([pt(costing('{12}')), pt(costing('{X}{X}{W}')), pt(costing('{2/W}{2/W}'))]).toEqual([
      { power: 12, toughness: 12 },
      { power: 1, toughness: 1 },
      { power: 4, toughness: 4 },
    ]);
  });

  it('gives an enchantment without a mana cost 0/0', () => {
    expect(pt(costing(undefined))).toEqual({ power: 0, toughness: 0 });
  });
});
