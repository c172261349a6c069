import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';

// Tavern Smasher, Tavern Ruffian's back face: "Creature — Werewolf", 6/5, a red color indicator, "Nightbound".
describe('Tavern Ruffian // Tavern Smasher', () => {
  it("has its back face's characteristics once transformed (712.8e): a red 6/5 Werewolf with nightbound", () => {
    const g = testGame([at('ruffian', 'Tavern Ruffian // Tavern Smasher', 'battlefield')]);
    const ruffian = g.objects.get('ruffian')!;
    ruffian.transformed = true;
    const smasher = g.characteristics(ruffian);
    expect({
      types: [...smasher.types],
      subtypes: [...smasher.subtypes],
      colors: [...smasher.colors],
      pt: [smasher.power, smasher.toughness],
      nightbound: smasher.keywords.has('nightbound'),
    }).toEqual({ types: ['Creature'], subtypes: ['Werewolf'], colors: ['R'], pt: [6, 5], nightbound: true });
  });
});
