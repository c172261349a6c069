import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine/game-events.js';
import { at, testGame } from '../engine/testing/game.js';
import { phasingWard } from './phasing-ward.js';

// "Whenever this Aura phases out, you gain 1 life. / Whenever this Aura phases in, you gain 1 life." Each
// trigger watches this Aura and one direction of phasing: not the other direction, nor another permanent.

const g = testGame([
  at('bears', 'Grizzly Bears', 'battlefield'),
  { ...at('ward', 'Phasing Ward', 'battlefield'), attachedTo: 'bears' },
  at('giant', 'Hill Giant', 'battlefield'),
]);
const [ward, giant] = [g.objects.get('ward')!, g.objects.get('giant')!];
const trigger = (key: string) => phasingWard.triggers!.find((t) => t.key === key)!;
const matches = (key: string, ev: GameEvent) => trigger(key).matches(g, ward, ev) !== false;

describe('Phasing Ward', () => {
  it('triggers on phasing out when it is among what phases out, not on phasing in', () => {
    expect([
      matches('phases-out', { type: 'phasesOut', objs: [giant, ward] }),
      matches('phases-out', { type: 'phasesOut', objs: [giant] }),
      matches('phases-out', { type: 'phasesIn', objs: [ward] }),
    ]).toEqual([true, false, false]);
  });

  it('triggers on phasing in when it is among what phases in, not on phasing out', () => {
    expect([
      matches('phases-in', { type: 'phasesIn', objs: [giant, ward] }),
      matches('phases-in', { type: 'phasesIn', objs: [giant] }),
      matches('phases-in', { type: 'phasesOut', objs: [ward] }),
    ]).toEqual([true, false, false]);
  });
});
