import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)" (702.41a): the
 * engine counts, as the total cost is determined (601.2f), the artifacts that exist under the caster's control,
 * so a phased-out one doesn't reduce it (702.26b).
 */
export const frogmite: CardBehaviour = {
  name: 'Frogmite',
  hookedAbilities: ['affinity-for-artifacts'],
  affinityFor: (g, permanent) => g.isType(permanent, 'Artifact'),
};
