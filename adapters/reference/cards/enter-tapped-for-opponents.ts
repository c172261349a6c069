import type { Game } from '../engine/game-interface.js';
import type { GameObject, PlayerId } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

const artifactCreatureOrLand = (g: Game, o: GameObject) =>
  g.isType(o, 'Artifact') || g.isType(o, 'Creature') || g.isType(o, 'Land');
const opponentOf = (g: Game, self: GameObject, controller: PlayerId) => controller !== g.controller(self);

/** "Artifacts, creatures, and lands your opponents control enter tapped." */
export const frozenAether: CardBehaviour = {
  name: 'Frozen Aether',
  hookedAbilities: ['enter-tapped'],
  makesEnterTapped: (g, self, entering, controller) =>
    opponentOf(g, self, controller) && artifactCreatureOrLand(g, entering),
};

/** "Artifacts, creatures, and lands played by your opponents enter tapped." (Played: cast as a spell, in fixtures.) */
export const kismet: CardBehaviour = {
  name: 'Kismet',
  hookedAbilities: ['enter-tapped'],
  makesEnterTapped: (g, self, entering, controller) =>
    opponentOf(g, self, controller) && entering.zone === 'stack' && artifactCreatureOrLand(g, entering),
};
