import { describe, expect, it } from 'vitest';
import { activationRejections } from '../engine/testing/activation.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { teferiTimelessVoyager } from './teferi-timeless-voyager.js';

// "−8: Each creature target opponent controls phases out. Until the end of your next turn, they can't phase in."
// The target is an opponent (115.1: a player may not choose themself for "target opponent"); what phases out is
// that player's creatures, not their other permanents nor anyone else's creatures.

const objects = [
  { ...at('tef', 'Teferi, Timeless Voyager', 'battlefield'), counters: { loyalty: 8 } },
  at('own', 'Grizzly Bears', 'battlefield'),
  at('bears', 'Grizzly Bears', 'battlefield', 'B'),
  at('crown', 'Bonesplitter', 'battlefield', 'B'),
];

describe("Teferi, Timeless Voyager's −8", () => {
  it('targets an opponent, and refuses its own controller and a permanent', () => {
    expect([
      activationRejections(objects, 'tef', 'minus-8', '', ['B']),
      activationRejections(objects, 'tef', 'minus-8', '', ['A']),
      activationRejections(objects, 'tef', 'minus-8', '', ['bears']),
    ]).toEqual([
      [],
      [expect.stringContaining('A is not an opponent, but the target must be target opponent')],
      [expect.stringContaining('bears is not a player')],
    ]);
  });

  it("phases out the target opponent's creatures only, and they can't phase in", () => {
    const g = testGame(objects);
    const minus8 = teferiTimelessVoyager.activated!.find((a) => a.key === 'minus-8')!;
    minus8.resolve(g, resolvingItem(g, 'tef', { kind: 'activated', abilityKey: 'minus-8', targets: ['B'] }));
    const phasedOut = ['own', 'bears', 'crown'].map((id) => g.isPhasedOut(id));
    expect([phasedOut, g.seams.phaseIn.can(g, g.objects.get('bears')!)]).toEqual([[false, true, false], false]);
  });
});

describe("Teferi, Timeless Voyager's −3", () => {
  it("puts the target creature on top of its owner's library", () => {
    const g = testGame(objects);
    const minus3 = teferiTimelessVoyager.activated!.find((a) => a.key === 'minus-3')!;
    minus3.resolve(g, resolvingItem(g, 'tef', { kind: 'activated', abilityKey: 'minus-3', targets: ['bears'] }));
    expect(g.objects.get('bears')!.zone).toBe('library');
  });
});
