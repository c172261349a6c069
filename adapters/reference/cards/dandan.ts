import type { Game } from '../engine/game-interface.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { PlayerId } from '../engine/types.js';

/** Whether `player` controls an Island that exists: a phased-out Island is not there (702.26b). */
function controlsIsland(g: Game, player: PlayerId): boolean {
  return g.permanents().some((o) => g.controller(o) === player && g.hasSubtype(o, 'Island'));
}

/**
 * Dandân: "Dandân can't attack unless defending player controls an Island." and "When you control no
 * Islands, sacrifice Dandân." — the second is a state trigger (603.8).
 */
export const dandan: CardBehaviour = {
  name: 'Dandân',
  hookedAbilities: ['attack-restriction'],
  attacksOnlyIf: (g, _self, defending) => controlsIsland(g, defending),
  stateTriggers: [
    {
      key: 'no-islands',
      holds: (g, self) => !controlsIsland(g, g.controller(self)),
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) g.sacrifice(self, item.controller);
      },
    },
  ],
};
