import { describe, expect, it } from 'vitest';
import type { GameEvent } from './game-events.js';
import type { Game } from './game-interface.js';
import { checkLostControl } from './lost-control.js';
import { phaseIn, phaseOut } from './phasing.js';
import { at, testGame } from './testing/game.js';

// checkLostControl offers "you lose control of …" (Coffin Queen's delayed trigger) as one event per watched
// permanent that changed hands since last compared; a permanent that is gone or phased out (702.26d: treated
// as though it doesn't exist) is left alone until it exists again.
function watching(...watchers: number[]) {
  const g = testGame([at('giant', 'Hill Giant', 'battlefield'), at('queen', 'Coffin Queen', 'battlefield')]);
  const giant = g.objects.get('giant')!;
  for (const _ of watchers) {
    g.addDelayed({
      source: g.objects.get('queen')!,
      controller: 'A',
      key: 'watch',
      event: 'controlLost',
      matches: () => false,
      watchesControl: { object: g.ref(giant), player: 'A', held: true },
    });
  }
  const emitted: GameEvent[] = [];
  const emit = g.emit.bind(g);
  g.emit = (ev, lookBack) => {
    emitted.push(ev);
    emit(ev, lookBack);
  };
  return { g, giant, emitted };
}

const giveToB = (g: Game, giant: { id: string }) =>
  g.addEffect({
    controller: 'B',
    affected: [g.ref(g.objects.get(giant.id)!)],
    duration: { kind: 'indefinite' },
    change: { kind: 'control', player: 'B' },
  });

describe('checkLostControl', () => {
  it('emits nothing while the watched player keeps control', () => {
    const { g, emitted } = watching(1);
    checkLostControl(g);
    expect(emitted).toEqual([]);
  });

  it('emits one event for a permanent however many triggers watch it', () => {
    const { g, giant, emitted } = watching(1, 2);
    giveToB(g, giant);
    checkLostControl(g);
    expect(emitted.map((e) => [e.type, 'obj' in e && e.obj.id, 'player' in e && e.player])).toEqual([
      ['controlLost', 'giant', 'A'],
    ]);
  });

  it('emits one event for each permanent lost at once', () => {
    const { g, giant, emitted } = watching(1);
    const queen = g.objects.get('queen')!;
    g.addDelayed({ ...g.delayed[0]!, watchesControl: { object: g.ref(queen), player: 'A', held: true } });
    giveToB(g, giant);
    giveToB(g, queen);
    checkLostControl(g);
    expect(emitted.map((e) => 'obj' in e && e.obj.id).sort()).toEqual(['giant', 'queen']);
  });

  it('leaves a phased-out permanent alone, and compares it again once it phases in', () => {
    const { g, giant, emitted } = watching(1);
    phaseOut(g, [giant]);
    giveToB(g, giant);
    checkLostControl(g);
    expect(emitted.filter((e) => e.type === 'controlLost')).toEqual([]);
    phaseIn(g, [giant]);
    checkLostControl(g);
    expect(emitted.filter((e) => e.type === 'controlLost').length).toBe(1);
  });
});
