import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYourUpkeep } from './timing.js';

/**
 * "At the beginning of your upkeep, The Fallen deals 1 damage to each opponent it has dealt damage
 * to this game." Which players it damaged is history it keeps while phased out (ruling 2007-09-16).
 */
export const theFallen: CardBehaviour = {
  name: 'The Fallen',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (!self) return;
        const damaged = (self.memory['damagedPlayers'] as string[] | undefined) ?? [];
        for (const p of damaged) if (p !== item.controller && g.player(p).inGame) g.dealDamage({ player: p }, 1, self);
      },
    },
  ],
};
