import { tapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { IllegalAction } from '../engine/game.js';
import { discard } from '../engine/hand.js';

/**
 * Iron-Shield Elf: "Discard a card: This creature gains indestructible until end of turn. Tap it." The
 * discard is the cost (602.2b), named by the `discard` choice; with no card in hand it can't be paid. The
 * effect acts on its own source as it resolves: an Elf that phased out meanwhile gains nothing and is not
 * tapped (702.26b).
 */
export const ironShieldElf: CardBehaviour = {
  name: 'Iron-Shield Elf',
  activated: [
    {
      key: 'shield',
      payCost(g, self, choices) {
        const player = g.controller(self);
        const chosen = choices['discard'];
        if (typeof chosen !== 'string' && g.player(player).anonymousHand === 0)
          throw new IllegalAction(`the cost needs a card in ${player}'s hand to discard (choice "discard")`);
        discard(g, player, typeof chosen === 'string' ? chosen : undefined);
      },
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (!self) return;
        g.addEffect({
          controller: item.controller,
          affected: g.lockedSet([self]),
          duration: { kind: 'endOfTurn' },
          change: { kind: 'addKeyword', keyword: 'indestructible' },
        });
        tapPermanent(g, self);
      },
    },
  ],
};
