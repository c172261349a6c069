import { draw } from '../engine/turn.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Draw two cards." */
export const divination: CardBehaviour = {
  name: 'Divination',
  spell: { resolve: (g, item) => draw(g, item.controller, 2) },
};
