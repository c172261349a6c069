import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { GameObject, ObjectRef, StackItem } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

const PAIRED = 'pairedWith';

/**
 * 702.95e: the creature `obj` is paired with, while the pair holds: both on the battlefield (a phased-out one
 * doesn't exist, 702.26b, though phasing doesn't unpair them), both creatures, under one controller. Read from
 * layers 1-4 only, so a static ability can ask without recursing into layer 7.
 */
export function partnerOf(g: Game, obj: GameObject): GameObject | undefined {
  const ref = obj.memory[PAIRED] as ObjectRef | undefined;
  const partner = ref ? g.permanent(ref) : undefined;
  if (!partner || (partner.memory[PAIRED] as ObjectRef | undefined)?.id !== obj.id) return undefined;
  const a = g.coreCharacteristics(obj);
  const b = g.coreCharacteristics(partner);
  return a.types.has('Creature') && b.types.has('Creature') && a.controller === b.controller ? partner : undefined;
}

/** Unpaired as 702.95a means it: not paired with a creature that still holds the pair. */
const unpaired = (g: Game, obj: GameObject): boolean => partnerOf(g, obj) === undefined;

/** Another unpaired creature `self`'s controller controls (phased-out ones don't exist, 702.26b). */
function otherUnpairedCreatures(g: Game, self: GameObject): GameObject[] {
  return g
    .permanents()
    .filter((o) => o !== self && g.isType(o, 'Creature') && g.controller(o) === g.controller(self) && unpaired(g, o));
}

/** Pairs the two (702.95b), when the controller chose to: the `pair` choice names the other creature. */
function pair(g: Game, self: GameObject, chosen: unknown, allowed: (o: GameObject) => boolean): void {
  if (chosen === undefined) return; // "you may"
  const other = typeof chosen === 'string' ? g.permanentById(chosen) : undefined;
  if (!other || !allowed(other))
    throw new IllegalAction(
      `soulbond pairs with another unpaired creature you control; ${JSON.stringify(chosen)} is not one`,
    );
  self.memory[PAIRED] = g.ref(other);
  other.memory[PAIRED] = g.ref(self);
}

/**
 * Both soulbond triggers resolve here (they share the catalogue key, so the engine finds the first): the
 * intervening "if" is checked again, and the second may pair only the creature that entered.
 */
function resolveSoulbond(g: Game, item: StackItem): void {
  const self = g.permanent(item.sourceRef, 'own-source');
  if (!self || !unpaired(g, self)) return;
  const data = item.triggerData as { entered?: ObjectRef } | undefined;
  if (data?.entered) {
    const entered = g.permanent(data.entered);
    if (entered && unpaired(g, entered)) pair(g, self, item.choices['pair'], (o) => o === entered);
    return;
  }
  const candidates = otherUnpairedCreatures(g, self);
  pair(g, self, item.choices['pair'], (o) => candidates.includes(o));
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
