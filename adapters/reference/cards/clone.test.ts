import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { IllegalAction } from '../engine/game.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { runReference } from '../index.js';
import { clone } from './clone.js';

// Clone copies A's Grizzly Bears, then B's Shock kills it. On the battlefield it is a Grizzly Bears (707.2); in
// the graveyard it is the card it is, Clone again, since the copy effect ends as it leaves.
const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
    { id: 'clone', card: 'Clone', owner: 'A', zone: 'hand' },
    { id: 'shock', card: 'Shock', owner: 'B', zone: 'hand' },
  ],
  manaPool: { A: '{3}{U}', B: '{R}' },
};
const actions: Action[] = [
  { do: 'cast', player: 'A', object: 'clone' },
  { do: 'resolve', choices: { copy: 'bears' } },
  { do: 'checkpoint', name: 'copied' },
  { do: 'cast', player: 'B', object: 'shock', targets: ['clone'] },
  { do: 'resolve' },
];

describe('Clone (707.2)', () => {
  it('is the creature it copies on the battlefield, and Clone again once it leaves', () => {
    const answer = runReference({ fixture: 'clone-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const { checkpoints } = answer.observation;
    expect(checkpoints['copied']!.objects.find((o) => o.id === 'clone')).toMatchObject({
      card: 'Grizzly Bears',
      zone: 'battlefield',
    });
    expect(checkpoints['end']!.objects.find((o) => o.id === 'clone')).toMatchObject({
      card: 'Clone',
      zone: 'graveyard',
    });
  });
});

// "You may have Clone enter as a copy of any creature on the battlefield": without the `copy` choice it enters as
// itself; a choice naming something that is not a creature on the battlefield is rejected, saying so.
describe('Clone as it enters', () => {
  const g = testGame([
    at('clone', 'Clone', 'hand'),
    at('dog', 'Blink Dog', 'battlefield', 'B'),
    at('forest', 'Forest', 'battlefield'),
  ]);
  const self = () => g.objects.get('clone')!;

  it('enters as itself when no creature is chosen', () => {
    expect(() => clone.asEnters!(g, self(), {})).not.toThrow();
    expect(self().card.name).toBe('Clone');
  });

  it('refuses a choice that is not a creature, naming it', () => {
    expect(() =>
      clone.checkResolutionChoices!(
        g,
        self(),
        { copy: 'forest' },
        resolvingItem(g, 'clone', { choices: { copy: 'forest' } }),
      ),
    ).toThrow(new IllegalAction('Clone copies a creature on the battlefield; "forest" is not one'));
  });

  it('copies a creature whose card does nothing as it enters (Blink Dog)', () => {
    clone.asEnters!(g, self(), { copy: 'dog' });
    expect(self().card.name).toBe('Blink Dog');
  });
});

// 113.7a: an ability on the stack keeps the text its source had as it was activated. A Clone that copied
// Prodigal Sorcerer activates the copied ability, then B's Shock destroys the Clone in response: in the graveyard
// it is Clone again, and the ability still deals its 1 damage.
describe('a copied ability whose Clone leaves before it resolves (113.7a)', () => {
  it("resolves with the copied card's text", () => {
    const answer = runReference({
      fixture: 'clone-test',
      edition: '2026-08-07',
      setup: {
        players: [{ id: 'A' }, { id: 'B' }],
        turn: { number: 3, active: 'A', step: 'main1' },
        objects: [
          { id: 'clone', card: 'Clone', owner: 'A', zone: 'battlefield', chosen: { copy: 'sorcerer' } },
          { id: 'sorcerer', card: 'Prodigal Sorcerer', owner: 'B', zone: 'battlefield' },
          { id: 'shock', card: 'Shock', owner: 'B', zone: 'hand' },
        ],
        manaPool: { B: '{R}' },
      },
      actions: [
        { do: 'activate', player: 'A', source: 'clone', ability: 'tap-ping', targets: ['B'] },
        { do: 'cast', player: 'B', object: 'shock', targets: ['clone'] },
        { do: 'resolve' },
        { do: 'resolve' },
      ],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const end = answer.observation.checkpoints['end']!;
    expect(end.objects.find((o) => o.id === 'clone')).toMatchObject({ card: 'Clone', zone: 'graveyard' });
    expect(end.players.find((p) => p.id === 'B')).toMatchObject({ life: 19 });
  });
});
