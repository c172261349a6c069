import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedBonus, equip } from './attachments.js';

/** "Equipped creature gets +2/+0. Equip {1}" */
export const bonesplitter: CardBehaviour = {
  name: 'Bonesplitter',
  statics: [attachedBonus('bonus', 2, 0)],
  activated: [equip('{1}')],
};
