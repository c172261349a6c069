import type { Game } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import { targetObjects } from '../engine/targets.js';
import type { ObjectRef, StackItem } from '../engine/types.js';
import type { TargetSpec, TriggeredAbility } from '../engine/card-behaviour.js';
import { gainKeywordUntilEndOfTurn, getUntilEndOfTurn } from './helpers.js';
import { atTheBeginningOfTheNextEndStep } from './timing.js';

/**
 * The old red and blue "fling" abilities (Mogg Cannon, Krovikan Elementalist): "Target creature you
 * control [gets +N/+0 and] gains flying until end of turn. [Destroy | Sacrifice] that creature at the
 * beginning of the next end step." The second sentence is a delayed triggered ability (603.7) created
 * as the ability resolves; it remembers the target and is the card's `delayedOnly` trigger 'end-step'.
 * A target that no longer exists (phased out among them, 702.26b) gets nothing and creates no delayed
 * trigger (608.2b); one that phases out after the delayed trigger was created is not found when it
 * resolves (the 'remembered' reader).
 */
export const targetCreatureYouControl: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature you control',
  filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) === controller,
};

/** The activated ability's effect: `power` (+N/+0) and flying until end of turn, then the delayed trigger. */
export function fliesUntilEndStep(power: number): (g: Game, item: StackItem) => void {
  return (g, item) => {
    const creatures = targetObjects(g, item);
    if (power !== 0) getUntilEndOfTurn(g, item.controller, creatures, power, 0);
    gainKeywordUntilEndOfTurn(g, item.controller, creatures, 'flying');
    for (const creature of creatures)
      atTheBeginningOfTheNextEndStep(g, item, 'end-step', { creature: g.ref(creature) });
  };
}

/** The delayed trigger: `act` on the remembered creature if it still exists as it resolves (702.26b, 603.7c). */
export function atTheNextEndStep(act: (g: Game, creature: Permanent, item: StackItem) => void): TriggeredAbility {
  return {
    key: 'end-step',
    event: 'stepBegins',
    delayedOnly: true,
    matches: () => false,
    resolve(g, item) {
      const creature = g.permanent((item.triggerData as { creature: ObjectRef }).creature, 'remembered');
      if (creature) act(g, creature, item);
    },
  };
}
