import type { ObjectRef } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { mayChooseNotToUntap } from './optional-untap.js';

const TRIGGER = 'trigger-untapped-or-lose-control';

/**
 * "{2}{B}, {T}: Put target creature card from a graveyard onto the battlefield under your control.
 * When Coffin Queen becomes untapped or you lose control of Coffin Queen, exile that creature."
 * The second sentence is a delayed trigger created as the ability resolves, with three trigger events:
 * becoming untapped, leaving the battlefield while you control it, and another player gaining control
 * of it. "You may choose not to untap Coffin Queen during your untap step" keeps the creature.
 */
export const coffinQueen: CardBehaviour = {
  name: 'Coffin Queen',
  statics: [mayChooseNotToUntap],
  activated: [
    {
      key: 'reanimate',
      mana: '{2}{B}',
      tap: true,
      targets: [
        {
          count: 1,
          kind: 'graveyardCard',
          describe: 'target creature card from a graveyard',
          filter: (_g, o) => o.card.types.includes('Creature'),
        },
      ],
      resolve(g, item) {
        const t = item.targets[0];
        const card = t && 'object' in t ? g.cardIn(['graveyard'], t.object) : undefined;
        if (!card) return;
        g.enterBattlefield(card, item.controller);
        const creature = g.ref(card);
        const queen = item.sourceRef;
        const sameQueen = (o: { id: string; incarnation: number }) =>
          o.id === queen.id && o.incarnation === queen.incarnation;
        // One delayed ability with three trigger events, so it triggers once (603.7b). Leaving the battlefield
        // loses control too, if you held it (it may have been taken in response); the engine compares control.
        const watched = g.permanent(queen);
        const watch = {
          object: queen,
          player: item.controller,
          held: watched !== undefined && g.controller(watched) === item.controller,
        };
        const half = { source: item.source, controller: item.controller, key: TRIGGER, data: { creature }, oneOf: {} };
        g.addDelayed({ ...half, event: 'untapped', matches: (_g, ev) => ev.type === 'untapped' && sameQueen(ev.obj) });
        g.addDelayed({
          ...half,
          event: 'leaves',
          matches: (_g, ev) => ev.type === 'leaves' && sameQueen(ev.obj) && watch.held,
        });
        g.addDelayed({
          ...half,
          event: 'controlLost',
          matches: (_g, ev) => ev.type === 'controlLost' && sameQueen(ev.obj) && ev.player === item.controller,
          watchesControl: watch,
        });
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
        // "exile that creature": only if it still exists as that object (a phased-out one can't be exiled, ruling 2004-10-04).
        const o = g.permanent((item.triggerData as { creature: ObjectRef }).creature);
        if (o) g.exile(o);
      },
    },
  ],
};
