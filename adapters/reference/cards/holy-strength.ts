import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedBonus } from './attachments.js';
import { enchantCreature } from './helpers.js';

/** "Enchant creature / Enchanted creature gets +1/+2." */
export const holyStrength: CardBehaviour = {
  name: 'Holy Strength',
  enchant: enchantCreature,
  statics: [attachedBonus('bonus', 1, 2)],
};
