import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Renegade Silent: "At the beginning of your end step, goad up to one target creature you don't control and
// put a +1/+1 counter on Renegade Silent. Renegade Silent phases out."
const objects: Setup['objects'] = [
  { id: 'silent', card: 'Renegade Silent', owner: 'A', zone: 'battlefield' },
  { id: 'mine', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  { id: 'island', card: 'Island', owner: 'B', zone: 'battlefield' },
  { id: 'theirs', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
];
const toEndStep = (targets: string[]): Action => ({
  do: 'advance',
  to: { step: 'end' },
  triggers: [{ source: 'silent', ability: 'end-step', targets }],
});

describe('Renegade Silent', () => {
  // 601.2c via 603.3d: the target must be a creature, and one its controller doesn't control.
  it("targets only a creature its controller doesn't control", () => {
    const statuses = [['mine'], ['island'], ['theirs']].map((t) => played(objects, {}, [toEndStep(t)]).statuses[0]);
    expect(statuses).toEqual(['rejected', 'rejected', 'ok']);
  });

  // 115.1: "target creature" names a permanent, so a player is no legal target.
  it('refuses a player as its target', () => {
    expect(played(objects, {}, [toEndStep(['B'])]).statuses).toEqual(['rejected']);
  });

  // 608.2b and 702.26b: with the Silent gone as the trigger resolves, the counter and the phasing have no
  // object; the trigger still resolves.
  it('puts no counter on and phases out nothing when the Silent has left', () => {
    const game = played(objects, {}, [
      toEndStep(['theirs']),
      { do: 'destroy', objects: ['silent'] },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'resolved' },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect([game.object('resolved', 'silent').zone, game.object('resolved', 'theirs').phased]).toEqual([
      'graveyard',
      'in',
    ]);
  });
});
