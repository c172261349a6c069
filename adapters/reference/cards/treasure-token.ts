import { IllegalAction } from '../engine/game.js';
import { tapPermanent } from '../engine/casting.js';
import { addMana } from '../engine/mana.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

const COLORS = ['W', 'U', 'B', 'R', 'G'];

/** The Treasure token (111.10a): "{T}, Sacrifice this artifact: Add one mana of any color." A mana ability (605). */
export const treasureToken: CardBehaviour = {
  name: 'Treasure Token',
  activated: [
    {
      key: 'mana',
      manaAbility: true,
      // {T} is paid here rather than with `tap`, which the engine pays after the other costs: the Treasure
      // must be tapped before it is sacrificed.
      payCost(g, self, choices) {
        const color = choices['color'];
        if (typeof color !== 'string' || !COLORS.includes(color))
          throw new IllegalAction(
            `a Treasure adds one mana of any color: choice "color" is one of ${COLORS.join(', ')}`,
          );
        const perm = g.asPermanent(self);
        if (!perm || perm.tapped) throw new IllegalAction(`${self.id} is tapped: {T} can't be paid`);
        tapPermanent(g, perm);
        g.sacrifice(perm, g.controller(self));
      },
      resolve(g, item) {
        const color = item.choices['color'];
        if (typeof color === 'string') addMana(g.player(item.controller), `{${color}}`);
      },
    },
  ],
};
