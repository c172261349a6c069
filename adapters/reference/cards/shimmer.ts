import { LAND_TYPES, Unsupported } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "As Shimmer enters, choose a land type. Each land of the chosen type has phasing." The choice is
 * remembered (702.26d); the type must be an existing land type (ruling 2004-10-04).
 */
export const shimmer: CardBehaviour = {
  name: 'Shimmer',
  hookedAbilities: ['land-type-choice'],
  asEnters(_g, self, choices) {
    const landType = choices['landType'];
    if (typeof landType !== 'string' || !LAND_TYPES.includes(landType))
      throw new Unsupported(`Shimmer needs landType, an existing land type (got ${JSON.stringify(landType)})`);
    self.memory['landType'] = landType;
  },
  statics: [
    {
      key: 'grant-phasing',
      modify: (_g, self, _obj, core) =>
        core.types.has('Land') && core.subtypes.has(self.memory['landType'] as string)
          ? { addKeyword: 'phasing' }
          : undefined,
    },
  ],
};
