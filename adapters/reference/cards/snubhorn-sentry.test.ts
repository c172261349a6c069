import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { snubhornSentry } from './snubhorn-sentry.js';

// "Snubhorn Sentry gets +3/+0 as long as you have the city's blessing.": the Sentry itself, not another
// creature of the blessed player's.

describe('Snubhorn Sentry', () => {
  it("gives +3/+0 to itself only while its controller has the city's blessing", () => {
    const g = testGame([at('sentry', 'Snubhorn Sentry', 'battlefield'), at('bears', 'Grizzly Bears', 'battlefield')]);
    const sentry = g.objects.get('sentry')!;
    const blessed = snubhornSentry.statics!.find((s) => s.key === 'blessed')!;
    const bonus = (id: string) => {
      const obj = g.objects.get(id)!;
      return blessed.modify!(g, sentry, obj, g.coreCharacteristics(obj));
    };
    expect(bonus('sentry')).toBeUndefined();
    g.player('A').citysBlessing = true;
    expect(['sentry', 'bears'].map(bonus)).toEqual([{ power: 3 }, undefined]);
  });
});
