import { phaseOut } from '../engine/phasing.js';
import type { Game } from '../engine/game-interface.js';
import type { GameObject, ObjectRef } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "King of the Oathbreakers or another Spirit you control". */
function isKingOrOwnSpirit(g: Game, self: GameObject, obj: GameObject): boolean {
  return obj === self || (g.hasSubtype(obj, 'Spirit') && g.controller(obj) === g.controller(self));
}

/**
 * "Whenever King of the Oathbreakers or another Spirit you control becomes the target of a spell, it
 * phases out." and "Whenever King of the Oathbreakers or another Spirit you control phases in, create
 * a tapped 1/1 white Spirit creature token with flying." Each Spirit that becomes a target, and each
 * that phases in, triggers it once (rulings 2023-06-16).
 */
export const kingOfTheOathbreakers: CardBehaviour = {
  name: 'King of the Oathbreakers',
  triggers: [
    {
      key: 'becomes-target',
      event: 'becomesTarget',
      matches: (g, self, ev) =>
        ev.type === 'becomesTarget' && ev.by.kind === 'spell' && isKingOrOwnSpirit(g, self, ev.obj)
          ? { target: g.ref(ev.obj) }
          : false,
      resolve(g, item) {
        const target = g.permanent((item.triggerData as { target: ObjectRef }).target);
        if (target) phaseOut(g, [target]);
      },
    },
    {
      key: 'phases-in',
      event: 'phasesIn',
      matches(g, self, ev) {
        if (ev.type !== 'phasesIn') return false;
        const spirits = ev.objs.filter((o) => isKingOrOwnSpirit(g, self, o));
        return spirits.length > 0 ? spirits.map((o) => ({ phasedIn: o.id })) : false;
      },
      resolve(g, item) {
        // 111.2: the token enters tapped (entering tapped doesn't make it "become tapped").
        g.makeToken('Spirit Token', item.controller, { tapped: true });
      },
    },
  ],
};
