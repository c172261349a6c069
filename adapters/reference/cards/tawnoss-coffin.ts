import { putCounters } from '../engine/counters.js';
import type { GameObject, ObjectRef } from '../engine/types.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';
import { mayChooseNotToUntap } from './optional-untap.js';

interface Held {
  card: ObjectRef;
  auras: ObjectRef[];
  counters: [string, number][];
}

/**
 * "{3}, {T}: Exile target creature and all Auras attached to it. Note the number and kind of counters
 * that were on that creature. When Tawnos's Coffin leaves the battlefield or becomes untapped, return
 * that exiled card to the battlefield under its owner's control tapped with the noted number and kind
 * of counters on it. If you do, return the other exiled cards to the battlefield under their owner's
 * control attached to that permanent." The return is a new object, so it has summoning sickness
 * (ruling 2008-04-01). "You may choose not to untap Tawnos's Coffin during your untap step" keeps
 * the creature exiled.
 */
const TRIGGER = 'trigger-leaves-or-untapped';

export const tawnossCoffin: CardBehaviour = {
  name: "Tawnos's Coffin",
  statics: [mayChooseNotToUntap],
  activated: [
    {
      key: 'exile',
      mana: '{3}',
      tap: true,
      targets: [targetCreature],
      resolve(g, item) {
        const [creature] = targetObjects(g, item);
        if (!creature) return;
        const auras = g
          .permanents()
          .filter(
            (a) =>
              g.hasSubtype(a, 'Aura') &&
              a.attachedTo &&
              'object' in a.attachedTo &&
              a.attachedTo.object === creature.id,
          );
        const counters = [...creature.counters];
        g.moveAllTo([creature, ...auras], 'exile');
        const held: Held = { card: g.ref(creature), auras: auras.map((a) => g.ref(a)), counters };
        const coffin = item.sourceRef;
        const same = (o: GameObject) => o.id === coffin.id && o.incarnation === coffin.incarnation;
        // One delayed ability with two trigger events, so it triggers once (603.7b): the halves share a oneOf
        // token, and the engine removes both when either triggers.
        const half = { source: item.source, controller: item.controller, key: TRIGGER, data: held, oneOf: {} };
        g.addDelayed({ ...half, event: 'untapped', matches: (_g, ev) => ev.type === 'untapped' && same(ev.obj) });
        g.addDelayed({ ...half, event: 'leaves', matches: (_g, ev) => ev.type === 'leaves' && same(ev.obj) });
      },
    },
  ],
  triggers: [
    {
      key: TRIGGER,
      event: 'untapped',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        const held = item.triggerData as Held;
        const card = g.cardIn(['exile'], held.card);
        if (!card) return;
        g.enterBattlefield(card, card.owner, { tapped: true });
        const returned = g.asPermanent(card);
        if (returned) for (const [kind, n] of held.counters) putCounters(returned, kind, n);
        for (const r of held.auras) {
          const aura = g.cardIn(['exile'], r);
          if (aura)
            g.enterBattlefield(aura, aura.owner, { attachTo: { object: card.id, incarnation: card.incarnation } });
        }
      },
    },
  ],
};
