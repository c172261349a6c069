import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)
 * Snubhorn Sentry gets +3/+0 as long as you have the city's blessing." Ascend itself is the keyword the
 * engine reads (designations.ts, 702.131b); the second static ability reads its controller's blessing.
 */
export const snubhornSentry: CardBehaviour = {
  name: 'Snubhorn Sentry',
  statics: [
    {
      key: 'blessed',
      modify: (g, self, obj, core) =>
        obj === self && g.player(core.controller).citysBlessing === true ? { power: 3 } : undefined,
    },
  ],
};
