import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atTheNextEndStep, fliesUntilEndStep, targetCreatureYouControl } from './flies-until-end-step.js';

/**
 * "{T}: Target creature you control gets +1/+0 and gains flying until end of turn. Destroy that creature
 * at the beginning of the next end step." The destruction is a delayed trigger that remembers the
 * target: a creature phased out when it resolves doesn't exist (702.26b) and isn't destroyed.
 */
export const moggCannon: CardBehaviour = {
  name: 'Mogg Cannon',
  activated: [{ key: 'launch', tap: true, targets: [targetCreatureYouControl], resolve: fliesUntilEndStep(1) }],
  triggers: [atTheNextEndStep((g, creature) => void g.destroy(creature))],
};
