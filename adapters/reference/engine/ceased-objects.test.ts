import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue, runReference } from '../index.js';
import { commandersOf } from './commander.js';
import { Game } from './game.js';
import { leaveGame } from './leave-game.js';
import { buildGame } from './setup.js';
import { testGame } from './testing/game.js';

// Objects stop existing during play: a token outside the battlefield ceases to exist (704.5d, 111.7), and a
// player who leaves the game takes the objects they own with them (800.4a). The game forgets both, so a
// handle that still names one (an "until it leaves" link, a commander designation, a choice) must find
// nothing rather than break the lookup.

describe('a lookup by a handle whose object stopped existing', () => {
  it('finds no card and no owner for a token that ceased to exist', () => {
    const g = testGame([{ id: 'tok', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', token: true }]);
    const token = g.permanentById('tok')!;
    g.ceaseToExist(token);
    expect(g.cardIn(['exile', 'graveyard'], 'tok')).toBeUndefined();
    expect(g.cardIn(['exile'], { id: 'tok', incarnation: token.incarnation })).toBeUndefined();
    expect(g.ownerOf('tok')).toBeUndefined();
  });

  it('returns nothing when Banishing Light leaves after the token it exiled ceased to exist (610.3, 704.5d)', () => {
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'light', card: 'Banishing Light', owner: 'A', zone: 'hand' },
        { id: 'tok', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', token: true },
      ],
      manaPool: { A: '{2}{W}' },
    };
    const actions: Action[] = [
      { do: 'cast', player: 'A', object: 'light' },
      { do: 'resolve', triggers: [{ source: 'light', ability: 'etb', targets: ['tok'] }] },
      { do: 'resolve' },
      { do: 'destroy', objects: ['light'] },
    ];
    const answer = runReference({ fixture: 'ceased-token-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const seen = answer.observation.checkpoints['end']!.objects;
    expect(seen.find((o) => o.id === 'light')?.zone).toBe('graveyard');
    expect(seen.filter((o) => o.card === 'Grizzly Bears')).toEqual([]);
  });

  it("finds no commander of a player who left the game, and still finds the others' (800.4a, 903.3)", () => {
    const catalogue = loadCatalogue();
    const card = (name: string) => catalogue.get(name)!;
    const g = new Game('2026-08-07', seamsFor(undefined), new Map(CARD_BEHAVIOURS.map((b) => [b.name, b])), card);
    const commander = (id: string, owner: string) =>
      ({ id, card: 'Emmara, Soul of the Accord', owner, zone: 'battlefield', commander: true }) as const;
    buildGame(
      g,
      {
        format: 'commander',
        players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
        turn: { number: 3, active: 'A', step: 'main1' },
        objects: [commander('emmara-a', 'A'), commander('emmara-c', 'C')],
      },
      card,
    );
    leaveGame(g, 'C');
    expect(commandersOf(g, 'C', 'commander-identity')).toEqual([]);
    expect(commandersOf(g, 'A', 'commander-identity').map((o) => o.id)).toEqual(['emmara-a']);
  });
});
