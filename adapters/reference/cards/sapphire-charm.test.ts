import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Sapphire Charm ({U} instant): "Choose one — • Target player draws a card at the beginning of the next turn's
// upkeep. • Target creature gains flying until end of turn. • Target creature an opponent controls phases out."
const objects: Setup['objects'] = [
  { id: 'c1', card: 'Sapphire Charm', owner: 'A', zone: 'hand' },
  { id: 'c2', card: 'Sapphire Charm', owner: 'A', zone: 'hand' },
  { id: 'c3', card: 'Sapphire Charm', owner: 'A', zone: 'hand' },
  { id: 'mine', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  { id: 'theirs', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  { id: 'lib1', card: 'Island', owner: 'B', zone: 'library' },
  { id: 'lib2', card: 'Island', owner: 'B', zone: 'library' },
];

describe('Sapphire Charm', () => {
  // 601.2b: a mode must be chosen among the spell's modes; 601.2c: each mode's own target; 601.2h: {U} is paid.
  it("takes only its own modes, each mode's targets, and costs {U}", () => {
    const game = played(objects, {}, [
      { do: 'cast', player: 'A', object: 'c1', targets: ['theirs'], choices: { mode: 3 } },
      { do: 'addMana', player: 'A', mana: '{U}{U}{U}' },
      { do: 'cast', player: 'A', object: 'c1', targets: ['theirs'], choices: { mode: 4 } },
      { do: 'cast', player: 'A', object: 'c1', targets: ['mine'], choices: { mode: 3 } },
      { do: 'cast', player: 'A', object: 'c1', targets: ['B'], choices: { mode: 3 } },
      { do: 'cast', player: 'A', object: 'c1', targets: ['theirs'], choices: { mode: 1 } },
      { do: 'cast', player: 'A', object: 'c1', targets: ['B'], choices: { mode: 2 } },
      { do: 'cast', player: 'A', object: 'c1', targets: ['mine'], choices: { mode: 2 } },
      { do: 'resolve' },
      { do: 'cast', player: 'A', object: 'c2', targets: ['theirs'], choices: { mode: 3 } },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'cast' },
    ]);
    expect(game.statuses).toEqual([
      'rejected',
      'ok',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect([game.object('cast', 'theirs').phased, game.object('cast', 'mine').phased]).toEqual([
      { how: 'directly', under: 'B' },
      'in',
    ]);
  });

  // 603.7: mode 1 sets up a delayed trigger for the next turn's upkeep only (B's, turn 4), not for any step
  // of this turn; then the target player draws.
  it("makes the target player draw at the next turn's upkeep, not before", () => {
    const game = played(objects, { A: '{U}' }, [
      { do: 'cast', player: 'A', object: 'c1', targets: ['B'], choices: { mode: 1 } },
      { do: 'resolve' },
      { do: 'advance', to: { step: 'end', turnOf: 'A' } },
      { do: 'checkpoint', name: 'this-turn' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'upkeep' },
    ]);
    expect(game.statuses.every((s) => s === 'ok')).toBe(true);
    expect([game.handSize('this-turn', 'B'), game.handSize('upkeep', 'B'), game.handSize('upkeep', 'A')]).toEqual([
      0, 1, 2,
    ]);
  });

  // 608.2b, 800.4a: a player who left the game is no longer a legal target, so mode 1 does nothing.
  it('does nothing when its target player has left the game', () => {
    const game = played(objects, { A: '{U}' }, [
      { do: 'cast', player: 'A', object: 'c1', targets: ['B'], choices: { mode: 1 } },
      { do: 'leaveGame', player: 'B' },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'resolved' },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(game.object('resolved', 'c1').zone).toBe('graveyard');
  });

  // 702.9b: a creature with flying can't be blocked except by creatures with flying or reach. Without the
  // Charm, B's Grizzly Bears can block A's.
  it('gives the target creature flying until end of turn', () => {
    const charm: Action[] = [
      { do: 'cast', player: 'A', object: 'c1', targets: ['mine'], choices: { mode: 2 } },
      { do: 'resolve' },
    ];
    const blockStatus = (before: Action[]) =>
      played(objects, { A: '{U}' }, [
        ...before,
        { do: 'advance', to: { step: 'declareAttackers' } },
        { do: 'declareAttackers', attackers: [{ attacker: 'mine', defending: 'B' }] },
        { do: 'advance', to: { step: 'declareBlockers' } },
        { do: 'declareBlockers', blockers: [{ blocker: 'theirs', attacker: 'mine' }] },
      ]).statuses.at(-1);
    expect([blockStatus([]), blockStatus(charm)]).toEqual(['ok', 'rejected']);
  });
});
