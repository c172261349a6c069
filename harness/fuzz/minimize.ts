import type { Scenario } from './build-scenario.js';
import { examine, type Bench, type Divergence } from './examine.js';
import type { RelationName } from './relations.js';

/** At most this many scenarios are examined while minimizing one divergence. */
const MAX_TRIES = 150;

/**
 * Whether an action, another object or a player still names the object: removing it would leave a
 * reference to nothing, which the reference engine may reject as an illegal action (an expected rejection
 * once the action is labelled) rather than refuse to play, and the draft would not validate.
 */
function stillNamed(s: Scenario, id: string): boolean {
  const rest = [s.actions, s.setup.objects.filter((o) => o.id !== id), s.setup.players];
  return JSON.stringify(rest).includes(JSON.stringify(id));
}

export interface Minimized {
  divergence: Divergence;
  /** What was taken away, in words (empty when nothing could be). */
  removed: string[];
}

/**
 * Takes actions and objects away from a diverging scenario one at a time, keeping each removal after
 * which the engine still diverges under the same relation, until none can go. fast-check's shrinking
 * only reaches what its draw can express (a seed's own actions and objects are not part of the draw);
 * this pass reaches the scenario itself. An object something still names is kept (its actions may go
 * first); a removal that leaves a scenario the reference engine cannot play is discarded like any other
 * and the removal undone.
 */
export async function minimize(
  bench: Bench,
  found: Divergence,
  relation: RelationName | undefined,
): Promise<Minimized> {
  let best = found;
  let scenario: Scenario = { setup: found.case.setup, actions: found.case.actions };
  const removed = { actions: 0, objects: 0 };
  let tries = 0;
  const attempt = async (candidate: Scenario): Promise<boolean> => {
    tries++;
    const v = await examine(bench, candidate, relation);
    if (v.kind !== 'divergence' || v.relation !== found.relation) return false;
    const { kind: _kind, ...divergence } = v;
    best = divergence;
    scenario = candidate;
    return true;
  };
  for (let changed = true; changed && tries < MAX_TRIES;) {
    changed = false;
    for (let i = scenario.actions.length - 1; i >= 0 && tries < MAX_TRIES; i--) {
      if (scenario.actions.length <= 1) break;
      const actions = [...scenario.actions.slice(0, i), ...scenario.actions.slice(i + 1)];
      if (await attempt({ ...scenario, actions })) {
        removed.actions++;
        changed = true;
      }
    }
    for (let i = scenario.setup.objects.length - 1; i >= 0 && tries < MAX_TRIES; i--) {
      if (scenario.setup.objects.length <= 1) break;
      if (stillNamed(scenario, scenario.setup.objects[i]!.id)) continue;
      const objects = [...scenario.setup.objects.slice(0, i), ...scenario.setup.objects.slice(i + 1)];
      if (await attempt({ ...scenario, setup: { ...scenario.setup, objects } })) {
        removed.objects++;
        changed = true;
      }
    }
  }
  const words = [
    ...(removed.actions > 0 ? [`${removed.actions} action${removed.actions === 1 ? '' : 's'}`] : []),
    ...(removed.objects > 0 ? [`${removed.objects} object${removed.objects === 1 ? '' : 's'}`] : []),
  ];
  return { divergence: best, removed: words };
}
