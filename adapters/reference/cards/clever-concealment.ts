import { Unsupported } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/stack.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Convoke / Any number of target nonland permanents you control phase out." Naming both a creature
 * and an Aura or Equipment attached to it phases the attachment out indirectly only (702.26h).
 * The reference engine pays costs from the mana pool; convoke payments are not implemented.
 */
export const cleverConcealment: CardBehaviour = {
  name: 'Clever Concealment',
  spell: {
    targets: [
      {
        count: 20,
        min: 0,
        kind: 'permanent',
        describe: 'any number of target nonland permanents you control',
        filter: (g, o, controller) => !g.isType(o, 'Land') && g.controller(o) === controller,
      },
    ],
    prepareCast(_g, { obj, choices }) {
      if (choices['convoke'] !== undefined)
        throw new Unsupported('the reference engine does not implement convoke payments');
      return { cost: obj.card.manaCost ?? '' };
    },
    resolve: (g, item) => void phaseOut(g, targetObjects(g, item)),
  },
};
