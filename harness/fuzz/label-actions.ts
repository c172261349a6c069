import type { Action } from '../generated/fixture.js';
import type { Scenario } from './build-scenario.js';

/** What the labels given here start with: never a fixture's own label, nor a mutation's (`fz-` and a number). */
const PREFIX = 'fz-l';

/**
 * The scenario with a label on every action that has none (a checkpoint has a name instead). A corpus
 * fixture labels only the actions its expectations name, and the differential holds the engine to the
 * reference engine's rejection of an action by its label: a mutated seed in which the reference engine
 * rejects an unlabelled action (an attack a mutation made illegal, a declaration leaving out a creature
 * that must attack) would be discarded, and an engine that performs it never asked.
 */
export function labelled(s: Scenario): Scenario {
  if (s.actions.every((a) => a.do === 'checkpoint' || a.label !== undefined)) return s;
  const actions = s.actions.map((a, i): Action =>
    a.do === 'checkpoint' || a.label !== undefined ? a : { ...a, label: `${PREFIX}${i + 1}` },
  );
  return { ...s, actions };
}
