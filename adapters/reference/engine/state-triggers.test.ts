import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// 603.8: a state trigger triggers as soon as its condition holds, and not again while it waits on the stack.
const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'dandan', card: 'Dandân', owner: 'A', zone: 'battlefield' },
    { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  ],
};

function run(actions: Action[]) {
  const answer = runReference({ fixture: 'state-triggers-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const at = (name: string) => answer.observation.checkpoints[name];
  return {
    triggers: (name: string) => at(name)?.triggers.filter((t) => t.source === 'dandan').length,
    zone: (name: string, id: string) => at(name)?.objects.find((o) => o.id === id)?.zone,
  };
}

describe('state triggers (603.8)', () => {
  it('triggers once while its condition holds and the ability waits on the stack', () => {
    const seen = run([
      { do: 'tap', objects: ['bear'] },
      { do: 'tap', objects: ['bear'], untap: true },
      { do: 'checkpoint', name: 'waiting' },
      { do: 'resolve' },
    ]);
    expect(seen.triggers('waiting')).toBe(1);
    expect(seen.zone('waiting', 'dandan')).toBe('battlefield');
    expect(seen.triggers('end')).toBe(1);
    expect(seen.zone('end', 'dandan')).toBe('graveyard');
  });
});
