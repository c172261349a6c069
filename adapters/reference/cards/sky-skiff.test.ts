import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Sky Skiff: "Crew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes
// an artifact creature until end of turn.)" Crewing with no creature pays no power, so it can't be activated
// (702.122a); crewed with Grizzly Bears it is a 2/3 creature, and at the next turn it is no creature again
// (514.2: "until end of turn" effects end in the cleanup step).
const objects: Setup['objects'] = [
  { id: 'skiff', card: 'Sky Skiff', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
];
const actions: Action[] = [
  { do: 'activate', player: 'A', source: 'skiff', ability: 'crew', choices: { crew: [] } },
  { do: 'checkpoint', name: 'uncrewed' },
  { do: 'activate', player: 'A', source: 'skiff', ability: 'crew', choices: { crew: ['bears'] } },
  { do: 'resolve' },
  { do: 'checkpoint', name: 'crewed' },
  { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
];

describe('Sky Skiff', () => {
  it('needs power 1 to crew, then is a 2/3 creature until end of turn', () => {
    const game = played(objects, {}, actions);
    expect(game.statuses).toEqual(['rejected', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect([game.pt('uncrewed', 'skiff'), game.pt('crewed', 'skiff'), game.pt('end', 'skiff')]).toEqual([
      [undefined, undefined],
      [2, 3],
      [undefined, undefined],
    ]);
  });

  // 702.26b: a phased-out Skiff doesn't exist, so the crew ability resolving then changes nothing, and the Skiff
  // phases in at A's next untap step as the Vehicle it is.
  it('does nothing when the Skiff is phased out as the crew ability resolves', () => {
    const game = played(objects, {}, [
      { do: 'activate', player: 'A', source: 'skiff', ability: 'crew', choices: { crew: ['bears'] } },
      { do: 'phaseOut', objects: ['skiff'] },
      { do: 'resolve' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(game.pt('end', 'skiff')).toEqual([undefined, undefined]);
  });
});
