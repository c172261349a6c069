import type { CardBehaviour } from '../engine/card-behaviour.js';
import { allCreaturesTo } from './helpers.js';

/** "Return all creatures to their owners' hands." */
export const evacuation: CardBehaviour = {
  name: 'Evacuation',
  spell: {
    resolve: allCreaturesTo('hand'),
  },
};
