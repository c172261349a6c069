import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { toxicDeluge } from './toxic-deluge.js';

// "As an additional cost to cast this spell, pay X life. All creatures get -X/-X until end of turn."
// Its mana cost {2}{B} is still paid beside the life (601.2f); a player can't pay more life than they
// have (119.4), and the refusal says so; the -X/-X ends in the cleanup step (514.2).

function game(): Game {
  return testGame([at('deluge', 'Toxic Deluge', 'hand'), at('giant', 'Hill Giant', 'battlefield', 'B')]);
}

const prepare = (g: Game, x: number) =>
  toxicDeluge.spell!.prepareCast!(g, { obj: g.objects.get('deluge')!, player: 'A', x, choices: {}, targets: 0 });

describe('Toxic Deluge', () => {
  it('costs its mana cost {2}{B} besides the X life', () => {
    const g = game();
    const prepared = prepare(g, 2);
    prepared.payExtra!();
    expect([prepared.cost, g.player('A').life]).toEqual(['{2}{B}', 18]);
  });

  it('is refused, saying who cannot pay how much life, for X above its caster’s life', () => {
    expect(() => prepare(game(), 21)).toThrow(new IllegalAction("A can't pay 21 life"));
  });

  it('gives every creature -X/-X until end of turn', () => {
    const g = game();
    const giant = g.objects.get('giant')!;
    toxicDeluge.spell!.resolve(g, { ...resolvingItem(g, 'deluge'), x: 2 });
    const pt = () => [g.characteristics(giant).power, g.characteristics(giant).toughness];
    expect(pt()).toEqual([1, 1]);
    endEffectsAt(g, 'cleanup');
    expect(pt()).toEqual([3, 3]);
  });
});
