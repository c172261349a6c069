import type { CardBehaviour } from '../engine/card-behaviour.js';
import { populate } from './populate.js';

/** Growing Ranks: "At the beginning of your upkeep, populate." */
export const growingRanks: CardBehaviour = {
  name: 'Growing Ranks',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: (g, self, ev) => ev.type === 'stepBegins' && ev.step === 'upkeep' && ev.active === g.controller(self),
      resolve: populate,
    },
  ],
};
