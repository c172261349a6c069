import type { CardBehaviour } from '../engine/card-behaviour.js';
import { allCreaturesTo } from './helpers.js';

/** "Exile all creatures." Only creatures that exist are found (702.26b); they are exiled at once. */
export const finalJudgment: CardBehaviour = {
  name: 'Final Judgment',
  spell: {
    resolve: allCreaturesTo('exile'),
  },
};
