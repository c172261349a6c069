import type { FaultModule } from './fault.js';
import { withoutStaticsOf } from './without-statics.js';

/** Events the rules make one moment, performed in pieces or in the wrong order. */
export const SIMULTANEITY_FAULTS = [
  {
    id: 'multi-phase-out-one-at-a-time',
    breaks: ['PH-DIRECT+INDIRECT'],
    description:
      'A phase-out of several named permanents is performed one permanent at a time in the order named, so an Aura or Equipment named before its host phases out directly rather than indirectly with it.',
    plug: { phaseOut: { batches: () => (_g, named) => named.map((o) => [o]) } },
  },
  {
    id: 'phase-in-triggers-before-statics',
    breaks: ['RR-LOOK-BACK'],
    description:
      'Abilities that trigger on phasing in are checked before the static abilities of the permanents that phased in apply again (control, type and power changes), so a trigger condition that depends on them is judged without them.',
    plug: {
      phaseIn: {
        order: () => (g, all, parts) => {
          parts.statusChanges();
          withoutStaticsOf(g, all, () => parts.triggersChecked());
        },
      },
    },
  },
  {
    id: 'delayed-trigger-needs-its-creator',
    breaks: ['RR-DELAYED-TRIGGER'],
    description:
      'A delayed triggered ability does not trigger while the permanent whose ability created it is phased out.',
    plug: { delayedTriggers: () => (g, d) => d.source.zone !== 'battlefield' || g.isPhasedIn(d.source) },
  },
  {
    id: 'delayed-trigger-events-trigger-separately',
    breaks: ['RR-DELAYED-TRIGGER'],
    description:
      'A delayed triggered ability with several trigger events ("when it becomes untapped or you lose control of it") triggers once for each of them rather than once in all (603.7b).',
    plug: { delayedTriggersGone: () => (_g, d) => [d] },
  },
  {
    id: 'lost-control-unnoticed',
    breaks: ['RR-DELAYED-TRIGGER'],
    description:
      'A delayed triggered ability waiting for "you lose control of" a permanent does not trigger when a control effect gives that permanent to another player (only when the permanent leaves).',
    plug: { noticesLostControl: () => () => false },
  },
] as const satisfies readonly FaultModule[];
