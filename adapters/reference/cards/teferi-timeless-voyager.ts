import { phaseOut } from '../engine/phasing.js';
import { legalTargets, targetObjects } from '../engine/targets.js';
import { draw } from '../engine/turn.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/**
 * Teferi, Timeless Voyager: +1: Draw a card. / −3: Put target creature on top of its owner's
 * library. / −8: "Each creature target opponent controls phases out. Until the end of your next
 * turn, they can't phase in." The restriction keeps them out of the untap steps until it ends; they
 * phase in at their controller's next untap step after that (ruling 2020-06-23). "Can't phase in"
 * changes no characteristic or control, so it applies to the phased-out creatures it names (611.2c).
 */
export const teferiTimelessVoyager: CardBehaviour = {
  name: 'Teferi, Timeless Voyager',
  activated: [
    {
      key: 'plus-1',
      loyalty: 1,
      resolve: (g, item) => draw(g, item.controller, 1),
    },
    {
      key: 'minus-3',
      loyalty: -3,
      targets: [targetCreature],
      resolve(g, item) {
        for (const o of targetObjects(g, item)) {
          g.moveTo(o, 'library');
        }
      },
    },
    {
      key: 'minus-8',
      loyalty: -8,
      targets: [{ count: 1, kind: 'player', opponent: true, describe: 'target opponent' }],
      resolve(g, item) {
        for (const t of legalTargets(g, item)) {
          // Narrows the type: the one target is a player, refused at announcement unless an opponent (targets.ts).
          if (!('player' in t)) continue;
          const creatures = g.permanents().filter((o) => g.isType(o, 'Creature') && g.controller(o) === t.player);
          const out = phaseOut(g, creatures).filter((o) => o.phased?.how === 'directly');
          if (out.length === 0) continue;
          g.addEffect({
            controller: item.controller,
            affected: out.map((o) => g.ref(o)),
            duration: {
              kind: 'untilEndOfTurn',
              turnIndex: g.nextTurnIndexOf(item.controller),
              player: item.controller,
            },
            change: { kind: 'cantPhaseIn' },
          });
        }
      },
    },
  ],
};
