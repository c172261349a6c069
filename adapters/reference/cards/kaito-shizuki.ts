import { discard } from '../engine/hand.js';
import { phaseOut } from '../engine/phasing.js';
import { draw } from '../engine/turn.js';
import type { Game } from '../engine/game-interface.js';
import { IllegalAction } from '../engine/game.js';
import type { GameObject, StackItem } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYour } from './timing.js';

/** Entering this turn is history that phasing in never writes (702.26d; Kaito ruling 2022-02-18). */
const enteredThisTurn = (g: Game, self: GameObject) => self.memory['enteredTurn'] === g.turnIndex;

/**
 * "[−7]: You get an emblem with 'Whenever a creature you control deals combat damage to a player,
 * search your library for a blue or black creature card, put it onto the battlefield, then
 * shuffle.'" The card found is the resolution's `card` choice (none: the search finds nothing,
 * as a search for a card with a stated quality may, 701.19b). Libraries are unordered in fixtures,
 * so the shuffle changes nothing observable.
 */
function searchForBlueOrBlackCreature(g: Game, item: StackItem): void {
  const id = item.choices['card'];
  if (id === undefined) return;
  const card = g.cardIn(['library'], typeof id === 'string' ? id : '');
  const colors = card ? g.characteristics(card).colors : undefined;
  if (
    !card ||
    card.owner !== item.controller ||
    !card.card.types.includes('Creature') ||
    !(colors?.has('U') || colors?.has('B'))
  )
    throw new IllegalAction(
      `${JSON.stringify(id)} is not a blue or black creature card in ${item.controller}'s library`,
    );
  g.enterBattlefield(card, item.controller);
}

/**
 * "At the beginning of your end step, if Kaito Shizuki entered the battlefield this turn, he phases
 * out.", "[+1]: Draw a card. Then discard a card unless you attacked this turn.", "[−2]: Create a
 * 1/1 blue Ninja creature token with 'This creature can't be blocked.'" and the −7 emblem (above).
 * The emblem's ability is reported under the −7 key: the emblem has no card of its own.
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
    {
      key: 'minus-7',
      event: 'combatDamageToPlayer',
      delayedOnly: true, // the emblem's ability: it triggers from the command zone (EmblemAbility), never from Kaito
      matches: () => false,
      resolve: searchForBlueOrBlackCreature,
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
    {
      key: 'minus-2',
      loyalty: -2,
      resolve: (g, item) => void g.makeToken('Ninja Token', item.controller),
    },
    {
      key: 'minus-7',
      loyalty: -7,
      resolve(g, item) {
        const owner = item.controller;
        g.emblems.push({
          owner,
          source: item.source,
          key: 'minus-7',
          event: 'combatDamageToPlayer',
          matches: (game, ev) => ev.type === 'combatDamageToPlayer' && game.controller(ev.obj) === owner,
        });
      },
    },
  ],
};
