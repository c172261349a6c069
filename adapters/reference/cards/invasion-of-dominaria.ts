import { castTransformedWithoutPaying } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { draw } from '../engine/turn.js';
import { selfEnters } from './timing.js';

/**
 * Invasion of Dominaria // Serra Faithkeeper. Front (Battle — Siege, defense 5): "When this Siege
 * enters, you gain 4 life and draw a card." and the Siege's intrinsic ability (310.12b): "When the last
 * defense counter is removed from this permanent, exile it, then you may cast it transformed without
 * paying its mana cost." Back (white Creature — Angel 4/4): "Flying, vigilance", keywords of the back
 * face only: the catalogue lists the front face's abilities, so the front face has neither. Defense
 * counters, the protector and the battle rules are the engine's (battles.ts).
 */
export const invasionOfDominaria: CardBehaviour = {
  name: 'Invasion of Dominaria // Serra Faithkeeper',
  backFace: {
    types: ['Creature'],
    subtypes: ['Angel'],
    power: 4,
    toughness: 4,
    colors: ['W'],
    keywords: ['flying', 'vigilance'],
  },
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      // Serra Faithkeeper, cast transformed, enters with its back face up: it has no such ability.
      matches: (g, self, ev) => selfEnters(g, self, ev) && self.transformed !== true,
      resolve(g, item) {
        g.gainLife(g.player(item.controller), 4);
        draw(g, item.controller, 1);
      },
    },
    {
      key: 'defeated',
      event: 'lastDefenseCounterRemoved',
      matches: (_g, self, ev) => ev.type === 'lastDefenseCounterRemoved' && ev.obj === self,
      resolve(g, item) {
        // "Exile it": the Siege that triggered, if it is still there (one that phased out doesn't exist, 702.26b).
        const self = g.permanent(item.sourceRef, 'own-source');
        if (!self) return;
        g.exile(self);
        // "Then you may cast it transformed": the choice `cast` (true casts it; absent or false leaves it in exile).
        const card = g.cardIn(['exile'], self.id);
        if (card && item.choices['cast'] === true) castTransformedWithoutPaying(g, item.controller, card);
      },
    },
  ],
};
