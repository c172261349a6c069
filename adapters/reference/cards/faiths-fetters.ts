import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetPermanent } from './helpers.js';
import { selfEnters } from './timing.js';

function enchants(self: GameObject, obj: GameObject): boolean {
  const t = self.attachedTo;
  return !!t && 'object' in t && t.object === obj.id && t.incarnation === obj.incarnation;
}

/**
 * "Enchant permanent. When Faith's Fetters enters, you gain 4 life. Enchanted permanent's activated
 * abilities can't be activated unless they're mana abilities. If enchanted permanent is a creature,
 * it can't attack or block."
 */
export const faithsFetters: CardBehaviour = {
  name: "Faith's Fetters",
  hookedAbilities: ['restrictions'],
  enchant: targetPermanent,
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve: (g: Game, item) => g.gainLife(g.player(item.controller), 4),
    },
  ],
  forbidsActivation: (_g, self, source, key) => enchants(self, source) && key !== 'mana',
  forbidsCombat: (g, self, creature) => enchants(self, creature) && g.isType(creature, 'Creature'),
};
