import type { CardBehaviour } from '../engine/card-behaviour.js';
import { draw } from '../engine/turn.js';
import { chosenToProliferate, proliferate } from './proliferate.js';

/**
 * "Proliferate. / Draw a card." What it proliferates is chosen as it resolves (701.34a), and a choice the
 * rules refuse leaves it on the stack: only permanents that exist and have a counter can be chosen.
 */
export const steadyProgress: CardBehaviour = {
  name: 'Steady Progress',
  checkResolutionChoices: (g, _self, choices) => void chosenToProliferate(g, choices),
  spell: {
    resolve(g, item) {
      proliferate(g, item.choices);
      draw(g, item.controller, 1);
    },
  },
};
