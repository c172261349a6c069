import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// C's Out of Time has phased out every creature "until Out of Time leaves the battlefield", C's Grizzly
// Bears with A's Bonesplitter on them. C leaves: the Bears and Out of Time leave the game at once (800.4a),
// so the Bears leave phased out, and nothing that happens afterwards can phase them (or the Equipment
// phased out with them, 702.26g) back in. Found by `phasing-cts fuzz` as a permute divergence: listing the
// Bears before or after the Equipment changed whether the Bonesplitter came back.
const objects: ObjectSetup[] = [
  { id: 'time', card: 'Out of Time', owner: 'C', zone: 'hand' },
  { id: 'splitter', card: 'Bonesplitter', owner: 'A', zone: 'battlefield', attachedTo: 'bears' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'C', zone: 'battlefield' },
];
const actions: Action[] = [
  { do: 'addMana', player: 'C', mana: '{1}{W}{W}' },
  { do: 'cast', player: 'C', object: 'time' },
  { do: 'resolve' },
  { do: 'resolve' },
  { do: 'leaveGame', player: 'C' },
];

function splitterAfterLeaving(listed: ObjectSetup[]) {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
    turn: { number: 1, active: 'C', step: 'main1' },
    objects: listed,
  };
  const answer = runReference({ fixture: 'leave-game-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.checkpoints['end']?.objects.find((o) => o.id === 'splitter');
}

describe('a player leaving (800.4a)', () => {
  it('takes what they own out of the game all at once, whatever order the setup lists it in', () => {
    const asListed = splitterAfterLeaving(objects);
    expect(asListed).toMatchObject({ zone: 'battlefield', phased: { how: 'indirectly', under: 'A' } });
    expect(splitterAfterLeaving([...objects].reverse())).toEqual(asListed);
  });
});
