import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// "{B}: Frozen Shade gets +1/+1 until end of turn.": the corpus's Frozen Shade fixtures all find the Shade
// phased out (702.26b), so only here does the ability pump it. With one {B} in A's pool the ability can be
// activated once: a second activation can't pay its cost (602.2b, 601.2h).
const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'shade', card: 'Frozen Shade', owner: 'A', zone: 'battlefield' },
    { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  ],
  manaPool: { A: '{B}' },
};
const actions: Action[] = [
  { do: 'activate', player: 'A', source: 'shade', ability: 'pump' },
  { do: 'resolve' },
  { do: 'activate', player: 'A', source: 'shade', ability: 'pump' },
  { do: 'checkpoint', name: 'pumped' },
  { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
];

describe('Frozen Shade', () => {
  it('gets +1/+1 until end of turn for each {B} paid, and no other creature does', () => {
    const answer = runReference({ fixture: 'frozen-shade-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const { actions: fates, checkpoints } = answer.observation;
    const pt = (at: string, id: string) => {
      const o = checkpoints[at]!.objects.find((x) => x.id === id)!;
      return [o.power, o.toughness];
    };
    expect(fates.map((f) => f.status)).toEqual(['ok', 'ok', 'rejected', 'ok', 'ok']);
    expect([pt('pumped', 'shade'), pt('pumped', 'bears'), pt('end', 'shade')]).toEqual([
      [1, 2],
      [2, 2],
      [0, 1],
    ]);
  });
});
