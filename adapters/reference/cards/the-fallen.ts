import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYourUpkeep } from './timing.js';

/**
 * "At the beginning of your upkeep, The Fallen deals 1 damage to each opponent it has dealt damage
 * to this game." Which players it damaged is history it keeps while phased out (ruling 2007-09-16).
 * The trigger resolves without its source (113.7a): phased out with it on the stack, The Fallen is still
 * on the battlefield as the same object (702.26d), so its current history is read (608.2h); once it left,
 * its history as it last existed there is, and it still deals the damage ("the source can still perform
 * the action even though it no longer exists").
 */
export const theFallen: CardBehaviour = {
  name: 'The Fallen',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve(g, item) {
        const self = g.objectAsLastKnown(item.sourceRef);
        const damaged = (self?.memory['damagedPlayers'] as string[] | undefined) ?? [];
        // The damage comes from The Fallen as it is now (item.source: on the battlefield, or the card it became).
        for (const p of damaged)
          if (p !== item.controller && g.player(p).inGame) g.dealDamage({ player: p }, 1, item.source);
      },
    },
  ],
};
