import { discard } from '../engine/hand.js';
import { phaseOut } from '../engine/phasing.js';
import { draw } from '../engine/turn.js';
import type { Game } from '../engine/game.js';
import type { GameObject } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYour } from './timing.js';

/** Entering this turn is history that phasing in never writes (702.26d; Kaito ruling 2022-02-18). */
const enteredThisTurn = (g: Game, self: GameObject) => self.memory['enteredTurn'] === g.turnIndex;

/**
 * "At the beginning of your end step, if Kaito Shizuki entered the battlefield this turn, he phases
 * out." and "[+1]: Draw a card. Then discard a card unless you attacked this turn." (the −2 and −7
 * abilities are not implemented).
 */
export const kaitoShizuki: CardBehaviour = {
  name: 'Kaito Shizuki',
  triggers: [
    {
      key: 'end-step',
      event: 'stepBegins',
      // 603.4: an intervening "if" clause, checked as it triggers and again as it resolves.
      matches: (g, self, ev) => atYour('end')(g, self, ev) && enteredThisTurn(g, self),
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (self && enteredThisTurn(g, self)) phaseOut(g, [self]);
      },
    },
  ],
  activated: [
    {
      key: 'plus-1',
      loyalty: 1,
      resolve(g, item) {
        draw(g, item.controller, 1);
        if (g.player(item.controller).attackedOnTurn !== g.turnIndex)
          discard(g, item.controller, item.choices['discard'] as string | undefined);
      },
    },
  ],
};
