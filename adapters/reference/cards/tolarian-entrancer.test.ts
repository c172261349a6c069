import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { tolarianEntrancer } from './tolarian-entrancer.js';

// "Whenever this creature becomes blocked by a creature, gain control of that creature at end of combat."
// The delayed trigger remembers the blocker; one that has left the battlefield before end of combat is a new
// object (400.7), so nobody gains control of anything and the card stays its owner's.

const becomesBlocked = tolarianEntrancer.triggers!.find((t) => t.key === 'trigger-becomes-blocked')!;
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
  it('triggers when a creature blocks it, not when it blocks a creature', () => {
    const g = testGame([
      { id: 'entrancer', card: 'Tolarian Entrancer', owner: 'A', zone: 'battlefield' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
    ]);
    const [entrancer, bears] = [g.objects.get('entrancer')!, g.objects.get('bears')!];
    const triggers = (blocker: typeof bears, attacker: typeof bears): boolean =>
      !!becomesBlocked.matches(g, entrancer, { type: 'blocks', obj: blocker, attacker });
    expect([triggers(bears, entrancer), triggers(entrancer, bears)]).toEqual([true, false]);
  });

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
