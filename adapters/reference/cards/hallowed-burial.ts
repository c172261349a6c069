import type { CardBehaviour } from '../engine/card-behaviour.js';
import { allCreaturesTo } from './helpers.js';

/**
 * "Put all creatures on the bottom of their owners' libraries." Only creatures that exist are found (702.26b);
 * they leave at once. The engine keeps no order within a library, so "the bottom" is the library.
 */
export const hallowedBurial: CardBehaviour = {
  name: 'Hallowed Burial',
  spell: {
    resolve: allCreaturesTo('library'),
  },
};
