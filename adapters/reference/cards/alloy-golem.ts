import { Unsupported } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

const COLORS = ['W', 'U', 'B', 'R', 'G'];

/**
 * "As Alloy Golem enters, choose a color. Alloy Golem is the chosen color." The choice is made as it
 * enters and remembered (702.26d: phasing in is not entering, ruling 2004-10-04).
 */
export const alloyGolem: CardBehaviour = {
  name: 'Alloy Golem',
  hookedAbilities: ['color-choice', 'color'],
  asEnters(_g, self, choices) {
    const color = choices['color'];
    if (typeof color !== 'string' || !COLORS.includes(color))
      throw new Unsupported('Alloy Golem needs a color choice (one of W, U, B, R, G)');
    self.memory['color'] = color;
  },
  colors: (_g, self) => (typeof self.memory['color'] === 'string' ? [self.memory['color']] : undefined),
};
