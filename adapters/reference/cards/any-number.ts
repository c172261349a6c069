import type { Game, TargetSpec } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import { targetObjects } from '../engine/targets.js';
import type { StackItem } from '../engine/types.js';

/**
 * What "any number of target …" (or "up to X target …") acts on as it resolves: the targets its controller chose that are
 * still legal (601.2c, 608.2b). A permanent that fits the description but was not chosen is no
 * target, and zero chosen targets means nothing is affected. `spec` is the ability's target
 * specification (its filter says what fits).
 */
export function anyNumberOfTargets(g: Game, item: StackItem, spec: TargetSpec): Permanent[] {
  const fits = (o: Permanent) => spec.filter?.(g, o, item.controller) ?? true;
  return g.seams.cards.anyNumberOfTargets(g, targetObjects(g, item), () => g.permanents().filter(fits));
}
