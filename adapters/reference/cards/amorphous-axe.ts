import { CREATURE_TYPES } from '../engine/vocabulary.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { equip, isAttachedTo } from './attachments.js';

const EVERY_CREATURE_TYPE = [...CREATURE_TYPES];

/**
 * Amorphous Axe: "Equipped creature gets +3/+0 and is every creature type. Equip {3}" One static ability: the
 * types in layer 4 (so a "whenever another Spirit" trigger sees them, 613.1d), the bonus in layer 7c.
 */
export const amorphousAxe: CardBehaviour = {
  name: 'Amorphous Axe',
  statics: [
    {
      key: 'bonus-and-types',
      modify: (_g, self, obj) => (isAttachedTo(self, obj) ? { power: 3, toughness: 0 } : undefined),
      addSubtypes: (_g, self, obj, core) =>
        isAttachedTo(self, obj) && core.types.has('Creature') ? EVERY_CREATURE_TYPE : undefined,
    },
  ],
  activated: [equip('{3}')],
};
