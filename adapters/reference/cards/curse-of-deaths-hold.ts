import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Enchant player / Creatures enchanted player controls get -1/-1." */
export const curseOfDeathsHold: CardBehaviour = {
  name: "Curse of Death's Hold",
  enchant: { count: 1, kind: 'player', describe: 'a player (enchant player)' },
  statics: [
    {
      key: 'shrink',
      modify(_g, self, _obj, core) {
        const t = self.attachedTo;
        return t && 'player' in t && core.types.has('Creature') && core.controller === t.player
          ? { power: -1, toughness: -1 }
          : undefined;
      },
    },
  ],
};
