import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Whenever a creature enters, if there are two or more other creatures on the battlefield, exile
 * that creature. Return that card to the battlefield under its owner's control when Portcullis
 * leaves the battlefield." Phasing in is not entering (702.26d; ruling 2004-10-04).
 */
export const portcullis: CardBehaviour = {
  name: 'Portcullis',
  triggers: [
    {
      key: 'trigger-creature-enters',
      event: 'enters',
      // 603.4: intervening "if", checked as it triggers and as it resolves.
      matches: (g, _self, ev) =>
        ev.type === 'enters' && g.isType(ev.obj, 'Creature') && othersThan(g, ev.obj.id) >= 2
          ? { entered: g.ref(ev.obj) }
          : false,
      resolve(g, item) {
        const ref = (item.triggerData as { entered: { id: string; incarnation: number } }).entered;
        const o = g.permanent(ref);
        if (!o || othersThan(g, o.id) < 2) return;
        g.exile(o);
        const self = g.permanent(item.sourceRef);
        // The return is linked to this Portcullis leaving the battlefield (a 610.3-style one-shot effect).
        if (self)
          g.untilLinks.set(g.uid(), {
            watch: item.sourceRef,
            kind: 'returnFromExile',
            objects: [g.ref(o)],
            tapOnPhaseIn: false,
          });
        else g.enterBattlefield(o, o.owner); // 610.3c: Portcullis already left, so it returns at once
      },
    },
  ],
};

function othersThan(g: import('../engine/game-interface.js').Game, id: string): number {
  return g.permanents().filter((p) => p.id !== id && g.isType(p, 'Creature')).length;
}
