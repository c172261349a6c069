import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

type SetupObject = Setup['objects'][number];

const bears = (n: number): SetupObject[] =>
  Array.from({ length: n }, (_, k) => ({ id: `bear-${k + 1}`, card: 'Grizzly Bears', owner: 'A', zone: 'hand' }));

/** A's hand size and graveyard size after A's cleanup step, from A's end step with `objects`. */
function afterCleanup(objects: SetupObject[], discards?: Record<string, [string, ...string[]]>) {
  const setup: Setup = { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'end' }, objects };
  const to = { step: 'upkeep' as const, turnOf: 'B' };
  const advance: Action = discards ? { do: 'advance', to, discards } : { do: 'advance', to };
  const answer = runReference({ fixture: 'hand-size-test', edition: '2026-08-07', setup, actions: [advance] });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const end = answer.observation.checkpoints['end']!;
  const a = end.players.find((p) => p.id === 'A')!;
  const zoneOf = (id: string) => end.objects.find((o) => o.id === id)?.zone;
  return { status: answer.observation.actions[0]!.status, hand: a.handSize, graveyard: a.graveyardSize, zoneOf };
}

describe('514.1: the cleanup discard to the maximum hand size', () => {
  it('discards down to seven, the chosen cards first, the rest of the engine’s choosing', () => {
    const chosen = afterCleanup(bears(9), { A: ['bear-5'] });
    expect([chosen.hand, chosen.graveyard, chosen.zoneOf('bear-5')]).toEqual([7, 2, 'graveyard']);
    const unchosen = afterCleanup(bears(8));
    expect([unchosen.hand, unchosen.graveyard]).toEqual([7, 1]);
  });

  it('discards nothing from seven cards, and never a card chosen beyond the need', () => {
    const seven = afterCleanup(bears(7), { A: ['bear-1'] });
    expect([seven.hand, seven.graveyard, seven.zoneOf('bear-1')]).toEqual([7, 0, 'hand']);
  });

  it('rejects the advance when the chosen card is not in the hand', () => {
    expect(afterCleanup(bears(8), { A: ['nothing'] }).status).toBe('rejected');
  });

  it("lifts only its controller's maximum: an opponent's Spellbook leaves A discarding", () => {
    const book = (owner: 'A' | 'B'): SetupObject => ({ id: 'book', card: 'Spellbook', owner, zone: 'battlefield' });
    expect(afterCleanup([...bears(8), book('A')]).hand).toBe(8);
    expect(afterCleanup([...bears(8), book('B')]).hand).toBe(7);
  });
});

describe('514.1 with cards drawn during the fixture (unnamed, interchangeable)', () => {
  it('counts them in the hand size and discards one of them before a named card', () => {
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'upkeep' },
      objects: bears(7),
    };
    const actions: Action[] = [{ do: 'advance', to: { step: 'upkeep', turnOf: 'B' } }];
    const answer = runReference({ fixture: 'hand-size-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const end = answer.observation.checkpoints['end']!;
    const a = end.players.find((p) => p.id === 'A')!;
    const inHand = end.objects.filter((o) => o.zone === 'hand').length;
    expect([a.handSize, a.graveyardSize, inHand]).toEqual([7, 1, 7]);
  });
});

describe('a phased-out Spellbook (702.26b)', () => {
  it('lifts no maximum, except under the fault that lets phased-out statics apply', () => {
    const book: SetupObject = {
      id: 'book',
      card: 'Spellbook',
      owner: 'A',
      zone: 'battlefield',
      phased: { how: 'directly', under: 'A' },
    };
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'end' },
      objects: [...bears(8), book],
    };
    const handAfter = (fault?: 'phased-out-statics-apply') => {
      const actions: Action[] = [{ do: 'advance', to: { step: 'upkeep', turnOf: 'B' } }];
      const answer = runReference({ fixture: 'hand-size-test', edition: '2026-08-07', setup, actions }, { fault });
      if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
      return answer.observation.checkpoints['end']!.players.find((p) => p.id === 'A')!.handSize;
    };
    expect(handAfter()).toBe(7);
    expect(handAfter('phased-out-statics-apply')).toBe(8);
  });
});
