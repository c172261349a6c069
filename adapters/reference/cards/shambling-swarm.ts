import { putCounters, removeCounters } from '../engine/counters.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { IllegalAction } from '../engine/game.js';
import { targetStillLegal } from '../engine/targets.js';
import type { ObjectRef, Target } from '../engine/types.js';
import { atTheBeginningOfTheNextEndStep } from './timing.js';

/**
 * "When this creature dies, distribute three -1/-1 counters among one, two, or three target creatures.
 * For each -1/-1 counter you put on a creature this way, remove a -1/-1 counter from that creature at the
 * beginning of the next end step." The division is chosen as the trigger is put on the stack (603.3d,
 * 601.2d): the `counters` choice, the target each of the three counters goes to, each target at least once.
 * A target that is illegal as it resolves gets none (608.2b), so the delayed trigger (603.7) remembers
 * only the creatures that got counters, with how many; one that phased out meanwhile doesn't exist as it
 * resolves (702.26b) and keeps its counters.
 */
const oneToThreeCreatures: TargetSpec = {
  count: 3,
  min: 1,
  kind: 'permanent',
  describe: 'one, two, or three target creatures',
  filter: (g, o) => g.isType(o, 'Creature'),
};

const TOTAL = 3;

/**
 * The division the fixture chose, as the number of counters each target gets in target order: the choice
 * names, for each of the three counters, the target it goes to (so its listing order means nothing), and
 * every target gets at least one (601.2d).
 */
function division(targets: readonly Target[], chosen: unknown, what: string): number[] {
  const ids = targets.map((t) => ('object' in t ? t.object.id : t.player));
  const counts = ids.map((id) => (Array.isArray(chosen) ? chosen.filter((c) => c === id).length : 0));
  const ok =
    Array.isArray(chosen) &&
    chosen.length === TOTAL &&
    counts.every((n) => n >= 1) &&
    counts.reduce((a, b) => a + b, 0) === TOTAL;
  if (!ok)
    throw new IllegalAction(
      `${what}: "counters" must name, for each of the ${TOTAL} counters, the target it goes to, each of the ${targets.length} target(s) at least once`,
    );
  return counts;
}

/** What the delayed trigger remembers: each creature that got counters, and how many it got. */
interface Put {
  creature: ObjectRef;
  n: number;
}

export const shamblingSwarm: CardBehaviour = {
  name: 'Shambling Swarm',
  triggers: [
    {
      key: 'dies',
      event: 'leaves',
      lookBack: true,
      matches: (_g, self, ev) => ev.type === 'leaves' && ev.to === 'graveyard' && ev.obj.id === self.id,
      targets: [oneToThreeCreatures],
      checkChoices: (targets, choices, what) => void division(targets, choices['counters'], what),
      resolve(g, item) {
        const amounts = division(item.targets, item.choices['counters'], "Shambling Swarm's dies trigger");
        const put: Put[] = [];
        item.targets.forEach((t, i) => {
          if (!('object' in t) || !targetStillLegal(g, t, oneToThreeCreatures, item.controller)) return;
          const creature = g.permanent(t.object);
          if (!creature) return;
          putCounters(creature, '-1/-1', amounts[i]!);
          put.push({ creature: g.ref(creature), n: amounts[i]! });
        });
        // "For each -1/-1 counter you put on a creature this way": only the counters actually put.
        atTheBeginningOfTheNextEndStep(g, item, 'end-step', { put });
      },
    },
    {
      key: 'end-step',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      // A creature that phased out after the trigger was created doesn't exist for it (702.26b, 603.7c).
      resolve(g, item) {
        for (const { creature, n } of (item.triggerData as { put: Put[] }).put) {
          const still = g.permanent(creature, 'remembered');
          if (still) removeCounters(still, '-1/-1', n);
        }
      },
    },
  ],
};
