import type { CardBehaviour } from '../engine/card-behaviour.js';
import { isAttachedTo } from './attachments.js';

/**
 * "Bestow {3}{G} / Reach / Enchanted creature gets +2/+2 and has reach." Theros's bestow rules
 * (702.102, 2013-09-27) are the ones Nyxborn Rollicker follows since 2020: a bestowed Aura spell whose
 * target is illegal as it begins resolving resolves as a creature. Reach is a keyword the engine knows.
 */
export const leafcrownDryad: CardBehaviour = {
  name: 'Leafcrown Dryad',
  hookedAbilities: ['bestow'],
  bestow: '{3}{G}',
  statics: [
    {
      key: 'bonus',
      modify: (_g, self, obj) =>
        isAttachedTo(self, obj) ? { power: 2, toughness: 2, addKeyword: 'reach' } : undefined,
    },
  ],
};
