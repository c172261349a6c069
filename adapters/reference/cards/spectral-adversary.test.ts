import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { spectralAdversary } from './spectral-adversary.js';

// "When Spectral Adversary enters the battlefield, you may pay {1}{U} any number of times. When you pay this cost one
// or more times, put that many +1/+1 counters on Spectral Adversary, then up to that many other target artifacts,
// creatures, and/or enchantments phase out." The payments are the first ability's choice "payments"; paying once or
// more triggers the reflexive ability (603.12), which holds the number paid.

const etb = spectralAdversary.triggers!.find((t) => t.key === 'etb')!;
const reflexive = spectralAdversary.triggers!.find((t) => t.key === 'trigger-reflexive')!;
const targetSpec = reflexive.targets![0]!;

/** A's Adversary and Grizzly Bears on the battlefield, with `blue` U and `colorless` C in A's mana pool. */
function game(blue = 0, colorless = 0): Game {
  const g = testGame([
    at('adv', 'Spectral Adversary', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('island', 'Island', 'battlefield'),
    at('pacifism', 'Pacifism', 'battlefield'),
  ]);
  if (blue) g.player('A').mana.set('U', blue);
  if (colorless) g.player('A').mana.set('C', colorless);
  return g;
}

/** Resolves the enters ability with this "payments" choice. */
function resolveEtb(g: Game, payments: unknown): void {
  etb.resolve(g, resolvingItem(g, 'adv', { kind: 'triggered', abilityKey: 'etb', choices: { payments } as never }));
}

const manaLeft = (g: Game) => [...g.player('A').mana.values()].reduce((a, b) => a + b, 0);

describe('Spectral Adversary', () => {
  it('triggers when it enters itself, not when another permanent enters nor on another event of its own', () => {
    const g = game();
    const adv = g.objects.get('adv')!;
    const bears = g.objects.get('bears')!;
    expect([
      etb.matches(g, adv, { type: 'enters', obj: adv }),
      etb.matches(g, adv, { type: 'enters', obj: bears }),
      etb.matches(g, adv, { type: 'tapped', obj: adv }),
    ]).toEqual([true, false, false]);
  });

  it('pays {1}{U} for each payment and triggers its reflexive ability with that many', () => {
    const g = game(2, 2);
    resolveEtb(g, 2);
    expect([manaLeft(g), g.pending.map((p) => [p.key, p.data])]).toEqual([0, [['trigger-reflexive', { n: 2 }]]]);
  });

  it('refuses payments it cannot afford', () => {
    expect(() => resolveEtb(game(1, 0), 1)).toThrow(IllegalAction);
  });

  it('paying zero times costs nothing and triggers nothing (603.12: "one or more times")', () => {
    const g = game(2, 2);
    resolveEtb(g, 0);
    expect([manaLeft(g), g.pending.length]).toEqual([4, 0]);
  });

  it.each([['two'], [1.5], [-1]])('refuses %s as a number of payments, saying what it needs', (payments) => {
    expect(() => resolveEtb(game(4, 4), payments)).toThrow('Spectral Adversary: "payments" must be a whole number');
  });

  it('refuses a land or a player as a target of the reflexive ability, naming what a target must be', () => {
    const targeting = (target: string) =>
      played(
        [
          { id: 'adv', card: 'Spectral Adversary', owner: 'A', zone: 'hand' },
          { id: 'island', card: 'Island', owner: 'B', zone: 'battlefield' },
        ],
        { A: '{2}{U}{U}' },
        [
          { do: 'cast', player: 'A', object: 'adv' },
          { do: 'resolve' },
          {
            do: 'resolve',
            choices: { payments: 1 },
            triggers: [{ source: 'adv', ability: 'trigger-reflexive', targets: [target] }],
          },
        ],
      );
    const [land, player] = [targeting('island'), targeting('B')];
    expect([land.statuses[2], player.statuses[2]]).toEqual(['rejected', 'rejected']);
    expect(land.reasons[2]).toContain('up to that many other target artifacts, creatures, and/or enchantments');
  });

  it('targets artifacts, creatures and enchantments, not lands', () => {
    const g = game();
    const ok = (id: string) => targetSpec.filter!(g, g.objects.get(id)!, 'A');
    expect([ok('bears'), ok('pacifism'), ok('island')]).toEqual([true, true, false]);
  });

  it('phases out only "other" targets: itself, if chosen, gets its counters and stays', () => {
    const g = game();
    const item = {
      ...resolvingItem(g, 'adv', { kind: 'triggered', abilityKey: 'trigger-reflexive', targets: ['adv', 'bears'] }),
      triggerData: { n: 2 },
    };
    reflexive.resolve(g, item);
    const adv = g.objects.get('adv')!;
    expect([g.isPhasedOut('adv'), g.isPhasedOut('bears'), adv.counters.get('+1/+1')]).toEqual([false, true, 2]);
  });
});
