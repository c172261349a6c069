import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// A "doesn't untap" effect can hold several creatures: Sleep ("Tap all creatures target player controls.
// Those creatures don't untap during that player's next untap step.") makes one effect for all of them, and
// the untap step (turn.ts, 502.3) must keep each of them tapped, not only an effect naming that one alone.

describe("Sleep's effect on two creatures in their controller's next untap step (502.3)", () => {
  it('keeps both tapped', () => {
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'sleep', card: 'Sleep', owner: 'A', zone: 'hand' },
        { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
        { id: 'giant', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
      ],
    };
    const answer = runReference({
      fixture: 'doesnt-untap-several-test',
      edition: '2026-08-07',
      setup,
      actions: [
        { do: 'addMana', player: 'A', mana: '{2}{U}{U}' },
        { do: 'cast', player: 'A', object: 'sleep', targets: ['B'] },
        { do: 'resolve' },
        { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      ],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.actions.filter((a) => a.status === 'rejected')).toEqual([]);
    const end = answer.observation.checkpoints['end']!;
    expect(['bears', 'giant'].map((id) => end.objects.find((o) => o.id === id)?.tapped)).toEqual([true, true]);
  });
});
