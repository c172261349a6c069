import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

const destroyAllCreatures: CardBehaviour['spell'] = {
  resolve(g) {
    g.destroyAll(sweepSet(g, (p) => g.isType(p, 'Creature'))); // simultaneously (603.10a example)
  },
};

/** "Destroy all creatures. They can't be regenerated." — 702.23b's second example (2011). */
export const wrathOfGod: CardBehaviour = { name: 'Wrath of God', spell: destroyAllCreatures };
/** "Destroy all creatures." — the wording of 702.24b's second example onwards. */
export const dayOfJudgment: CardBehaviour = { name: 'Day of Judgment', spell: destroyAllCreatures };
