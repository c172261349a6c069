import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { mindFlayer } from './mind-flayer.js';

// "When Mind Flayer enters, gain control of target creature …": the trigger is Mind Flayer's own entering,
// not another permanent entering nor Mind Flayer leaving.

const etb = mindFlayer.triggers!.find((t) => t.key === 'etb')!;

const g = testGame([at('flayer', 'Mind Flayer', 'battlefield'), at('bears', 'Grizzly Bears', 'battlefield', 'B')]);
const [flayer, bears] = [g.objects.get('flayer')!, g.objects.get('bears')!];

describe('Mind Flayer', () => {
  it('triggers when Mind Flayer enters, not another creature entering nor Mind Flayer leaving', () => {
    expect([
      etb.matches(g, flayer, { type: 'enters', obj: flayer }),
      etb.matches(g, flayer, { type: 'enters', obj: bears }),
      etb.matches(g, flayer, { type: 'leaves', obj: flayer, to: 'graveyard' }),
    ]).toEqual([true, false, false]);
  });
});
