import { IllegalAction } from '../engine/game.js';
import type { ObjectRef } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { gainKeywordUntilEndOfTurn } from './helpers.js';
import { atTheBeginningOfTheNextEndStep } from './timing.js';

/**
 * "{1}{R}{R}, {T}: Search your library for a Dragon permanent card, put that card onto the
 * battlefield, then shuffle. That Dragon gains haste until end of turn. Exile it at the beginning of
 * the next end step." The exile is a delayed trigger; a phased-out Dragon can't be exiled (ruling
 * 2009-10-01).
 */
export const zirilanOfTheClaw: CardBehaviour = {
  name: 'Zirilan of the Claw',
  activated: [
    {
      key: 'search',
      mana: '{1}{R}{R}',
      tap: true,
      resolve(g, item) {
        const id = item.choices['card'];
        if (typeof id !== 'string') return; // a search may fail to find (701.19b)
        const card = g.cardIn(['library'], id);
        if (!card || card.owner !== item.controller || !card.card.subtypes?.includes('Dragon'))
          throw new IllegalAction(`${id} is not a Dragon permanent card in ${item.controller}'s library`);
        g.enterBattlefield(card, item.controller);
        gainKeywordUntilEndOfTurn(g, item.controller, [card], 'haste');
        atTheBeginningOfTheNextEndStep(g, item, 'end-step', { dragon: g.ref(card) });
      },
    },
  ],
  triggers: [
    {
      key: 'end-step',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        const o = g.permanent((item.triggerData as { dragon: ObjectRef }).dragon, 'remembered');
        if (o) g.exile(o);
      },
    },
  ],
};
