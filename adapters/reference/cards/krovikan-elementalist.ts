import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature, targetGetsUntilEndOfTurn } from './helpers.js';
import { atTheNextEndStep, fliesUntilEndStep, targetCreatureYouControl } from './flies-until-end-step.js';

/**
 * "{2}{R}: Target creature gets +1/+0 until end of turn. / {U}{U}: Target creature you control gains
 * flying until end of turn. Sacrifice it at the beginning of the next end step." The sacrifice is a
 * delayed trigger whose controller sacrifices the creature it remembers, if that creature exists then
 * (702.26b) and they still control it (701.17a).
 */
export const krovikanElementalist: CardBehaviour = {
  name: 'Krovikan Elementalist',
  activated: [
    { key: 'pump', mana: '{2}{R}', targets: [targetCreature], resolve: targetGetsUntilEndOfTurn(1, 0) },
    { key: 'fly', mana: '{U}{U}', targets: [targetCreatureYouControl], resolve: fliesUntilEndStep(0) },
  ],
  triggers: [atTheNextEndStep((g, creature, item) => void g.sacrifice(creature, item.controller))],
};
