import type { Game } from './game-interface.js';

/** A player draws n cards (121.1), one at a time; a draw from an empty library marks the player for 704.5b. */
export function draw(g: Game, player: string, n: number): void {
  const p = g.player(player);
  for (let k = 0; k < n; k++) {
    // 614.1a: "The next time you would draw a card this turn, you gain 5 life instead" (Words of Worship).
    const shield = g.effects.find(
      (e) =>
        e.change.kind === 'drawReplacement' && g.seams.cards.shieldReplacesDraw(g, player, e.change.player === player),
    );
    if (shield?.change.kind === 'drawReplacement') {
      g.endEffects((e) => e === shield);
      g.gainLife(p, shield.change.gainLife);
      continue;
    }
    if (p.libraryCount > 0) {
      p.libraryCount--;
      p.anonymousHand++;
      continue;
    }
    const named = g.cardsOf(player, 'library')[0];
    if (named) named.zone = 'hand';
    else p.drewFromEmptyLibrary = true; // 121.4: no card is drawn; the player loses at the next check (704.5b)
  }
}
