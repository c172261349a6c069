import type { CardBehaviour } from '../engine/card-behaviour.js';
import { Unsupported } from '../engine/game.js';
import { atYourUpkeep } from './timing.js';

/**
 * "At the beginning of your upkeep, The Fallen deals 1 damage to each opponent it has dealt damage
 * to this game." Which players it damaged is history it keeps while phased out (ruling 2007-09-16).
 * The trigger resolves without its source (113.7a): phased out with it on the stack, The Fallen is still
 * on the battlefield as the same object (702.26d), so its current history is read (608.2h) and it deals
 * the damage; once it left, its last known history would be, which the engine does not keep.
 */
export const theFallen: CardBehaviour = {
  name: 'The Fallen',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve(g, item) {
        const self = g.onBattlefield(item.sourceRef, 'object-information');
        if (!self)
          throw new Unsupported(
            'The Fallen left the battlefield before its upkeep ability resolved: last known damage history is not modelled',
          );
        const damaged = (self.memory['damagedPlayers'] as string[] | undefined) ?? [];
        for (const p of damaged) if (p !== item.controller && g.player(p).inGame) g.dealDamage({ player: p }, 1, self);
      },
    },
  ],
};
