import { tapPermanent, untapPermanent } from '../engine/casting.js';
import type { Game } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import type { ObjectRef, PlayerId } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';
import { getUntilEndOfTurn, sweepSet, upToTwoTargetCreatures } from './helpers.js';
import { atThisTurnsNextEndOfCombat } from './timing.js';

const sameObject = (a: ObjectRef, b: ObjectRef): boolean => a.id === b.id && a.incarnation === b.incarnation;

/** The creatures that exist (702.26b) and were blocked this turn by one of `blockers` (the game's record, types.ts). */
function blockedByAny(g: Game, blockers: readonly ObjectRef[]): Permanent[] {
  const blockedThisTurn = g.declaredBlocks
    .filter((b) => b.turn === g.turnIndex && blockers.some((r) => sameObject(r, b.blocker)))
    .map((b) => b.attacker);
  return sweepSet(g, (o) => g.isType(o, 'Creature') && blockedThisTurn.some((r) => sameObject(r, g.ref(o))));
}

/** "It doesn't untap during its controller's next untap step": one effect a controller, ending as their upkeep begins. */
function keepTappedThroughNextUntap(g: Game, controller: PlayerId, creatures: Permanent[]): void {
  for (const player of new Set(creatures.map((o) => g.controller(o)))) {
    const affected = g.lockedSet(creatures.filter((o) => g.controller(o) === player));
    if (affected.length > 0)
      g.addEffect({
        controller,
        affected,
        duration: { kind: 'untilUpkeepOf', player },
        change: { kind: 'doesntUntap' },
      });
  }
}

/**
 * "Up to two target creatures each get +0/+3 until end of turn. Untap those creatures. At this turn's next
 * end of combat, tap each creature that was blocked by one of those creatures this turn and it doesn't untap
 * during its controller's next untap step." The last sentence is a delayed triggered ability (603.7) the
 * resolving spell creates, remembering the targets still legal as it resolved (608.2b; with every target
 * gone it doesn't resolve and creates none). As it resolves it finds, among the creatures that exist
 * (702.26b), those the turn's record says one of them blocked: a creature phased out then is neither tapped
 * nor kept from untapping, and phases in and untaps as usual. "Its controller" is read as it resolves.
 */
export const tritonTactics: CardBehaviour = {
  name: 'Triton Tactics',
  spell: {
    targets: [upToTwoTargetCreatures],
    resolve(g, item) {
      const creatures = anyNumberOfTargets(g, item, upToTwoTargetCreatures);
      getUntilEndOfTurn(g, item.controller, creatures, 0, 3);
      for (const c of creatures) untapPermanent(g, c);
      atThisTurnsNextEndOfCombat(g, item, 'end-of-combat', { blockers: creatures.map((c) => g.ref(c)) });
    },
  },
  triggers: [
    {
      key: 'end-of-combat',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        const blocked = blockedByAny(g, (item.triggerData as { blockers: ObjectRef[] }).blockers);
        for (const o of blocked) tapPermanent(g, o);
        keepTappedThroughNextUntap(g, item.controller, blocked);
      },
    },
  ],
};
