import { describe, expect, it } from 'vitest';
import { activationRejections } from '../engine/testing/activation.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { dramaticAccusation } from './dramatic-accusation.js';

// "When this Aura enters, tap enchanted creature." and "{U}{U}: Shuffle enchanted creature into its owner's
// library.": each finds the enchanted creature as it resolves. A creature that phased out meanwhile, the Aura
// with it (702.26g), is treated as though it doesn't exist (702.26b): it is neither tapped nor shuffled.

function setup(phasedOut: boolean) {
  const out = (how: 'directly' | 'indirectly') => (phasedOut ? { phased: { how, under: 'B' } } : {});
  return testGame([
    { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), ...out('directly') },
    { ...at('accusation', 'Dramatic Accusation', 'battlefield'), attachedTo: 'bears', ...out('indirectly') },
  ]);
}
const [etb] = dramaticAccusation.triggers!;
const [shuffle] = dramaticAccusation.activated!;

/** The enchanted creature's zone and tapped status after the trigger, then the ability, resolve. */
function afterBoth(phasedOut: boolean): [string, boolean, string] {
  const g = setup(phasedOut);
  const bears = g.objects.get('bears')!;
  etb!.resolve(g, resolvingItem(g, 'accusation', { kind: 'triggered', abilityKey: etb!.key }));
  const [zone, tapped] = [bears.zone, bears.tapped];
  shuffle!.resolve(g, resolvingItem(g, 'accusation', { kind: 'activated', abilityKey: shuffle!.key }));
  return [zone, tapped, bears.zone];
}

describe('Dramatic Accusation', () => {
  it("taps the enchanted creature, then shuffles it into its owner's library", () => {
    expect(afterBoth(false)).toEqual(['battlefield', true, 'library']);
  });

  it('neither taps nor shuffles an enchanted creature that phased out', () => {
    expect(afterBoth(true)).toEqual(['battlefield', false, 'battlefield']);
  });
});

describe("Dramatic Accusation's cost", () => {
  // "{U}{U}: Shuffle ...": refused with one {U}, allowed with two (602.2b, 601.2h).
  const objects = [
    at('bears', 'Grizzly Bears', 'battlefield'),
    { ...at('accusation', 'Dramatic Accusation', 'battlefield'), attachedTo: 'bears' },
  ];
  it('asks {U}{U} to shuffle', () => {
    const rejected = (mana: string) => activationRejections(objects, 'accusation', 'shuffle', mana).length;
    expect([rejected('{U}'), rejected('{U}{U}')]).toEqual([1, 0]);
  });
});
