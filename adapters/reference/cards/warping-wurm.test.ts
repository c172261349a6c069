import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { addMana } from '../engine/mana.js';
import { phaseOut } from '../engine/phasing.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import type { Choices } from '../engine/types.js';
import { warpingWurm } from './warping-wurm.js';

// "At the beginning of your upkeep, Warping Wurm phases out unless you pay {2}{G}{U}. Whenever Warping Wurm
// phases in, put a +1/+1 counter on it." Both abilities act on the Wurm itself as they resolve: a Wurm that has
// left the battlefield meanwhile, or phased out (702.26b: treated as though it doesn't exist), is left alone.
// The fault trigger-counters-phased-out-source (faults/own-source.ts) is an engine whose trigger-source lookups
// skip that check; under it the phased-out Wurm gets its counter, which is how a fixture catches it here.

const trigger = (key: string) => warpingWurm.triggers!.find((t) => t.key === key)!;

/** A's Warping Wurm; its trigger `key` is put on the stack, then `meanwhile` happens to it, then it resolves. */
function resolvesAfter(key: string, meanwhile: (g: Game) => void, opts: { choices?: Choices; fault?: FaultId } = {}) {
  const g = testGame([at('wurm', 'Warping Wurm', 'battlefield')], opts.fault ? { fault: opts.fault } : {});
  addMana(g.player('A'), '{2}{G}{U}');
  const item = resolvingItem(g, 'wurm', { kind: 'triggered', abilityKey: key, choices: opts.choices ?? {} });
  meanwhile(g);
  trigger(key).resolve(g, item);
  return g;
}

const wurm = (g: Game) => g.objects.get('wurm')!;
const manaLeft = (g: Game) => [...g.player('A').mana.values()].reduce((sum, n) => sum + n, 0);
const bounce = (g: Game) => g.returnToHand(g.permanent(g.ref(wurm(g)))!);

describe('Warping Wurm', () => {
  it('stays phased in when its controller pays {2}{G}{U}, which empties the pool', () => {
    const g = resolvesAfter('upkeep', () => undefined, { choices: { pay: true } });
    expect([wurm(g).phased, manaLeft(g)]).toEqual([null, 0]);
  });

  it('phases out when its controller does not pay', () => {
    const g = resolvesAfter('upkeep', () => undefined);
    expect([wurm(g).phased?.how, manaLeft(g)]).toEqual(['directly', 4]);
  });

  it('does nothing once it has left the battlefield', () => {
    for (const key of ['upkeep', 'phases-in']) {
      const g = resolvesAfter(key, bounce);
      expect([wurm(g).zone, wurm(g).counters.get('+1/+1') ?? 0]).toEqual(['hand', 0]);
    }
  });

  it('gets a +1/+1 counter when it phases in, but not if it phased out again, unless the engine skips existence', () => {
    const counters = (g: Game) => wurm(g).counters.get('+1/+1') ?? 0;
    const phasedOutAgain = (g: Game) => void phaseOut(g, [wurm(g)]);
    expect([
      counters(resolvesAfter('phases-in', () => undefined)),
      counters(resolvesAfter('phases-in', phasedOutAgain)),
      counters(resolvesAfter('phases-in', phasedOutAgain, { fault: 'trigger-counters-phased-out-source' })),
    ]).toEqual([1, 0, 1]);
  });
});
