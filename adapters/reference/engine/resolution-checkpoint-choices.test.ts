import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// A resolve action with checkpoints (608.2c) passes the action's choices to the resolution as a resolve
// action without them does. Fortune, Loyal Steed's delayed trigger ("at end of combat, exile it and up to
// one creature that saddled it this turn, then return those cards to the battlefield under their owner's
// control") reports its first instruction and reads its `saddler` choice as it resolves.

const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'fortune', card: 'Fortune, Loyal Steed', owner: 'A', zone: 'battlefield' },
    { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  ],
};

/** Saddled by the bear, Fortune attacks; at end of combat its delayed trigger waits on the stack. */
const toEndOfCombat: Action[] = [
  { do: 'activate', player: 'A', source: 'fortune', ability: 'saddle', choices: { saddle: ['bear'] } },
  { do: 'resolve' },
  { do: 'advance', to: { step: 'declareAttackers' } },
  {
    do: 'declareAttackers',
    attackers: [{ attacker: 'fortune', defending: 'B' }],
    triggers: [{ source: 'fortune', ability: 'trigger-attacks' }],
  },
  { do: 'resolve' },
  { do: 'advance', to: { step: 'endCombat' } },
];

describe('a resolve action with checkpoints and choices (608.2c)', () => {
  it('resolves with its choices: the chosen saddler is exiled with Fortune', () => {
    const answer = runReference({
      fixture: 'resolution-checkpoint-choices-test',
      edition: '2026-08-07',
      setup,
      actions: [
        ...toEndOfCombat,
        { do: 'resolve', choices: { saddler: 'bear' }, checkpoints: [{ name: 'exiled', after: 1 }] },
      ],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.actions.filter((a) => a.status === 'rejected')).toEqual([]);
    const exiled: Snapshot = answer.observation.checkpoints['exiled']!;
    expect(['fortune', 'bear'].map((id) => exiled.objects.find((o) => o.id === id)?.zone)).toEqual(['exile', 'exile']);
  });
});
