import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Creatures you control get +1/+1." — a static ability that stops applying while its source is phased out. */
export const gloriousAnthem: CardBehaviour = {
  name: 'Glorious Anthem',
  statics: [
    {
      key: 'anthem',
      modify: (g, self, _obj, core) =>
        core.types.has('Creature') && core.controller === g.controller(self) ? { power: 1, toughness: 1 } : undefined,
    },
  ],
};
