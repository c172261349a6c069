import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { faithsFetters } from './faiths-fetters.js';

// "Enchanted permanent's activated abilities can't be activated unless they're mana abilities. If enchanted
// permanent is a creature, it can't attack or block." The restrictions bind the enchanted permanent as the
// object it is (400.7): not another permanent, nor the same card once it has become a new object. A Fetters
// attached to nothing restricts nothing. The fixtures only phase the enchanted permanent out and back, and
// never declare attackers with it. Mana abilities are keyed 'mana' (Path of Ancestry's, like every land's); Mogg
// Cannon's {T} ability, 'launch', is not one.

function fettersOn(host: string): { g: Game; fetters: GameObject; get: (id: string) => GameObject } {
  const g = testGame([
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('giant', 'Hill Giant', 'battlefield', 'B'),
    at('path', 'Path of Ancestry', 'battlefield', 'B'),
    at('cannon', 'Mogg Cannon', 'battlefield', 'B'),
    at('loose', "Faith's Fetters", 'battlefield'),
    { ...at('fetters', "Faith's Fetters", 'battlefield'), attachedTo: host },
  ]);
  return { g, fetters: g.objects.get('fetters')!, get: (id) => g.objects.get(id)! };
}

const forbidsActivation = (g: Game, self: GameObject, source: GameObject, key: string) =>
  faithsFetters.forbidsActivation!(g, self, source, key);
const forbidsCombat = (g: Game, self: GameObject, creature: GameObject, role: 'attack' | 'block') =>
  faithsFetters.forbidsCombat!(g, self, creature, role);

describe("Faith's Fetters", () => {
  it("forbids the enchanted permanent's activated abilities, not its mana abilities", () => {
    const onCannon = fettersOn('cannon');
    const onPath = fettersOn('path');
    expect([
      forbidsActivation(onCannon.g, onCannon.fetters, onCannon.get('cannon'), 'launch'),
      forbidsActivation(onPath.g, onPath.fetters, onPath.get('path'), 'mana'),
    ]).toEqual([true, false]);
  });

  it('forbids nothing of another permanent, the enchanted card as a new object, or through an unattached Fetters', () => {
    const { g, fetters, get } = fettersOn('bears');
    const laterBears = { ...get('bears'), incarnation: get('bears').incarnation + 1 };
    expect(get('giant').incarnation).toBe(get('bears').incarnation); // so only the id tells the two apart
    expect([
      forbidsActivation(g, fetters, get('bears'), 'ability'),
      forbidsActivation(g, fetters, get('giant'), 'ability'),
      forbidsActivation(g, fetters, laterBears, 'ability'),
      forbidsActivation(g, get('loose'), get('bears'), 'ability'),
    ]).toEqual([true, false, false, false]);
  });

  it('keeps an enchanted creature from attacking or blocking, not another creature nor a noncreature permanent', () => {
    const onBears = fettersOn('bears');
    const onCannon = fettersOn('cannon');
    expect([
      forbidsCombat(onBears.g, onBears.fetters, onBears.get('bears'), 'attack'),
      forbidsCombat(onBears.g, onBears.fetters, onBears.get('bears'), 'block'),
      forbidsCombat(onBears.g, onBears.fetters, onBears.get('giant'), 'attack'),
      forbidsCombat(onCannon.g, onCannon.fetters, onCannon.get('cannon'), 'attack'),
    ]).toEqual([true, true, false, false]);
  });

  it('implements every catalogue ability, under its key (the card is claimed whole)', () => {
    expect(claimGaps(loadCatalogue().get("Faith's Fetters")!, faithsFetters)).toEqual({ missing: [], unknown: [] });
  });
});
