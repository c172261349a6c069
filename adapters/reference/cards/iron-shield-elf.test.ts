import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { ironShieldElf } from './iron-shield-elf.js';

// Iron-Shield Elf's cost, "Discard a card": paid with the card the `discard` choice names, or with an
// unnamed card of the fixture's hand; with neither, it can't be paid (602.2b, 601.2h).

const shield = ironShieldElf.activated![0]!;
const elf = { id: 'elf', card: 'Iron-Shield Elf', owner: 'A', zone: 'battlefield' } as const;

describe("Iron-Shield Elf's discard cost", () => {
  it('discards the card the choice names', () => {
    const g = testGame([elf, { id: 'fodder', card: 'Island', owner: 'A', zone: 'hand' }]);
    shield.payCost!(g, g.objects.get('elf')!, { discard: 'fodder' });
    expect(g.objects.get('fodder')!.zone).toBe('graveyard');
  });

  it('names what it lacks when it cannot be paid', () => {
    const g = testGame([elf]);
    expect(() => shield.payCost!(g, g.objects.get('elf')!, {})).toThrow(/needs a card in A's hand to discard/);
  });

  it("discards an unnamed card when the choice isn't a card's id", () => {
    const g = testGame([elf]);
    g.player('A').anonymousHand = 1;
    shield.payCost!(g, g.objects.get('elf')!, { discard: false });
    expect([g.player('A').anonymousHand, g.player('A').anonymousGraveyard]).toEqual([0, 1]);
  });

  it('discards an unnamed card when the choice names none', () => {
    const g = testGame([elf]);
    g.player('A').anonymousHand = 1;
    shield.payCost!(g, g.objects.get('elf')!, {});
    expect([g.player('A').anonymousHand, g.player('A').anonymousGraveyard]).toEqual([0, 1]);
  });

  it("can't be paid with an empty hand, or with a card that isn't in its controller's hand", () => {
    const g = testGame([elf, { id: 'theirs', card: 'Island', owner: 'B', zone: 'hand' }]);
    expect(() => shield.payCost!(g, g.objects.get('elf')!, {})).toThrow(IllegalAction);
    expect(() => shield.payCost!(g, g.objects.get('elf')!, { discard: 'theirs' })).toThrow(IllegalAction);
    expect(g.objects.get('theirs')!.zone).toBe('hand');
  });
});

// "This creature gains indestructible until end of turn. Tap it.": on its own source as the ability resolves. An
// Elf that has phased out meanwhile doesn't exist (702.26b): it gains nothing and stays untapped. Under the fault
// own-source-skips-existence (faults/sweeps.ts) an engine's own-source lookups skip that check and reach it.

/** A's untapped Iron-Shield Elf, phased out when `phasedOut`, after its ability resolves. */
function elfAfterShield(phasedOut: boolean, fault?: FaultId): Game {
  const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
  const g = testGame([{ ...elf, ...phased }], fault ? { fault } : {});
  shield.resolve(g, resolvingItem(g, 'elf', { kind: 'activated', abilityKey: 'shield' }));
  return g;
}

const indestructibleAndTapped = (g: Game) => {
  const obj = g.objects.get('elf')!;
  return [g.has(obj, 'indestructible'), obj.tapped];
};

describe("Iron-Shield Elf's effect", () => {
  it('gives it indestructible and taps it, until the cleanup step ends the indestructible (514.2)', () => {
    const g = elfAfterShield(false);
    const before = indestructibleAndTapped(g);
    endEffectsAt(g, 'cleanup');
    expect([before, indestructibleAndTapped(g)]).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('leaves a phased-out Elf untapped, reached only by an engine that skips existence', () => {
    expect([
      elfAfterShield(true).objects.get('elf')!.tapped,
      elfAfterShield(true, 'own-source-skips-existence').objects.get('elf')!.tapped,
    ]).toEqual([false, true]);
  });
});
