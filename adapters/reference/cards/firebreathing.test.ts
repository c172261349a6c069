import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// "Enchant creature / {R}: Enchanted creature gets +1/+0 until end of turn.": the corpus's Firebreathing
// fixtures all find the creature phased out (702.26b), so only here does the ability pump anything. With one
// {R} in A's pool the ability can be activated once: a second activation can't pay its cost (602.2b, 601.2h).
const objects: Setup['objects'] = [
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
  { id: 'aura', card: 'Firebreathing', owner: 'A', zone: 'battlefield', attachedTo: 'bears' },
];
const actions: Action[] = [
  { do: 'activate', player: 'A', source: 'aura', ability: 'pump' },
  { do: 'resolve' },
  { do: 'activate', player: 'A', source: 'aura', ability: 'pump' },
  { do: 'checkpoint', name: 'pumped' },
  { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
];

describe('Firebreathing', () => {
  it('gives the enchanted creature +1/+0 until end of turn for each {R} paid, and no other creature', () => {
    const game = played(objects, { A: '{R}' }, actions);
    expect(game.statuses).toEqual(['ok', 'ok', 'rejected', 'ok', 'ok']);
    expect([game.pt('pumped', 'bears'), game.pt('pumped', 'giant'), game.pt('end', 'bears')]).toEqual([
      [3, 2],
      [3, 3],
      [2, 2],
    ]);
  });

  // 113.7a, 608.2h: destroyed in response, Firebreathing is read as it last existed, so the Bears still get +1/+0.
  it('pumps the creature it enchanted when it was destroyed in response', () => {
    const game = played(objects, { A: '{R}' }, [
      { do: 'activate', player: 'A', source: 'aura', ability: 'pump' },
      { do: 'destroy', objects: ['aura'] },
      { do: 'resolve' },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok', 'ok']);
    expect([game.object('end', 'aura').zone, game.pt('end', 'bears'), game.pt('end', 'giant')]).toEqual([
      'graveyard',
      [3, 2],
      [3, 3],
    ]);
  });
});
