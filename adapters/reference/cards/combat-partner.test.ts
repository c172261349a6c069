import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { phaseOut } from '../engine/phasing.js';
import { inCombatWith, namedCreature } from './combat-partner.js';

// The trigger condition of "whenever this creature blocks / becomes blocked by a creature": which
// side of a blocking pair it watches, and that it remembers the other creature of the pair.

const g = testGame([
  { id: 'self', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  { id: 'attacker', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
  { id: 'blocker', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
]);
const self = g.objects.get('self')!;
const attacker = g.objects.get('attacker')!;
const blocker = g.objects.get('blocker')!;
const selfBlocks = { type: 'blocks', obj: self, attacker } as const;
const selfIsBlocked = { type: 'blocks', obj: blocker, attacker: self } as const;
const others = { type: 'blocks', obj: blocker, attacker } as const;

describe('inCombatWith', () => {
  it('"blocks" watches only its own blocks and remembers the creature it blocks', () => {
    const when = inCombatWith('blocks');
    expect([when(g, self, selfBlocks), when(g, self, selfIsBlocked)]).toEqual([{ other: g.ref(attacker) }, false]);
  });

  it('"becomes blocked by" watches only blocks of it and remembers the blocker', () => {
    const when = inCombatWith('becomes-blocked-by');
    expect([when(g, self, selfBlocks), when(g, self, selfIsBlocked)]).toEqual([false, { other: g.ref(blocker) }]);
  });

  it('"blocks or becomes blocked by" watches both, never a pair it is not in, nor another event', () => {
    const when = inCombatWith('blocks-or-becomes-blocked-by');
    expect([
      when(g, self, selfBlocks),
      when(g, self, selfIsBlocked),
      when(g, self, others),
      when(g, self, { type: 'attacks', obj: self }),
    ]).toEqual([{ other: g.ref(attacker) }, { other: g.ref(blocker) }, false, false]);
  });

  it('"a non-Wall creature" watches only pairs whose other creature passes the test, on either side', () => {
    const notTheBlocker = inCombatWith('blocks-or-becomes-blocked-by', (_, other) => other !== blocker);
    expect([notTheBlocker(g, self, selfBlocks), notTheBlocker(g, self, selfIsBlocked)]).toEqual([
      { other: g.ref(attacker) },
      false,
    ]);
  });
});

describe('namedCreature', () => {
  it('offers the remembered creature whether it exists or is phased out, but not another incarnation', () => {
    const h = testGame([{ id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' }]);
    const bears = h.objects.get('bears')!;
    const ref = h.ref(bears);
    const inBefore = namedCreature(h, ref);
    phaseOut(h, [bears]);
    const out = namedCreature(h, ref);
    const stale = namedCreature(h, { ...ref, incarnation: ref.incarnation + 1 });
    expect([inBefore, out, stale]).toEqual([bears, bears, undefined]);
  });
});
