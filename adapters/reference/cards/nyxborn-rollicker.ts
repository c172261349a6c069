import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedBonus } from './attachments.js';

/**
 * "Bestow {1}{R} / Enchanted creature gets +1/+1." Cast bestowed it is an Aura; a bestowed Aura
 * that phases in unattached stops being bestowed and is a creature again (702.103g).
 */
export const nyxbornRollicker: CardBehaviour = {
  name: 'Nyxborn Rollicker',
  hookedAbilities: ['bestow'],
  bestow: '{1}{R}',
  statics: [attachedBonus('bonus', 1, 1)],
};
