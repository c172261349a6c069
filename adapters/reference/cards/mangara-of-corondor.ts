import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetPermanent } from './helpers.js';

/**
 * Mangara of Corondor: "{T}: Exile Mangara of Corondor and target permanent." The two are exiled at once
 * (one instruction). Its only target illegal as it resolves, the ability doesn't resolve and Mangara
 * stays (608.2b); a Mangara that phased out with the ability on the stack is not found, and only the
 * target is exiled (702.26b).
 */
export const mangaraOfCorondor: CardBehaviour = {
  name: 'Mangara of Corondor',
  activated: [
    {
      key: 'exile',
      tap: true,
      targets: [targetPermanent],
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        g.moveAllTo([...(self ? [self] : []), ...targetObjects(g, item)], 'exile');
      },
    },
  ],
};
