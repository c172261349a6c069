import type { Game } from './game-interface.js';
import { IllegalAction, Unsupported } from './game.js';
import type { PlayerId } from './types.js';

/**
 * A player discards a card (701.9). `chosen` names a card in their hand; fixture hands may also
 * hold unnamed cards, which are interchangeable, so one of those is discarded when nothing is
 * named. With an empty hand nothing happens (Teferi's Imp ruling 2004-10-04).
 */
export function discard(g: Game, player: PlayerId, chosen: string | undefined): void {
  const p = g.player(player);
  const named = g.cardsOf(player, 'hand');
  if (chosen !== undefined) {
    const card = named.find((o) => o.id === chosen);
    if (!card) throw new IllegalAction(`${chosen} is not a card in ${player}'s hand`);
    g.moveTo(card, 'graveyard');
    return;
  }
  if (p.anonymousHand > 0) {
    p.anonymousHand--;
    p.anonymousGraveyard++;
    return;
  }
  if (named.length > 0) throw new Unsupported(`the fixture must say which card ${player} discards`);
}

/** 701.17: a player mills n cards (unnamed library cards first, then named ones). */
export function mill(g: Game, player: PlayerId, n: number): void {
  const p = g.player(player);
  for (let k = 0; k < n; k++) {
    if (p.libraryCount > 0) {
      p.libraryCount--;
      p.anonymousGraveyard++;
      continue;
    }
    const named = g.cardsOf(player, 'library')[0];
    if (named) g.moveTo(named, 'graveyard');
  }
}

/**
 * 701.22a: a player scries n. The unnamed cards of a fixture library are on top and all alike, so where they
 * go can't be observed; only a named card among the top n could show it, and no fixture gives that choice
 * yet (answered unsupported, as `who` says).
 */
export function scry(g: Game, player: PlayerId, n: number, who: string): void {
  if (g.player(player).libraryCount < n && g.cardsOf(player, 'library').length > 0)
    throw new Unsupported(`${who}: scry ${n} with a named card among the top ${n} cards of the library`);
}

/**
 * A player exiles n cards from their hand, chosen by them: those `chosen` names (each must be in their hand),
 * then unnamed cards (interchangeable; exile keeps no count of them, since no fixture observes one), then the
 * named cards left if all of them must go. A choice among named cards the fixture left open is answered
 * unsupported, as `discard` does, rather than made for the player.
 */
export function exileFromHand(g: Game, player: PlayerId, n: number, chosen: readonly string[]): void {
  const named = g.cardsOf(player, 'hand');
  const picked = chosen.slice(0, n).map((id) => {
    const card = named.find((o) => o.id === id);
    if (!card) throw new IllegalAction(`${id} is not a card in ${player}'s hand`);
    return card;
  });
  if (new Set(picked).size !== picked.length) throw new IllegalAction('a card can be chosen to exile only once');
  const p = g.player(player);
  const unnamed = Math.min(p.anonymousHand, n - picked.length);
  const rest = named.filter((o) => !picked.includes(o));
  const left = n - picked.length - unnamed;
  if (left > 0 && rest.length > left)
    throw new Unsupported(`the fixture must say which ${left} more card(s) ${player} exiles (choice "exile")`);
  for (const card of [...picked, ...rest.slice(0, Math.max(left, 0))]) g.moveTo(card, 'exile');
  p.anonymousHand -= unnamed;
}
