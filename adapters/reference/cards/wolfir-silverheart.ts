import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { GameObject, ObjectRef, PlayerId, StackItem } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { pairCreatures, partnerOf } from '../engine/soulbond.js';

/** Unpaired as 702.95a means it: not paired with a creature that still holds the pair. */
const unpaired = (g: Game, obj: GameObject): boolean => partnerOf(g, obj) === undefined;

/** An unpaired creature `you` control (phased-out ones don't exist, 702.26b). */
const unpairedCreatureOf = (g: Game, you: PlayerId, o: GameObject): boolean =>
  g.isType(o, 'Creature') && g.controller(o) === you && unpaired(g, o);

/** Another unpaired creature `self`'s controller controls. */
function otherUnpairedCreatures(g: Game, self: GameObject): GameObject[] {
  return g.permanents().filter((o) => o !== self && unpairedCreatureOf(g, g.controller(self), o));
}

/** Pairs the two (702.95b), when the controller chose to: the `pair` choice names the other creature. */
function pair(g: Game, item: StackItem, self: GameObject, allowed: (o: GameObject) => boolean): void {
  const chosen = item.choices['pair'];
  if (chosen === undefined) return; // "you may"
  const other = typeof chosen === 'string' ? g.permanentById(chosen) : undefined;
  if (!other || !allowed(other))
    throw new IllegalAction(
      `soulbond pairs with another unpaired creature you control; ${JSON.stringify(chosen)} is not one`,
    );
  pairCreatures(g, item.controller, self, other);
}

/**
 * Both soulbond triggers resolve here (they share the catalogue key, so the engine finds the first): the
 * intervening "if" is checked again ("if you control both ... and both are unpaired", 603.4, 702.95c), and
 * the second may pair only the creature that entered.
 */
function resolveSoulbond(g: Game, item: StackItem): void {
  const self = g.permanent(item.sourceRef, 'own-source');
  if (!self || !unpairedCreatureOf(g, item.controller, self)) return;
  const data = item.triggerData as { entered?: ObjectRef } | undefined;
  if (data?.entered) {
    const entered = g.permanent(data.entered);
    if (entered && unpairedCreatureOf(g, item.controller, entered)) pair(g, item, self, (o) => o === entered);
    return;
  }
  const candidates = otherUnpairedCreatures(g, self);
  pair(g, item, self, (o) => candidates.includes(o));
}

/**
 * Wolfir Silverheart: "Soulbond (You may pair this creature with another unpaired creature when either enters.
 * They remain paired for as long as you control both of them.) As long as Wolfir Silverheart is paired with
 * another creature, each of those creatures gets +4/+4." Soulbond is its two triggered abilities (702.95a),
 * both with an intervening "if" (603.4); the `pair` choice names the creature paired (absent: none).
 */
export const wolfirSilverheart: CardBehaviour = {
  name: 'Wolfir Silverheart',
  triggers: [
    {
      key: 'soulbond',
      event: 'enters',
      matches: (g, self, ev) =>
        ev.type === 'enters' && ev.obj === self && unpaired(g, self) && otherUnpairedCreatures(g, self).length > 0,
      resolve: resolveSoulbond,
    },
    {
      key: 'soulbond',
      event: 'enters',
      matches: (g, self, ev) =>
        ev.type === 'enters' &&
        ev.obj !== self &&
        g.isType(ev.obj, 'Creature') &&
        g.controller(ev.obj) === g.controller(self) &&
        unpaired(g, self) &&
        unpaired(g, ev.obj)
          ? { entered: g.ref(ev.obj) }
          : false,
      resolve: resolveSoulbond,
    },
  ],
  statics: [
    {
      key: 'paired-bonus',
      modify: (g, self, obj) => {
        const partner = partnerOf(g, self);
        return partner && (obj === self || obj === partner) ? { power: 4, toughness: 4 } : undefined;
      },
    },
  ],
};
