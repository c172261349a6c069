import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { phaseOut } from '../engine/phasing.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { theFallen } from './the-fallen.js';

// "At the beginning of your upkeep, The Fallen deals 1 damage to each opponent it has dealt damage to this
// game." A controls The Fallen; it is made to deal damage here through the engine's dealDamage, as any source
// would, before its upkeep trigger resolves.

/** A game where A's The Fallen has dealt 1 damage to each of `damaged`. */
function afterDamaging(damaged: string[]): Game {
  const g = testGame([at('fallen', 'The Fallen', 'battlefield')]);
  for (const player of damaged) g.dealDamage({ player }, 1, g.objects.get('fallen'));
  return g;
}

const resolveUpkeepTrigger = (g: Game) =>
  theFallen.triggers![0]!.resolve(g, resolvingItem(g, 'fallen', { kind: 'triggered', abilityKey: 'upkeep' }));
const lives = (g: Game) => [g.player('A').life, g.player('B').life];

describe('The Fallen', () => {
  it('deals 1 damage to an opponent it has dealt damage to', () => {
    const g = afterDamaging(['B']);
    resolveUpkeepTrigger(g);
    expect(lives(g)).toEqual([20, 18]);
  });

  it('deals no damage when it has dealt none', () => {
    const g = afterDamaging([]);
    resolveUpkeepTrigger(g);
    expect(lives(g)).toEqual([20, 20]);
  });

  it('deals none to its controller, who is no opponent, though it dealt damage to that player', () => {
    const g = afterDamaging(['A', 'B']);
    resolveUpkeepTrigger(g);
    expect(lives(g)).toEqual([19, 18]);
  });

  // 113.7a: the trigger exists independently of its source. Phased out, The Fallen is still on the battlefield
  // as the same object (702.26d), so its current information, history included, is used (608.2h): it still
  // deals the damage, as a source that left the battlefield would through its last known information.
  it('still deals the damage when it phased out with its trigger on the stack', () => {
    const g = afterDamaging(['B']);
    phaseOut(g, [g.objects.get('fallen')!]);
    resolveUpkeepTrigger(g);
    expect(lives(g)).toEqual([20, 18]);
  });

  // 113.7a, 608.2h: destroyed with its trigger on the stack, The Fallen is read as it last existed on the
  // battlefield, its history included, and "the source can still perform the action even though it no longer exists".
  it('still deals the damage when it left the battlefield with its trigger on the stack', () => {
    const g = afterDamaging(['B']);
    const item = resolvingItem(g, 'fallen', { kind: 'triggered', abilityKey: 'upkeep' });
    g.destroy(g.permanentById('fallen')!);
    theFallen.triggers![0]!.resolve(g, item);
    expect([...lives(g), g.objects.get('fallen')!.zone]).toEqual([20, 18, 'graveyard']);
  });
});
