import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { Game, IllegalAction, Unsupported } from './game.js';
import { discard, exileFromHand, mill, scry } from './hand.js';
import { buildGame } from './setup.js';

// Discarding (701.9) and milling (701.17) below the level of fixtures: which card goes when the hand or
// library mixes named cards with the unnamed ones a fixture leaves uncounted.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));

function game(library: number, objects: Setup['objects']): Game {
  const catalogue = loadCatalogue();
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
  buildGame(
    g,
    { players: [{ id: 'A', library }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'main1' }, objects },
    (name) => catalogue.get(name)!,
  );
  return g;
}
const bear = (id: string, zone: 'hand' | 'library') => ({ id, card: 'Grizzly Bears', owner: 'A', zone }) as const;
const zoneOf = (g: Game, id: string) => g.cardsOf('A', 'graveyard').find((o) => o.id === id)?.zone;

describe('discarding (701.9)', () => {
  it('discards the named card', () => {
    const g = game(0, [bear('b1', 'hand'), bear('b2', 'hand')]);
    discard(g, 'A', 'b2');
    expect([zoneOf(g, 'b2'), g.cardsOf('A', 'hand').map((o) => o.id)]).toEqual(['graveyard', ['b1']]);
  });

  it('refuses a card that is not in the hand, naming it', () => {
    const g = game(0, [bear('b1', 'hand')]);
    expect(() => discard(g, 'A', 'b9')).toThrow(new IllegalAction("b9 is not a card in A's hand"));
  });

  it('discards an unnamed card when none is named and the hand holds one', () => {
    const g = game(0, [bear('b1', 'hand')]);
    g.player('A').anonymousHand = 2;
    discard(g, 'A', undefined);
    const a = g.player('A');
    expect([a.anonymousHand, a.anonymousGraveyard, g.cardsOf('A', 'hand').length]).toEqual([1, 1, 1]);
  });

  it('asks the fixture to choose when only named cards are left', () => {
    const g = game(0, [bear('b1', 'hand')]);
    expect(() => discard(g, 'A', undefined)).toThrow(new Unsupported('the fixture must say which card A discards'));
  });

  it('does nothing with an empty hand (Teferi’s Imp ruling 2004-10-04)', () => {
    const g = game(0, []);
    discard(g, 'A', undefined);
    expect(g.player('A').anonymousGraveyard).toBe(0);
  });
});

describe("exiling cards from hand (Isildur's Fateful Strike)", () => {
  const handIds = (g: Game) => g.cardsOf('A', 'hand').map((o) => o.id);
  // The ids of the exiled cards, sorted: cardsOf lists them in the game's order, not the order they were exiled.
  const exiled = (g: Game) =>
    g
      .cardsOf('A', 'exile')
      .map((o) => o.id)
      .sort();

  it('exiles the named cards, then unnamed ones', () => {
    const g = game(0, [bear('b1', 'hand'), bear('b2', 'hand'), bear('b3', 'hand')]);
    g.player('A').anonymousHand = 2;
    exileFromHand(g, 'A', 3, ['b3', 'b1']);
    expect([exiled(g), g.player('A').anonymousHand, handIds(g)]).toEqual([['b1', 'b3'], 1, ['b2']]);
  });

  it('answers unsupported, exiling nothing, when the fixture leaves a choice among named cards open', () => {
    const g = game(0, [bear('b1', 'hand'), bear('b2', 'hand'), bear('b3', 'hand')]);
    g.player('A').anonymousHand = 1;
    expect(() => exileFromHand(g, 'A', 3, ['b3'])).toThrow(
      new Unsupported('the fixture must say which 1 more card(s) A exiles (choice "exile")'),
    );
    expect([exiled(g), g.player('A').anonymousHand]).toEqual([[], 1]);
  });

  it('exiles the named cards left when every one of them must go, with no choice to make', () => {
    const g = game(0, [bear('b1', 'hand'), bear('b2', 'hand')]);
    exileFromHand(g, 'A', 2, ['b1']);
    expect([exiled(g), handIds(g)]).toEqual([['b1', 'b2'], []]);
  });

  it('exiles no more than it is told to, even when more cards are named', () => {
    const g = game(0, [bear('b1', 'hand'), bear('b2', 'hand')]);
    exileFromHand(g, 'A', 1, ['b2', 'b1']);
    expect([exiled(g), handIds(g)]).toEqual([['b2'], ['b1']]);
  });

  it('exiles the whole hand when it holds fewer cards than the number', () => {
    const g = game(0, [bear('b1', 'hand')]);
    exileFromHand(g, 'A', 3, []);
    expect([exiled(g), handIds(g)]).toEqual([['b1'], []]);
  });

  it('refuses a card that is not in the hand, and one named twice', () => {
    const g = game(0, [bear('b1', 'hand'), bear('b2', 'hand')]);
    expect(() => exileFromHand(g, 'A', 1, ['b9'])).toThrow(new IllegalAction("b9 is not a card in A's hand"));
    expect(() => exileFromHand(g, 'A', 2, ['b1', 'b1'])).toThrow(
      new IllegalAction('a card can be chosen to exile only once'),
    );
    expect(exiled(g)).toEqual([]);
  });
});

describe('milling (701.17)', () => {
  it('mills the unnamed library cards first, then the named ones in order', () => {
    const g = game(1, [bear('l1', 'library'), bear('l2', 'library')]);
    mill(g, 'A', 2);
    const a = g.player('A');
    expect([a.libraryCount, a.anonymousGraveyard, zoneOf(g, 'l1'), zoneOf(g, 'l2')]).toEqual([
      0,
      1,
      'graveyard',
      undefined,
    ]);
  });

  it('mills what there is from a short library', () => {
    const g = game(1, []);
    mill(g, 'A', 3);
    expect([g.player('A').libraryCount, g.player('A').anonymousGraveyard]).toEqual([0, 1]);
  });
});

// 701.22a: the unnamed cards of a fixture library sit on top and are all alike, so a scry over them alone
// can't be observed either way; only a named card among the top n would need a choice no fixture gives.
describe('scrying (701.22a)', () => {
  const scries = (library: number, named: number, n: number) => {
    const g = game(library, named > 0 ? [bear('l1', 'library')] : []);
    try {
      scry(g, 'A', n, 'Test');
      return 'done';
    } catch (e) {
      return e instanceof Unsupported ? e.message : String(e);
    }
  };

  it('scries over unnamed cards alone, however many are left', () => {
    expect([scries(5, 1, 2), scries(2, 1, 2), scries(1, 0, 2), scries(0, 0, 2)]).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });

  it('answers unsupported when a named card is among the top n', () => {
    expect([scries(1, 1, 2), scries(0, 1, 1)]).toEqual([
      'Test: scry 2 with a named card among the top 2 cards of the library',
      'Test: scry 1 with a named card among the top 1 cards of the library',
    ]);
  });
});
