import type { Action } from '../generated/fixture.js';
import type { Scenario } from './build-scenario.js';

/**
 * One of the seed's activations put in again after its source phased out and back in, right after the
 * activation (and the resolve that follows it, if one does): phasing in is not entering (702.26d), so the
 * source is the permanent whose ability was activated, with what it did this turn (606.3: a loyalty ability
 * once per turn), and it kept its counters and status (702.26f). `position` picks the activation; undefined
 * when the seed activates nothing.
 */
export function activatedAgain(s: Scenario, position: number, label: string): Action[] | undefined {
  const at = s.actions.flatMap((a, i) => (a.do === 'activate' ? [i] : []));
  if (at.length === 0) return undefined;
  const i = at[position % at.length]!;
  const activation = s.actions[i]!;
  if (activation.do !== 'activate') return undefined;
  const after = s.actions[i + 1]?.do === 'resolve' ? i + 2 : i + 1;
  const again: Action[] = [
    { do: 'phaseOut', label: `${label}-out`, objects: [activation.source] },
    { do: 'phaseIn', label: `${label}-in`, objects: [activation.source] },
    { ...activation, label },
  ];
  return [...s.actions.slice(0, after), ...again, ...s.actions.slice(after)];
}
