import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup, Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue, runReference } from '../index.js';
import type { CardBehaviour } from './card-behaviour.js';
import { Game } from './game.js';
import { leaveGame } from './leave-game.js';
import { buildGame } from './setup.js';

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

describe('a phased-out permanent the leaving player controls (800.4a, 702.26b)', () => {
  // A put B's Grizzly Bears onto the battlefield under A's control (as Coffin Queen does), and it has phased
  // out. C's Grizzly Bears is a probe that triggers whenever anything leaves the battlefield.
  function exiledAsALeaves(phased: boolean) {
    const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
    const onLeaving: CardBehaviour = {
      name: 'Grizzly Bears',
      triggers: [{ key: 'probe', event: 'leaves', matches: () => true, resolve: () => undefined }],
    };
    behaviours.set(onLeaving.name, onLeaving);
    const catalogue = loadCatalogue();
    const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
    const bears = (id: string, owner: string, status?: ObjectSetup['phased']): ObjectSetup => ({
      id,
      card: 'Grizzly Bears',
      owner,
      zone: 'battlefield',
      ...(status ? { phased: status } : {}),
    });
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      turn: { number: 3, active: 'B', step: 'main1' },
      objects: [bears('probe', 'C'), bears('taken', 'B', phased ? { how: 'directly', under: 'A' } : undefined)],
    };
    buildGame(g, setup, (name) => catalogue.get(name)!);
    const taken = g.objects.get('taken')!;
    taken.baseController = 'A'; // put onto the battlefield under A's control (setup has no way to say so)
    leaveGame(g, 'A');
    return { zone: taken.zone, triggered: g.pending.map((p) => p.key) };
  }

  it('is exiled without its leaving triggering anything: it is treated as though it does not exist', () => {
    // 800.4a: "if there are any objects still controlled by that player, those objects are exiled";
    // 702.26b: a phased-out permanent "is treated as though it does not exist. It can't affect or be
    // affected by anything else in the game."
    expect(exiledAsALeaves(true)).toEqual({ zone: 'exile', triggered: [] });
    expect(exiledAsALeaves(false)).toEqual({ zone: 'exile', triggered: ['probe'] });
  });
});
