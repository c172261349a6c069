import { addMana } from '../engine/mana.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Teferi's Isle enters the battlefield tapped. {T}: Add {U}{U}." (Its phasing is the keyword.) The
 * enters-tapped replacement applies only to entering, never to phasing in (702.26d).
 */
export const teferisIsle: CardBehaviour = {
  name: "Teferi's Isle",
  hookedAbilities: ['enters-tapped'],
  makesEnterTapped: (_g, self, entering) => entering === self,
  activated: [
    { key: 'mana', tap: true, manaAbility: true, resolve: (g, item) => addMana(g.player(item.controller), '{U}{U}') },
  ],
};
