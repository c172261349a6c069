import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { attackRefusal } from '../engine/attack-requirements.js';
import { forbidden } from '../engine/block-requirements.js';
import { activate } from '../engine/casting.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { dreadfulApathy } from './dreadful-apathy.js';

// "{2}{W}: Exile enchanted creature." The ability finds the creature as it resolves, through the Aura. When the
// creature has phased out meanwhile, the Aura with it (702.26g), the creature is treated as though it doesn't
// exist (702.26b) and isn't exiled. The fault remembered-object-reached-phased-out (faults/sweeps.ts) is an
// engine that reaches the object an ability remembers though it phased out: under it the creature is exiled.

const exile = dreadfulApathy.activated!.find((a) => a.key === 'exile')!;

function resolved(phasedOut: boolean, fault?: FaultId): Game {
  const [bearsPhased, auraPhased] = phasedOut
    ? [{ phased: { how: 'directly' as const, under: 'B' } }, { phased: { how: 'indirectly' as const, under: 'A' } }]
    : [{}, {}];
  const g = testGame(
    [
      { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), ...bearsPhased },
      { ...at('apathy', 'Dreadful Apathy', 'battlefield'), attachedTo: 'bears', ...auraPhased },
    ],
    fault ? { fault } : {},
  );
  exile.resolve(g, resolvingItem(g, 'apathy', { kind: 'activated', abilityKey: 'exile' }));
  return g;
}

const zoneOf = (g: Game) => g.objects.get('bears')!.zone;

describe('Dreadful Apathy', () => {
  it('exiles the enchanted creature', () => {
    expect(zoneOf(resolved(false))).toBe('exile');
  });

  it('leaves a creature that phased out, which only an engine reaching remembered objects exiles', () => {
    expect([zoneOf(resolved(true)), zoneOf(resolved(true, 'remembered-object-reached-phased-out'))]).toEqual([
      'battlefield',
      'exile',
    ]);
  });

  it('forbids the enchanted creature to attack or block, and no other creature (508.1c, 509.1b)', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield'),
      { ...at('apathy', 'Dreadful Apathy', 'battlefield', 'B'), attachedTo: 'bears' },
    ]);
    const [bears, giant] = [g.objects.get('bears')!, g.objects.get('giant')!];
    expect([attackRefusal(g, bears), attackRefusal(g, giant), forbidden(g, bears, 'block')]).toEqual([
      "bears can't attack",
      undefined,
      true,
    ]);
  });

  it('costs {2}{W} to activate: refused with an empty mana pool, paid from a pool of three white', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      { ...at('apathy', 'Dreadful Apathy', 'battlefield'), attachedTo: 'bears' },
    ]);
    const exileBears = () => activate(g, 'A', 'apathy', 'exile', undefined, 0, {});
    expect(exileBears).toThrow(/cannot pay/);
    g.player('A').mana = new Map([['W', 3]]);
    exileBears();
    expect(g.player('A').mana.get('W')).toBe(0);
  });

  it('implements every catalogue ability of the card, under its key', () => {
    expect(claimGaps(loadCatalogue().get('Dreadful Apathy')!, dreadfulApathy)).toEqual({ missing: [], unknown: [] });
  });
});
