import type { Game } from '../engine/game-interface.js';
import { targetObjects } from '../engine/targets.js';
import type { Permanent } from '../engine/game.js';
import type { GameObject, PhasedOutReader, StackItem } from '../engine/types.js';
import type { ActivatedAbility, StaticAbility, TargetSpec } from '../engine/card-behaviour.js';

/** Whether `attachment` is attached to this very object (the same incarnation, 400.7). */
export function isAttachedTo(attachment: GameObject, obj: GameObject): boolean {
  const t = attachment.attachedTo;
  return !!t && 'object' in t && t.object === obj.id && t.incarnation === obj.incarnation;
}

/**
 * The permanent an attachment is (or, for one that left, last was) attached to, if that permanent exists (is
 * phased in, 702.26b). `reader` names who looks, so a named fault can make that one see phased-out permanents:
 * an Aura's ability resolving looks as 'remembered' (it remembers the creature, 608.2h).
 */
export function hostOf(g: Game, attachment: GameObject, reader?: PhasedOutReader): Permanent | undefined {
  const t = attachment.attachedTo;
  if (!t || !('object' in t)) return undefined;
  return g.permanent({ id: t.object, incarnation: t.incarnation }, reader);
}

/**
 * The permanent an Aura's or Equipment's ability on the stack means by "enchanted creature" or "equipped creature":
 * the one its source is attached to now, or, if the source has left the battlefield since the ability was activated
 * or triggered, the one it was attached to as it last existed there. The ability exists apart from its source
 * (113.7a) and reads a source that left by its last known information (608.2h).
 */
export function hostOfSource(g: Game, item: StackItem, reader?: PhasedOutReader): Permanent | undefined {
  const t = g.objectAsLastKnown(item.sourceRef)?.attachedTo;
  if (!t || !('object' in t)) return undefined;
  return g.permanent({ id: t.object, incarnation: t.incarnation }, reader);
}

/**
 * `hostOfSource` for an ability that finds nothing while its source is phased out: the source is then treated as
 * though it doesn't exist (702.26b), so it enchants or equips nothing; one that has left is read as it last existed.
 */
export function hostOfSourceUnlessPhasedOut(g: Game, item: StackItem): Permanent | undefined {
  const phasedOut = !g.permanent(item.sourceRef) && g.onBattlefield(item.sourceRef, 'object-information');
  return phasedOut ? undefined : hostOfSource(g, item);
}

/**
 * 301.5c: "An Equipment that's also a creature can't equip a creature unless that Equipment has reconfigure" and
 * "An Equipment can't equip itself." An artifact made a "[creature type] artifact creature" keeps its subtypes
 * (205.1b), so Vronos's −7 leaves an Equipment one. No catalogue card has reconfigure (702.151), so that exception
 * has nothing to spare yet. Other attachments answer to their own rules (Auras: 303.4, 704.5m).
 */
export function mayBeAttached(g: Game, attachment: GameObject, host: GameObject): boolean {
  if (!g.hasSubtype(attachment, 'Equipment')) return true;
  if (attachment.id === host.id) return false;
  return !(g.isType(attachment, 'Creature') && g.isType(host, 'Creature'));
}

/**
 * 701.3a: attaches an Aura, Equipment or Fortification to a permanent. Moving it from another
 * permanent makes it become unattached from that one first, and it gets a new timestamp (613.7e).
 * Attaching it to the permanent it is already attached to does nothing, and one it can't be attached to
 * doesn't move (701.3b). Only a real change of attachment reaches "becomes attached/unattached" abilities:
 * phasing never does (702.26j).
 */
export function attach(g: Game, attachment: GameObject, host: GameObject): void {
  if (isAttachedTo(attachment, host)) return;
  if (!g.seams.cards.attachPermitted(g, attachment, host, mayBeAttached(g, attachment, host))) return;
  const before = g.snapshotObject(attachment);
  attachment.attachedTo = { object: host.id, incarnation: host.incarnation };
  attachment.timestamp = g.tick();
  if (before.attachedTo) g.emit({ type: 'unattached', obj: before });
  g.emit({ type: 'attached', obj: attachment });
}

/** "Equipped creature gets +P/+T" / "Enchanted creature gets +P/+T": only while the source exists (702.26b). */
export function attachedBonus(key: string, power: number, toughness: number): StaticAbility {
  return { key, modify: (_g, self, obj) => (isAttachedTo(self, obj) ? { power, toughness } : undefined) };
}

/** "Equipped creature has [keyword]" / "Enchanted creature has [keyword]". */
export function attachedKeyword(key: string, keyword: string): StaticAbility {
  return { key, modify: (_g, self, obj) => (isAttachedTo(self, obj) ? { addKeyword: keyword } : undefined) };
}

const targetCreatureYouControl: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature you control',
  filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) === controller,
};

/**
 * Equip [cost] (702.6a): "[Cost]: Attach this permanent to target creature you control. Activate
 * only as a sorcery." An Equipment that phased out before the ability resolves doesn't exist, so it
 * isn't moved (Robe of Stars ruling 2021-07-23).
 */
export function equip(cost: string): ActivatedAbility {
  return {
    key: 'equip',
    mana: cost,
    sorcerySpeed: true,
    targets: [targetCreatureYouControl],
    resolve(g, item) {
      const self = g.permanent(item.sourceRef) ?? [...g.phasedOutFor('equip')].find((o) => o.id === item.sourceRef.id);
      const [creature] = targetObjects(g, item);
      if (!self || !creature) return;
      attach(g, self, creature);
    },
  };
}
