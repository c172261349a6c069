import { untapPermanent } from '../engine/casting.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { gainControlWithHasteUntilEndOfTurn } from './control.js';
import { targetCreature } from './helpers.js';

/** "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn." */
export const actOfTreason: CardBehaviour = {
  name: 'Act of Treason',
  spell: {
    targets: [targetCreature],
    resolve(g, item) {
      const targets = targetObjects(g, item);
      gainControlWithHasteUntilEndOfTurn(g, item.controller, targets);
      for (const o of targets) untapPermanent(g, o);
    },
  },
};
