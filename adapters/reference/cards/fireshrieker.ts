import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedKeyword, equip } from './attachments.js';

/** "Equipped creature has double strike. / Equip {2}" */
export const fireshrieker: CardBehaviour = {
  name: 'Fireshrieker',
  statics: [attachedKeyword('grant-double-strike', 'double-strike')],
  activated: [equip('{2}')],
};
