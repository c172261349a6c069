import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import { testGame } from '../engine/testing/game.js';
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
