import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedBonus, equip, hostOfSourceUnlessPhasedOut } from './attachments.js';

/**
 * "Equipped creature gets +0/+3. / Astral Projection — {1}{W}: Equipped creature phases out. /
 * Equip {1}". Astral Projection phases the creature out directly and the Robe with it indirectly
 * (702.26g); an engine that phased the Robe itself out had bug B-22.
 */
export const robeOfStars: CardBehaviour = {
  name: 'Robe of Stars',
  statics: [attachedBonus('toughness-bonus', 0, 3)],
  activated: [
    {
      key: 'astral-projection',
      mana: '{1}{W}',
      resolve(g, item) {
        const creature = hostOfSourceUnlessPhasedOut(g, item);
        if (creature) phaseOut(g, [creature]);
      },
    },
    equip('{1}'),
  ],
};
