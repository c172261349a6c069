import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { changeUntilEndOfTurn, targetPermanent } from './helpers.js';

/**
 * "{T}: Target permanent becomes an artifact in addition to its other types until end of turn." Layer 4: the type is
 * added before static abilities that reach artifacts (613.8), so with March of the Machines the permanent becomes an
 * artifact creature; its set is locked as the ability resolves (611.2c), and a target phased out by then is gone
 * (702.26b, 608.2b).
 */
export const liquimetalCoating: CardBehaviour = {
  name: 'Liquimetal Coating',
  activated: [
    {
      key: 'becomes-artifact',
      tap: true,
      targets: [targetPermanent],
      resolve(g, item) {
        changeUntilEndOfTurn(g, item.controller, targetObjects(g, item), { kind: 'addTypes', types: ['Artifact'] });
      },
    },
  ],
};
