import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { domineeringWill } from './domineering-will.js';

// "Target player gains control of up to three target nonattacking creatures until end of turn. Untap those
// creatures. They block this turn if able."

const [playerSpec, creatureSpec] = domineeringWill.spell!.targets!;

describe('Domineering Will', () => {
  it('may target a nonattacking creature, not an attacking creature nor a land', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
      at('island', 'Island', 'battlefield', 'B'),
    ]);
    g.objects.get('giant')!.combat = { attacking: 'A' };
    const canTarget = (id: string) => creatureSpec!.filter!(g, g.objects.get(id)!, 'A');
    expect([playerSpec!.kind, ...['bears', 'giant', 'island'].map(canTarget)]).toEqual(['player', true, false, false]);
  });

  it('refuses a player among its creature targets, saying what those targets must be', () => {
    const g = testGame([]);
    expect(() => chooseTargets(g, domineeringWill.spell!.targets, ['A', 'B'], 'A', 'Domineering Will')).toThrow(
      'Domineering Will: B is a player, but the target must be up to three target nonattacking creatures',
    );
  });

  // 608.2b: with the target player gone (B left the game, 800.4a), the spell still does what it can to its
  // legal targets: A's tapped creature untaps and must block, and stays A's, since no player gains it.
  it('still untaps the creatures and binds them to block when the target player is no longer legal', () => {
    const g = testGame([
      at('will', 'Domineering Will', 'hand'),
      { ...at('bears', 'Grizzly Bears', 'battlefield'), tapped: true },
    ]);
    g.player('B').inGame = false;
    domineeringWill.spell!.resolve(g, resolvingItem(g, 'will', { targets: ['B', 'bears'] }));
    const bears = g.objects.get('bears')!;
    expect([g.controller(bears), bears.tapped, mustBlock(g, 'bears')]).toEqual(['A', false, true]);
  });
});

const mustBlock = (g: Game, id: string) =>
  g.effects.some((e) => e.change.kind === 'blocksIfAble' && e.affected.some((r) => r.id === id));
