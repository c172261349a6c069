import { tapPermanent, untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { unlessYouPay } from './helpers.js';
import { atEach, atYourUpkeep } from './timing.js';

/** "Players skip their untap steps. At the beginning of your upkeep, sacrifice Stasis unless you pay {U}." */
export const stasis: CardBehaviour = {
  name: 'Stasis',
  hookedAbilities: ['skip-untap'],
  skipsUntapStep: () => true,
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve(g, item) {
        unlessYouPay(g, item, '{U}', () => {
          // A phased-out Stasis doesn't exist (702.26b): there is nothing to sacrifice.
          const self = g.permanent(item.sourceRef, 'source-moved');
          if (self) g.sacrifice(self, item.controller);
        });
      },
    },
  ],
};

/**
 * "Each player skips their untap step. At the beginning of each player's upkeep, that player
 * simultaneously untaps each tapped artifact, creature, and land they control and taps each untapped
 * artifact, creature, and land they control."
 */
export const sandsOfTime: CardBehaviour = {
  name: 'Sands of Time',
  hookedAbilities: ['skip-untap'],
  skipsUntapStep: () => true,
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atEach('upkeep'),
      resolve(g) {
        const player = g.active;
        const mine = g
          .permanents()
          .filter(
            (o) =>
              g.controller(o) === player && (g.isType(o, 'Artifact') || g.isType(o, 'Creature') || g.isType(o, 'Land')),
          );
        const wereTapped = mine.filter((o) => o.tapped);
        for (const o of wereTapped) untapPermanent(g, o);
        for (const o of mine) if (!wereTapped.includes(o)) tapPermanent(g, o);
      },
    },
  ],
};
