import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * Wayward Soul: "Flying" and "{U}: Put Wayward Soul on top of its owner's library." The ability acts on
 * its own source as it resolves: a Soul that phased out meanwhile stays where it is (702.26b). Flying is a
 * keyword the combat rules know.
 */
export const waywardSoul: CardBehaviour = {
  name: 'Wayward Soul',
  activated: [
    {
      key: 'library',
      mana: '{U}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) g.moveTo(self, 'library');
      },
    },
  ],
};
