import type { Action } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { ActionContext } from './build-context.js';
import type { PoolCard } from './card-pool.js';
import type { ActionPlan } from './plan.js';

/**
 * Flicker of Fate in a generated scenario, aimed at what an effect watches. A permanent an earlier spell,
 * ability or trigger targeted may be remembered by the effect it made ("that creature doesn't untap ...",
 * "target permanent can't phase out"); returned to the battlefield it is a new object the effect no longer
 * finds (400.7). So the spell sometimes targets the permanent targeted last, and after it resolves the
 * returned permanent is sometimes tapped or phased out, which only an effect still holding it would change.
 */

/** The setup permanents these actions target (a spell's or ability's target, a trigger's), added to `targeted`. */
export function noteTargets(actions: readonly Action[], targeted: string[]): void {
  for (const x of actions) {
    const ids = [
      ...('targets' in x && Array.isArray(x.targets) ? x.targets : []),
      ...('triggers' in x && Array.isArray(x.triggers) ? x.triggers.flatMap((t) => t.targets ?? []) : []),
    ];
    for (const id of ids) if (typeof id === 'string') targeted.push(id);
  }
}

/**
 * For a spell that returns its target (variants 5, 9, 13, …: one ordinary cast in four; 0-3 are build-cast.ts's
 * flawed casts), the
 * creature or enchantment of the setup targeted last, if one was; undefined otherwise.
 */
export function watchedTarget(spell: PoolCard, a: ActionPlan, ctx: ActionContext): string | undefined {
  if (!spell.returnsTarget || a.variant < 4 || a.variant % 4 !== 1) return undefined;
  const returnable = (id: string) => {
    const p = ctx.permanents.find((b) => b.setup.id === id && b.setup.zone === 'battlefield');
    return (catalogueCard(p?.card.name ?? '')?.types ?? []).some((t) => t === 'Creature' || t === 'Enchantment');
  };
  return ctx.targeted.filter(returnable).at(-1);
}

/** After a spell that returned its target resolved: by `step`, nothing, a tap of it, or a phase-out of it. */
export function afterReturning(
  spell: PoolCard,
  a: ActionPlan,
  ctx: ActionContext,
  target: string | undefined,
  label: string,
): Action[] {
  if (!spell.returnsTarget || target === undefined) return [];
  const then = a.step % 3;
  if (then === 1 && ctx.caps.has('effect.tap')) return [{ do: 'tap', label: `${label}-tap`, objects: [target] }];
  if (then === 2 && ctx.caps.has('effect.phase-out'))
    return [{ do: 'phaseOut', label: `${label}-phase-out`, objects: [target] }];
  return [];
}
