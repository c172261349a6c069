import { addExtraTurns } from '../engine/extra-turns.js';
import { IllegalAction } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import { draw } from '../engine/turn.js';
import type { Game } from '../engine/game-interface.js';
import type { PlayerId } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** Discards the named card from the player's hand, or one of the unnamed cards when none is named. */
export function discardCard(g: Game, player: PlayerId, named: unknown): void {
  const p = g.player(player);
  if (typeof named === 'string') {
    const o = g.cardIn(['hand'], named);
    if (!o || o.owner !== player) throw new IllegalAction(`${named} is not in ${player}'s hand`);
    g.moveTo(o, 'graveyard');
    return;
  }
  if (p.anonymousHand === 0) return;
  p.anonymousHand--;
  p.anonymousGraveyard++;
}

/**
 * Teferi, Master of Time: "You may activate loyalty abilities of Teferi, Master of Time on any
 * player's turn any time you could cast an instant." (still once per turn, 606.3; ruling
 * 2020-06-23) / +1: Draw a card, then discard a card. / −3: Target creature you don't control
 * phases out. / −10: Take two extra turns after this one (500.7).
 */
export const teferiMasterOfTime: CardBehaviour = {
  name: 'Teferi, Master of Time',
  hookedAbilities: ['instant-speed-loyalty'],
  loyaltyAtInstantSpeed: true,
  activated: [
    {
      key: 'plus-1',
      loyalty: 1,
      resolve(g, item) {
        draw(g, item.controller, 1);
        discardCard(g, item.controller, item.choices['discard']);
      },
    },
    {
      key: 'minus-3',
      loyalty: -3,
      targets: [
        {
          count: 1,
          kind: 'permanent',
          describe: "target creature you don't control",
          filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) !== controller,
        },
      ],
      resolve: (g, item) => void phaseOut(g, targetObjects(g, item)),
    },
    {
      key: 'minus-10',
      loyalty: -10,
      resolve: (g, item) => addExtraTurns(g, item.controller, 2),
    },
  ],
};
