import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/**
 * "Target creature's controller sacrifices it, then creates X 1/1 green and white Elf Warrior creature
 * tokens, where X is that creature's power." X is the creature's power as it last existed on the
 * battlefield (608.2h). A target that no longer exists, phased out among them, is neither sacrificed nor
 * counted, and with no legal target the spell does not resolve at all (608.2b).
 */
export const mercyKilling: CardBehaviour = {
  name: 'Mercy Killing',
  spell: {
    targets: [targetCreature],
    resolve(g, item) {
      for (const creature of targetObjects(g, item)) {
        const controller = g.controller(creature);
        const power = g.characteristics(creature).power;
        g.sacrifice(creature, controller);
        for (let i = 0; i < power; i++) g.makeToken('Elf Warrior Token', controller);
      }
    },
  },
};
