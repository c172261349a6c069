import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import type { GameObject } from '../engine/types.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { controlMagic } from './control-magic.js';

// "Enchant creature / You control enchanted creature." Control Magic's controller controls the creature it is
// attached to, as the object it was attached to (400.7): not another creature, not a later object with that
// creature's card, and no creature while the Aura is attached to nothing.

const control = (g: Game, magic: GameObject, creature: GameObject) =>
  controlMagic.statics![0]!.control!(g, magic, creature);

function game(attached: boolean) {
  const g = testGame([
    { ...at('magic', 'Control Magic', 'battlefield'), ...(attached ? { attachedTo: 'bears' } : {}) },
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    at('giant', 'Hill Giant', 'battlefield', 'B'),
  ]);
  const [magic, bears, giant] = ['magic', 'bears', 'giant'].map((id) => g.objects.get(id)!);
  return { g, magic: magic!, bears: bears!, giant: giant! };
}

describe('Control Magic', () => {
  it('gives its controller the enchanted creature, not another creature nor a later object with its card', () => {
    const { g, magic, bears, giant } = game(true);
    const laterBears = { ...bears, incarnation: bears.incarnation + 1 };
    expect([control(g, magic, bears), control(g, magic, giant), control(g, magic, laterBears)]).toEqual([
      'A',
      undefined,
      undefined,
    ]);
  });

  it('gives no creature to anyone while attached to nothing', () => {
    const { g, magic, bears } = game(false);
    expect([control(g, magic, bears), g.controller(bears)]).toEqual([undefined, 'B']);
  });

  it('implements every catalogue ability of the card, under its key', () => {
    expect(claimGaps(loadCatalogue().get('Control Magic')!, controlMagic)).toEqual({ missing: [], unknown: [] });
  });
});
