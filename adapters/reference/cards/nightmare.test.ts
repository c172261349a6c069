import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { nightmare } from './nightmare.js';

// "Nightmare's power and toughness are each equal to the number of Swamps you control." The ability defines
// Nightmare's own characteristics only (604.3), and counts the Swamps its controller controls, not an
// opponent's Swamps nor other lands.

const swampCount = nightmare.statics!.find((s) => s.key === 'swamp-count')!;

const g = testGame([
  at('nightmare', 'Nightmare', 'battlefield'),
  at('bears', 'Grizzly Bears', 'battlefield'),
  at('swamp1', 'Swamp', 'battlefield'),
  at('swamp2', 'Swamp', 'battlefield'),
  at('forest', 'Forest', 'battlefield'),
  at('theirs', 'Swamp', 'battlefield', 'B'),
]);
const self = g.objects.get('nightmare')!;
const modifies = (obj: typeof self) => swampCount.modify!(g, self, obj, g.coreCharacteristics(obj));

describe('Nightmare', () => {
  it("is as large as the number of Swamps its controller controls, not an opponent's nor a Forest", () => {
    expect(modifies(self)).toEqual({ power: 2, toughness: 2 });
  });

  it("does not define another creature's power and toughness", () => {
    expect(modifies(g.objects.get('bears')!)).toBeUndefined();
  });
});
