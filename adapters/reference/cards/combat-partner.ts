import type { Game, GameEvent, TriggeredAbility } from '../engine/game-interface.js';
import type { GameObject, ObjectRef, StackItem } from '../engine/types.js';
import { atEndOfCombat } from './timing.js';

/**
 * The combat triggers whose effect waits for end of combat and acts on "that creature", the creature
 * in combat with the trigger's source (Sawtooth Ogre, Tolarian Entrancer, Wall of Tears). Each blocking
 * pair is its own `blocks` event (509.3), so "blocks or becomes blocked by a creature" triggers once for
 * each creature it blocks or is blocked by, and remembers that one.
 */
export type CombatSide = 'blocks' | 'becomes-blocked-by' | 'blocks-or-becomes-blocked-by';

/** Which creatures of a blocking pair the trigger is for ("a non-Wall creature"); any creature when absent. */
export type PartnerTest = (g: Game, other: GameObject) => boolean;

/** The trigger condition on one side of a block, with the other creature of the pair as trigger data. */
export function inCombatWith(side: CombatSide, partner: PartnerTest = () => true) {
  return (g: Game, self: GameObject, ev: GameEvent): false | { other: ObjectRef } => {
    if (ev.type !== 'blocks') return false;
    const other = ev.obj === self && side !== 'becomes-blocked-by' ? ev.attacker : undefined;
    const blocker = ev.attacker === self && side !== 'blocks' ? ev.obj : undefined;
    const found = other ?? blocker;
    return found && partner(g, found) ? { other: g.ref(found) } : false;
  };
}

/**
 * "Whenever [this] <side> a creature, <act> that creature at end of combat": the trigger creates a
 * delayed triggered ability (603.7) for this turn's end of combat step that remembers the other creature;
 * it has no target, so it resolves and creates the delayed trigger whatever became of that creature.
 * `act` is the delayed trigger's effect on the remembered creature, which it finds itself: a creature
 * that is phased out as it resolves is treated as though it doesn't exist (702.26b, 603.7c).
 */
export function atEndOfCombatOnThatCreature(
  key: string,
  side: CombatSide,
  act: (g: Game, creature: ObjectRef, item: StackItem) => void,
  partner?: PartnerTest,
): TriggeredAbility[] {
  return [
    {
      key,
      event: 'blocks',
      matches: inCombatWith(side, partner),
      resolve(g, item) {
        atEndOfCombat(g, item, 'end-of-combat', { creature: (item.triggerData as { other: ObjectRef }).other });
      },
    },
    {
      key: 'end-of-combat',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        act(g, (item.triggerData as { creature: ObjectRef }).creature, item);
      },
    },
  ];
}

/**
 * The creature a delayed trigger remembers, offered to a continuous effect that names it: the one that
 * exists, or the same object phased out, since whether a phased-out permanent named by an effect is in
 * its set is the set's question (611.2c locks it; 702.26b leaves it out, as 702.25b did before 702.25e said so).
 */
export function namedCreature(g: Game, ref: ObjectRef): GameObject | undefined {
  const phasedOut = g.phasedOutById('named-effect-set', ref.id);
  return g.permanent(ref, 'remembered') ?? (phasedOut?.incarnation === ref.incarnation ? phasedOut : undefined);
}
