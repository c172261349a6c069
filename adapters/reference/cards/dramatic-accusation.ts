import { tapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { hostOfSource, isAttachedTo } from './attachments.js';
import { enchantCreature } from './helpers.js';
import { selfEnters } from './timing.js';

/**
 * "Enchant creature / When this Aura enters, tap enchanted creature. / Enchanted creature doesn't untap during
 * its controller's untap step. / {U}{U}: Shuffle enchanted creature into its owner's library." The trigger and
 * the ability find the enchanted creature as they resolve, through the Aura as it is (or last was) attached: a
 * creature that phased out meanwhile, the Aura with it (702.26g), stays where it is (702.26b). The static
 * ability holds only a creature the Aura is on while both exist; phasing in comes first in the untap step
 * (502.1, then 502.3), so a creature that phases in with the Aura stays tapped. The library's order is not
 * observed, so the shuffle is the move alone.
 */
export const dramaticAccusation: CardBehaviour = {
  name: 'Dramatic Accusation',
  hookedAbilities: ['no-untap'],
  enchant: enchantCreature,
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) tapPermanent(g, creature);
      },
    },
  ],
  holdsTappedInUntapStep: (_g, self, obj) => isAttachedTo(self, obj),
  activated: [
    {
      key: 'shuffle',
      mana: '{U}{U}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) g.moveTo(creature, 'library');
      },
    },
  ],
};
