import { IllegalAction } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "As Xenograft enters the battlefield, choose a creature type. / Each creature you control is the
 * chosen type in addition to its other types." The choice is made as it enters and remembered while
 * it is phased out (702.26d). The type is a layer-4 static ability on every creature its controller
 * controls; its own controller is read from `core` when it is the creature asked about (an animated
 * Xenograft), so the question never recurses into itself.
 */
export const xenograft: CardBehaviour = {
  name: 'Xenograft',
  hookedAbilities: ['type-choice'],
  asEnters(_g, self, choices) {
    const t = choices['creatureType'];
    if (typeof t !== 'string') throw new IllegalAction('Xenograft needs the choice "creatureType"');
    self.memory['creatureType'] = t;
  },
  statics: [
    {
      key: 'chosen-type',
      addSubtypes(g, self, obj, core) {
        const t = self.memory['creatureType'];
        if (typeof t !== 'string' || !core.types.has('Creature')) return undefined;
        const you = obj === self ? core.controller : g.controller(self);
        return core.controller === you ? [t] : undefined;
      },
    },
  ],
};
