import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine/game-events.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { coffinQueen } from './coffin-queen.js';

// "When Coffin Queen becomes untapped or you lose control of Coffin Queen, exile that creature.": the
// trigger the reanimate ability creates watches that Queen only, as the object it was (400.7): another
// permanent untapping or leaving doesn't trigger it, nor a later Queen with the same card.

const g = testGame([
  { id: 'queen', card: 'Coffin Queen', owner: 'A', zone: 'battlefield', tapped: true },
  at('giant', 'Hill Giant', 'battlefield'),
  at('bears', 'Grizzly Bears', 'graveyard', 'B'),
]);
const [queen, giant] = [g.objects.get('queen')!, g.objects.get('giant')!];
coffinQueen.activated![0]!.resolve(
  g,
  resolvingItem(g, 'queen', { kind: 'activated', abilityKey: 'reanimate', targets: ['bears'] }),
);
const half = (event: GameEvent['type']) => g.delayed.find((d) => d.event === event)!;
const laterQueen = { ...queen, incarnation: queen.incarnation + 1 };

describe('Coffin Queen', () => {
  it('puts the creature card onto the battlefield under its controller', () => {
    const bears = g.objects.get('bears')!;
    expect([bears.zone, g.controller(bears)]).toEqual(['battlefield', 'A']);
  });

  it('triggers when that Queen untaps, not another permanent, a later Queen or its tapping', () => {
    expect(giant.incarnation).toBe(queen.incarnation); // so only the id tells the two apart
    const untaps = (obj: typeof queen) => half('untapped').matches(g, { type: 'untapped', obj });
    const tapped = half('untapped').matches(g, { type: 'tapped', obj: queen });
    expect([untaps(queen), untaps(giant), untaps(laterQueen), tapped]).toEqual([true, false, false, false]);
  });

  it('triggers when that Queen leaves, not another permanent nor a later Queen leaving, nor its untapping', () => {
    const leaves = (obj: typeof queen) => half('leaves').matches(g, { type: 'leaves', obj, to: 'graveyard' });
    const untapped = half('leaves').matches(g, { type: 'untapped', obj: queen });
    expect([leaves(queen), leaves(giant), leaves(laterQueen), untapped]).toEqual([true, false, false, false]);
  });
});
