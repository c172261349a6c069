import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { teferisVeil } from './teferis-veil.js';

// "Whenever a creature you control attacks, it phases out at end of combat.": the trigger watches the attacking
// creatures of the Veil's controller only, and remembers which creature attacked for its delayed ability.

const attacks = teferisVeil.triggers!.find((t) => t.key === 'trigger-creature-attacks')!;

describe("Teferi's Veil", () => {
  const g = testGame([
    at('veil', "Teferi's Veil", 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('giant', 'Hill Giant', 'battlefield', 'B'),
  ]);
  const attackOf = (id: string) =>
    attacks.matches(g, g.objects.get('veil')!, { type: 'attacks', obj: g.objects.get(id)! });

  it('triggers when a creature its controller controls attacks, remembering that creature', () => {
    expect(attackOf('bears')).toEqual({ attacker: g.ref(g.objects.get('bears')!) });
  });

  it("doesn't trigger when an opponent's creature attacks", () => {
    expect(attackOf('giant')).toBe(false);
  });
});
