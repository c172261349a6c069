import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { nextStep } from '../engine/turn.js';
import type { StackItem } from '../engine/types.js';
import { tritonTactics } from './triton-tactics.js';

// Triton Tactics reads the game's record of blocking pairs after combat: the record holds the pairs set
// up in combat with their turn, and the delayed trigger taps only creatures one of its remembered creatures
// blocked this turn. "This turn's next end of combat" is this turn's only.

/** B's Giant Spider blocks A's attacking Serra Angel; A's Hill Giant is on the battlefield, in no combat. */
function blockedAngel(): Game {
  return testGame([
    { id: 'angel', card: 'Serra Angel', owner: 'A', zone: 'battlefield', combat: { attacking: 'B' } },
    { id: 'spider', card: 'Giant Spider', owner: 'B', zone: 'battlefield', combat: { blocking: 'angel' } },
    { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
    { id: 'tactics', card: 'Triton Tactics', owner: 'B', zone: 'graveyard' },
  ]);
}

/** The spell as it resolves, with `targets` (ids) as its targets, cast by B. */
function spell(g: Game, targets: string[]): StackItem {
  const source = g.objects.get('tactics')!;
  const refs = targets.map((id) => ({ object: g.ref(g.objects.get(id)!) }));
  return {
    uid: 1,
    kind: 'spell',
    controller: 'B',
    source,
    sourceRef: g.ref(source),
    abilityKey: 'spell',
    targets: refs,
    x: 0,
    choices: {},
  };
}

const delayedTap = tritonTactics.triggers!.find((t) => t.key === 'end-of-combat')!;

/** Resolves the delayed trigger remembering `blockers`. */
function resolveDelayed(g: Game, blockers: string[]): void {
  const item = spell(g, []);
  delayedTap.resolve(g, {
    ...item,
    kind: 'triggered',
    abilityKey: 'end-of-combat',
    triggerData: { blockers: blockers.map((id) => g.ref(g.objects.get(id)!)) },
  });
}

describe('Triton Tactics', () => {
  it('finds the blocking pairs a fixture sets up in combat, in the current turn', () => {
    const g = blockedAngel();
    expect(g.declaredBlocks.map((b) => [b.blocker.id, b.attacker.id, b.turn])).toEqual([
      ['spider', 'angel', g.turnIndex],
    ]);
  });

  it('taps nothing blocked in an earlier turn', () => {
    const g = blockedAngel();
    const turn = g.turnIndex;
    while (g.turnIndex === turn) nextStep(g);
    resolveDelayed(g, ['spider']);
    expect(g.objects.get('angel')!.tapped).toBe(false);
  });

  it("taps the creatures its remembered creatures blocked, and keeps them from untapping in their controller's untap step", () => {
    const g = blockedAngel();
    resolveDelayed(g, ['spider']);
    const angel = g.objects.get('angel')!;
    expect([angel.tapped, g.objects.get('giant')!.tapped]).toEqual([true, false]);
    expect(g.effects.map((e) => [e.change.kind, e.duration, e.affected.map((r) => r.id)])).toEqual([
      ['doesntUntap', { kind: 'untilUpkeepOf', player: 'A' }, ['angel']],
    ]);
  });

  it('taps nothing a creature it does not remember blocked', () => {
    const g = blockedAngel();
    resolveDelayed(g, ['giant']);
    expect([g.objects.get('angel')!.tapped, g.effects]).toEqual([false, []]);
  });

  it("creates its delayed trigger for this turn's end of combat only", () => {
    const g = blockedAngel();
    tritonTactics.spell!.resolve(g, spell(g, ['spider']));
    const endOfCombat = { type: 'stepBegins', step: 'endCombat', active: 'A' } as const;
    const now = g.delayed.map((d) => d.matches(g, endOfCombat));
    g.turnIndex++;
    expect([now, g.delayed.map((d) => d.matches(g, endOfCombat))]).toEqual([[true], [false]]);
  });
});
