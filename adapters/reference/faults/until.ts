import type { FaultModule } from './fault.js';

/** "Phase out until" (610.4) and "until [this] leaves the battlefield" (610.3) one-shot effects. */
export const UNTIL_FAULTS = [
  {
    id: 'phase-out-until-link-survives-phase-in',
    breaks: ['RR-PHASE-OUT-UNTIL-NO-UNTAP'],
    description:
      'A permanent phased out "until" an event that phased in by another effect is still phased in by the second one-shot effect (610.4a says that effect doesn\'t happen).',
    plug: { until: { stillLinked: () => () => true } },
  },
  {
    id: 'phase-out-until-deferred-to-untap',
    breaks: ['RR-PHASE-OUT-UNTIL'],
    description:
      'When the event of a "phase out until" effect happens, the permanents wait for their controller\'s next untap step instead of phasing in immediately.',
    plug: {
      until: {
        phaseInLinked: () => (_g, objs) => {
          for (const o of objs) if (o.phased?.how === 'directly') delete o.phased.untilLink;
        },
      },
    },
  },
  {
    id: 'phase-out-until-ignores-passed-event',
    breaks: ['RR-PHASE-OUT-UNTIL-SPELL-EVENT-PASSED', 'RR-PHASE-OUT-UNTIL-TRIGGER-EVENT-PASSED'],
    description:
      'A "phase out until" effect phases the permanent out even though its event already happened after the spell or ability was put on the stack or triggered.',
    plug: { until: { phaseOutSkipped: () => () => false } },
  },
  {
    id: 'tapped-as-it-phases-out',
    breaks: ['RR-PHASE-OUT-UNTIL', 'PH-IN-STATUS'],
    description:
      '"Tap that creature as it phases in" is done as the creature phases out, as an ordinary tap that triggers "becomes tapped" abilities.',
    plug: {
      until: {
        beforePhasingOut: (base) => (g, objs, tapOnPhaseIn) => {
          base(g, objs, tapOnPhaseIn);
          if (tapOnPhaseIn)
            for (const o of objs)
              if (g.isPhasedIn(o) && !o.tapped) {
                o.tapped = true;
                g.emit({ type: 'tapped', obj: o });
              }
        },
      },
    },
  },
  {
    id: 'phase-out-until-waits-for-resolution',
    breaks: ['RR-PHASE-OUT-UNTIL'],
    description:
      'When the event of a "phase out until" effect happens while a spell or ability resolves, the permanents phase in only once it has finished resolving, not immediately after the event.',
    plug: {
      until: {
        phaseInLinked: (base) => (g, objs, tapped) => {
          if (g.resolving) g.afterResolution.push(() => base(g, objs, tapped));
          else base(g, objs, tapped);
        },
      },
    },
  },
] as const satisfies readonly FaultModule[];
