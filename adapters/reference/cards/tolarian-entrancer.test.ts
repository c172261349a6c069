import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { tolarianEntrancer } from './tolarian-entrancer.js';

// "Whenever this creature becomes blocked by a creature, gain control of that creature at end of combat."
// The delayed trigger remembers the blocker; one that has left the battlefield before end of combat is a new
// object (400.7), so nobody gains control of anything and the card stays its owner's.

const atEndOfCombat = tolarianEntrancer.triggers!.find((t) => t.key === 'end-of-combat')!;

/** A's Entrancer blocked by B's Grizzly Bears; `beforeEndOfCombat` runs, then the delayed trigger resolves. */
function afterEndOfCombat(beforeEndOfCombat: (g: Game) => void): Game {
  const g = testGame([
    { id: 'entrancer', card: 'Tolarian Entrancer', owner: 'A', zone: 'battlefield' },
    { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  ]);
  const creature = g.ref(g.objects.get('bears')!);
  beforeEndOfCombat(g);
  const item = resolvingItem(g, 'entrancer', { kind: 'triggered', abilityKey: 'end-of-combat' });
  atEndOfCombat.resolve(g, { ...item, triggerData: { creature } });
  return g;
}

describe('Tolarian Entrancer', () => {
  it('gains control of the creature that blocked it', () => {
    const g = afterEndOfCombat(() => undefined);
    expect(g.controller(g.objects.get('bears')!)).toBe('A');
  });

  it('gains control of nothing when that creature has left the battlefield', () => {
    const g = afterEndOfCombat((game) => game.moveTo(game.objects.get('bears')!, 'graveyard'));
    const bears = g.objects.get('bears')!;
    expect([bears.zone, g.effects.length]).toEqual(['graveyard', 0]);
  });
});
