import { IllegalAction } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "As Adaptive Automaton enters the battlefield, choose a creature type. / Adaptive Automaton is the
 * chosen type in addition to its other types. / Other creatures you control of the chosen type get
 * +1/+1." The choice is made as it enters and remembered while it is phased out (702.26d; rulings
 * "Choices made for permanents as they entered the battlefield are remembered when they phase in.").
 * Being the chosen type is a layer-4 type-changing static ability of its own.
 */
export const adaptiveAutomaton: CardBehaviour = {
  name: 'Adaptive Automaton',
  hookedAbilities: ['type-choice', 'chosen-type'],
  asEnters(_g, self, choices) {
    const t = choices['creatureType'];
    if (typeof t !== 'string') throw new IllegalAction('Adaptive Automaton needs the choice "creatureType"');
    self.memory['creatureType'] = t;
  },
  addsOwnSubtypes: (_g, self) =>
    typeof self.memory['creatureType'] === 'string' ? [self.memory['creatureType']] : undefined,
  statics: [
    {
      key: 'lord',
      modify(g, self, obj, core) {
        const t = self.memory['creatureType'];
        if (
          obj === self ||
          typeof t !== 'string' ||
          !core.types.has('Creature') ||
          !core.subtypes.has(t) ||
          core.controller !== g.controller(self)
        )
          return undefined;
        return { power: 1, toughness: 1 };
      },
    },
  ],
};
