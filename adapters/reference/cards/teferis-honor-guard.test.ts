import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { activationRejections } from '../engine/testing/activation.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { teferisHonorGuard } from './teferis-honor-guard.js';

// "{U}{U}: Teferi's Honor Guard phases out." The ability acts on its own source as it resolves: a Guard that has
// left the battlefield meanwhile is a new object in its new zone (400.7) and nothing happens.

const phaseOutAbility = teferisHonorGuard.activated!.find((a) => a.key === 'phase-out')!;
const resolveIn = (g: Game) =>
  phaseOutAbility.resolve(g, resolvingItem(g, 'guard', { kind: 'activated', abilityKey: 'phase-out' }));

describe("Teferi's Honor Guard", () => {
  it('phases itself out, and nothing else', () => {
    const g = testGame([
      at('guard', "Teferi's Honor Guard", 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
    ]);
    resolveIn(g);
    expect([g.isPhasedOut('guard'), g.isPhasedOut('bears')]).toEqual([true, false]);
  });

  it('does nothing when it has left the battlefield before its ability resolves', () => {
    const g = testGame([at('guard', "Teferi's Honor Guard", 'graveyard'), at('bears', 'Grizzly Bears', 'battlefield')]);
    resolveIn(g);
    expect([g.objects.get('guard')!.zone, g.isPhasedOut('bears')]).toEqual(['graveyard', false]);
  });

  it('asks {U}{U}: refused with one blue mana, activated with two', () => {
    const guard = [at('guard', "Teferi's Honor Guard", 'battlefield')];
    expect([
      activationRejections(guard, 'guard', 'phase-out', '{U}').length,
      activationRejections(guard, 'guard', 'phase-out', '{U}{U}').length,
    ]).toEqual([1, 0]);
  });
});
