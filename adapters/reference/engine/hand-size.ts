// 402.2, 514.1: a player's maximum hand size (normally seven), and the cleanup step's discard down to it.
import type { Game } from './game-interface.js';
import { discard } from './hand.js';
import type { PlayerId } from './types.js';

/** The normal maximum hand size (402.2). */
export const NORMAL_MAXIMUM_HAND_SIZE = 7;

/**
 * The player's maximum hand size, or undefined for none: a static ability of a permanent that exists can
 * remove it (Spellbook, 613.11); a phased-out one is treated as though it doesn't exist (702.26b).
 */
export function maximumHandSize(g: Game, player: PlayerId): number | undefined {
  const removed = g.field
    .existingFor('statics')
    .some((src) => g.behaviour(src)?.removesMaximumHandSize?.(g, src, player) === true);
  return removed ? undefined : NORMAL_MAXIMUM_HAND_SIZE;
}

/** How many cards are in the player's hand: the named ones and the unnamed ones drawn during the fixture. */
export function handSize(g: Game, player: PlayerId): number {
  return g.cardsOf(player, 'hand').length + g.player(player).anonymousHand;
}

/**
 * 514.1: the active player discards down to their maximum hand size. The cards are theirs to choose: first
 * those the advance's `discards` names for them, in order; then unnamed cards (interchangeable); then named
 * ones in the order they are in the hand.
 */
export function discardToMaximumHandSize(g: Game): void {
  const player = g.active;
  const maximum = maximumHandSize(g, player);
  if (maximum === undefined) return;
  const chosen = g.cleanupDiscards[player] ?? [];
  for (let excess = handSize(g, player) - maximum; excess > 0; excess--) {
    const named = chosen.shift();
    if (named !== undefined || g.player(player).anonymousHand > 0) discard(g, player, named);
    else discard(g, player, g.cardsOf(player, 'hand')[0]!.id);
  }
}
