import type { Game } from '../engine/game-interface.js';
import type { GameObject, PlayerId } from '../engine/types.js';
import { winGame } from '../engine/win-game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYourUpkeep } from './timing.js';

/** The Treasures a player controls: permanents, so a phased-out one isn't among them (702.26b). */
function treasuresOf(g: Game, player: PlayerId): number {
  return g.permanents().filter((o) => g.controller(o) === player && g.characteristics(o).subtypes.has('Treasure'))
    .length;
}

const tenTreasures = (g: Game, self: GameObject): boolean => treasuresOf(g, g.controller(self)) >= 10;

/**
 * "Whenever a creature an opponent controls dies, create a Treasure token. At the beginning of your upkeep, if
 * you control ten or more Treasures, you win the game." The second ability has an intervening "if" clause
 * (603.4): it triggers only if the condition holds as the upkeep begins, and does nothing unless it still
 * holds as it resolves.
 */
export const revelInRiches: CardBehaviour = {
  name: 'Revel in Riches',
  triggers: [
    {
      key: 'opponent-creature-dies',
      event: 'leaves',
      lookBack: true,
      matches: (g, self, ev) =>
        ev.type === 'leaves' &&
        ev.to === 'graveyard' &&
        g.isType(ev.obj, 'Creature') &&
        g.controller(ev.obj) !== g.controller(self),
      resolve: (g, item) => void g.makeToken('Treasure Token', item.controller),
    },
    {
      key: 'upkeep-win',
      event: 'stepBegins',
      matches: (g, self, ev) => atYourUpkeep(g, self, ev) && tenTreasures(g, self),
      resolve(g, item) {
        if (treasuresOf(g, item.controller) >= 10) winGame(g, item.controller);
      },
    },
  ],
};
