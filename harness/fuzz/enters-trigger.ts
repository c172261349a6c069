import type { Action } from '../generated/fixture.js';
import type { ActionContext } from './build-context.js';
import type { PoolCard } from './card-pool.js';
import type { ActionPlan } from './plan.js';

/** What happens to a permanent spell's source between its resolution and its enters trigger's. */
type Meanwhile = 'waits' | 'destroy' | 'phaseOut';
const MEANWHILE: readonly Meanwhile[] = ['waits', 'destroy', 'phaseOut'];

/**
 * The actions after a permanent spell with an enters trigger resolved. Mostly the trigger resolves at once.
 * For a spell whose trigger's effect waits for it to leave the battlefield (Oubliette, Banishing Light, Out of
 * Time), in one ordinary cast in three (variant 4 and up, a multiple of 3) it is left on the stack: it waits while
 * the next actions happen, until an advance resolves it, or its source is destroyed or phased out first and
 * the trigger then resolves. A one-shot effect waiting "until [this] leaves the battlefield" whose source has
 * already left does nothing (610.3c, 610.4c); phasing out is not leaving (702.26d), so it still begins.
 */
export function afterEntering(spell: PoolCard, a: ActionPlan, ctx: ActionContext, id: string, label: string): Action[] {
  if (!spell.entersTrigger) return [];
  const resolve: Action = { do: 'resolve', label: `${label}-enters` };
  // Variants 0-3 are build-cast.ts's flawed casts.
  if (!spell.untilItLeaves || a.variant < 4 || a.variant % 3 !== 0) return [resolve];
  const meanwhile = MEANWHILE[a.step % MEANWHILE.length]!;
  if (meanwhile === 'destroy' && ctx.caps.has('effect.destroy'))
    return [{ do: 'destroy', label: `${label}-leaves`, objects: [id] }, resolve];
  if (meanwhile === 'phaseOut' && ctx.caps.has('effect.phase-out'))
    return [{ do: 'phaseOut', label: `${label}-phases-out`, objects: [id] }, resolve];
  return [];
}
