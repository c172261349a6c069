import { tapPermanent, untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { StackItem } from '../engine/types.js';
import { enchantCreature } from './helpers.js';

/** The creature the Aura is (or last was) attached to, if it still exists: one that phased out is not found (702.26b). */
function enchanted(g: Game, item: StackItem) {
  const host = item.source.attachedTo;
  if (!host || !('object' in host)) return undefined;
  return g.permanent({ id: host.object, incarnation: host.incarnation }, 'remembered');
}

/**
 * "Enchant creature / {U}: Tap enchanted creature. / {U}: Untap enchanted creature." Each ability finds the
 * enchanted creature as it resolves, through the Aura as it is (or last was) attached: a creature that
 * phased out meanwhile, the Aura with it (702.26g), is neither tapped nor untapped.
 */
export const freedFromTheReal: CardBehaviour = {
  name: 'Freed from the Real',
  enchant: enchantCreature,
  activated: [
    {
      key: 'tap',
      mana: '{U}',
      resolve(g, item) {
        const creature = enchanted(g, item);
        if (creature) tapPermanent(g, creature);
      },
    },
    {
      key: 'untap',
      mana: '{U}',
      resolve(g, item) {
        const creature = enchanted(g, item);
        if (creature) untapPermanent(g, creature);
      },
    },
  ],
};
