import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import type { Game } from '../engine/game-interface.js';
import { Game as ReferenceGame, IllegalAction } from '../engine/game.js';
import { buildGame } from '../engine/setup.js';
import { seamsFor } from '../faults.js';
import { activationRejections } from '../engine/testing/activation.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { loadCatalogue } from '../index.js';
import { CARD_BEHAVIOURS } from './index.js';
import { pathOfAncestry } from './path-of-ancestry.js';

// "Path of Ancestry enters the battlefield tapped. {T}: Add one mana of any color in your commander's color
// identity. When that mana is spent to cast a creature spell that shares a creature type with your commander,
// scry 1." Its mana ability is resolved directly here; the commander game is built as a fixture would.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));

function commanderGame(objects: Setup['objects']): Game {
  const catalogue = loadCatalogue();
  const card = (name: string) => catalogue.get(name)!;
  const g = new ReferenceGame('2026-08-07', seamsFor(undefined), behaviours, card);
  const turn = { number: 3, active: 'A', step: 'main1' } as const;
  buildGame(g, { format: 'commander', players: [{ id: 'A' }, { id: 'B' }], turn, objects }, card);
  return g;
}

const path = { id: 'path', card: 'Path of Ancestry', owner: 'A', zone: 'battlefield' } as const;
// Zirilan of the Claw: a red Viashino Shaman. Growing Ranks: a green-white enchantment.
const zirilan = { id: 'cmdr', card: 'Zirilan of the Claw', owner: 'A', zone: 'command', commander: true } as const;
const ranks = { id: 'cmdr', card: 'Growing Ranks', owner: 'A', zone: 'command', commander: true } as const;
const bears = { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'hand' } as const;

/** Taps Path of Ancestry for `color`: A's mana pool afterwards, as `{color: amount}`. */
function tapFor(g: Game, color: unknown): Record<string, number> {
  pathOfAncestry.activated![0]!.resolve(
    g,
    resolvingItem(g, 'path', { kind: 'activated', abilityKey: 'mana', choices: { color } as never }),
  );
  return Object.fromEntries(g.player('A').mana);
}

describe('Path of Ancestry', () => {
  it('enters tapped itself, and makes no other permanent enter tapped', () => {
    const g = commanderGame([path, { ...bears, zone: 'battlefield' }]);
    const [self, other] = [g.objects.get('path')!, g.objects.get('bears')!];
    expect([
      pathOfAncestry.makesEnterTapped!(g, self, self, 'A'),
      pathOfAncestry.makesEnterTapped!(g, self, other, 'A'),
    ]).toEqual([true, false]);
  });

  it('adds one mana of a color in the commander’s color identity', () => {
    expect(tapFor(commanderGame([path, ranks]), 'W')).toEqual({ W: 1 });
  });

  it('refuses a color outside that identity, naming the identity', () => {
    const g = commanderGame([path, ranks]);
    expect(() => tapFor(g, 'R')).toThrow(IllegalAction);
    expect(() => tapFor(g, 'R')).toThrow(`Path of Ancestry: "R" is not a color in A's commander's color identity (GW)`);
  });

  it('adds no mana, and refuses nothing, for a player whose commander has no color identity (903.4f)', () => {
    const g = commanderGame([path, { ...ranks, card: 'Darksteel Myr' }]);
    expect(tapFor(g, 'G')).toEqual({});
  });

  // Amorphous Axe gives the commander every creature type, so each spell below shares one with it.
  function scriesAfterCasting(spell: string): number {
    const g = commanderGame([
      path,
      { ...zirilan, zone: 'battlefield' },
      { id: 'axe', card: 'Amorphous Axe', owner: 'A', zone: 'battlefield', attachedTo: 'cmdr' },
      { id: 'spell', card: spell, owner: 'A', zone: 'hand' },
    ]);
    tapFor(g, 'R');
    g.player('A').trackedMana![0]!.onSpent(g.objects.get('spell')!);
    return g.pending.filter((p) => p.key === 'mana').length;
  }

  it('scries when its mana casts a creature spell sharing a type with the commander, not a Kindred sorcery', () => {
    expect([scriesAfterCasting('Grizzly Bears'), scriesAfterCasting('All Is Dust')]).toEqual([1, 0]);
  });

  it('costs {T}: it can be activated untapped, not while tapped', () => {
    expect(activationRejections([path], 'path', 'mana', '')).toEqual([]);
    expect(activationRejections([{ ...path, tapped: true }], 'path', 'mana', '')).toHaveLength(1);
  });
});
