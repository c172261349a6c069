import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { activationRejections } from '../engine/testing/activation.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { manaclesOfDecay } from './manacles-of-decay.js';

// "Enchanted creature can't attack. / {B}: Enchanted creature gets -1/-1 until end of turn. / {R}: Enchanted
// creature can't block this turn." It forbids attacking, not blocking. Each ability finds the enchanted creature
// as it resolves: one that has phased out meanwhile, the Aura with it (702.26g), doesn't exist (702.26b) and gets
// nothing. Under the fault remembered-object-reached-phased-out (faults/sweeps.ts) an engine reaches it anyway,
// and the effect's locked set (611.2c) then leaves it out (702.26e; 702.23b-702.25b before 2020-08-07), so what it
// reaches shows in what the ability offers to g.lockedSet, not in the effects.

const ability = (key: string) => manaclesOfDecay.activated!.find((a) => a.key === key)!;

/** A's Manacles of Decay on B's Grizzly Bears, both phased out when `phasedOut`; the ability `key` resolves. */
function afterAbility(key: string, phasedOut: boolean, fault?: FaultId, prepare?: (g: Game) => void): Game {
  const bearsPhased = phasedOut ? { phased: { how: 'directly' as const, under: 'B' } } : {};
  const auraPhased = phasedOut ? { phased: { how: 'indirectly' as const, under: 'B' } } : {};
  const g = testGame(
    [
      { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), ...bearsPhased },
      { ...at('manacles', 'Manacles of Decay', 'battlefield'), attachedTo: 'bears', ...auraPhased },
    ],
    fault ? { fault } : {},
  );
  prepare?.(g);
  ability(key).resolve(g, resolvingItem(g, 'manacles', { kind: 'activated', abilityKey: key }));
  return g;
}

const effectsOnBears = (g: Game) =>
  g.effects.filter((e) => e.affected.some((r) => r.id === 'bears')).map((e) => e.change.kind);

/** The ids ability `key` offers to an effect's set (g.lockedSet) as it resolves with both phased out, and the effects the Bears get. */
function offeredAndGiven(key: string, fault?: FaultId): [string[], string[]] {
  const offered: string[] = [];
  const g = afterAbility(key, true, fault, (g) => {
    const lockedSet = g.lockedSet.bind(g);
    g.lockedSet = (candidates) => {
      offered.push(...candidates.map((o) => o.id));
      return lockedSet(candidates);
    };
  });
  return [offered, effectsOnBears(g)];
}

describe('Manacles of Decay', () => {
  it("is implemented whole: every catalogue ability under its key, its can't-attack by a hook", () => {
    expect(claimGaps(loadCatalogue().get('Manacles of Decay')!, manaclesOfDecay)).toEqual({ missing: [], unknown: [] });
  });

  it('costs {B} to shrink and {R} to stop blocking: neither can be activated without its mana', () => {
    const objects = [
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      { ...at('manacles', 'Manacles of Decay', 'battlefield'), attachedTo: 'bears' },
    ];
    const rejected = (ability: string, mana: string) => activationRejections(objects, 'manacles', ability, mana).length;
    expect([
      rejected('shrink', ''),
      rejected('shrink', '{B}'),
      rejected('cant-block', ''),
      rejected('cant-block', '{R}'),
    ]).toEqual([1, 0, 1, 0]);
  });

  it('forbids the enchanted creature to attack, not to block', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      { ...at('manacles', 'Manacles of Decay', 'battlefield'), attachedTo: 'bears' },
    ]);
    const [manacles, bears] = [g.objects.get('manacles')!, g.objects.get('bears')!];
    expect([
      manaclesOfDecay.forbidsCombat!(g, manacles, bears, 'attack'),
      manaclesOfDecay.forbidsCombat!(g, manacles, bears, 'block'),
    ]).toEqual([true, false]);
  });

  it('gives the enchanted creature -1/-1, and forbids it to block, as its abilities resolve', () => {
    expect([effectsOnBears(afterAbility('shrink', false)), effectsOnBears(afterAbility('cant-block', false))]).toEqual([
      ['pt'],
      ['cantBlock'],
    ]);
  });

  it('gives a phased-out creature nothing, reached only by an engine that reaches remembered phased-out objects', () => {
    const fault = 'remembered-object-reached-phased-out';
    expect([
      offeredAndGiven('shrink'),
      offeredAndGiven('cant-block'),
      offeredAndGiven('shrink', fault),
      offeredAndGiven('cant-block', fault),
    ]).toEqual([
      [[], []],
      [[], []],
      [['bears'], []],
      [['bears'], []],
    ]);
  });
});
