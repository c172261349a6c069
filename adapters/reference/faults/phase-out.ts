import type { SeamPatch } from '../engine/seams.js';
import type { FaultModule } from './fault.js';

/** Phasing out (702.26b, d, g, h): what phases out with what, and what phasing out must not do. */
export const PHASE_OUT_FAULTS = [
  {
    id: 'no-removal-from-combat',
    breaks: ['PH-OUT-STATUS', 'RR-REMOVED-FROM-COMBAT'],
    description: 'A permanent that phases out stays in combat.',
    plug: { phaseOut: { each: () => () => undefined } },
  },
  {
    id: 'counters-dropped',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description: 'Counters are removed when a permanent phases out.',
    plug: {
      phaseOut: {
        each: (base) => (g, o) => {
          base(g, o);
          o.counters = new Map();
        },
      },
    },
  },
  {
    id: 'phase-out-clears-damage',
    breaks: ['RR-CLEANUP-DAMAGE'],
    description:
      'Damage is removed from a permanent as it phases out (the pre-2009 rule 502.15e) instead of staying marked until the cleanup step.',
    plug: {
      phaseOut: {
        each: (base) => (g, o) => {
          base(g, o);
          o.damage = 0;
        },
      },
    },
  },
  {
    id: 'tokens-vanish',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description: 'Phased-out tokens cease to exist, whatever the edition.',
    plug: {
      phaseOut: {
        each: (base) => (g, o) => {
          base(g, o);
          if (o.token) g.ceaseToExist(o);
        },
      },
    },
  },
  {
    id: 'no-indirect-phasing',
    breaks: ['PH-INDIRECT'],
    description: 'Auras and Equipment stay behind when the permanent they are attached to phases out.',
    plug: { phaseOut: { attachedTo: () => () => [] } },
  },
  {
    id: 'indirect-upgraded-to-direct',
    breaks: ['PH-DIRECT+INDIRECT'],
    description: 'An attachment phased out both directly and indirectly phases out directly.',
    plug: { phaseOut: { namedAndAttached: () => () => 'directly' } },
  },
  {
    id: 'indirect-ignores-cant-phase-out',
    breaks: ['PH-INDIRECT'],
    description:
      "An Aura or Equipment that can't phase out (Spatial Binding) still phases out indirectly with the permanent it is attached to.",
    plug: { phaseOut: { can: (base) => (g, o, how) => how === 'indirectly' || base(g, o, how) } },
  },
  {
    id: 'cant-phase-out-follows-new-object',
    breaks: ['RR-NEW-OBJECT'],
    description:
      'A "can\'t phase out" effect finds the permanent it names by its id, so it still applies after the permanent left the battlefield and came back as a new object (400.7).',
    plug: {
      phaseOut: {
        can: (base) => (g, o, how) =>
          base(g, o, how) &&
          !g.effects.some((e) => e.change.kind === 'cantPhaseOut' && e.affected.some((r) => r.id === o.id)),
      },
    },
  },
  {
    id: 'cant-phase-out-only-at-untap',
    breaks: [],
    description:
      '"Can\'t phase out" effects only stop the untap step\'s phasing, not effects that phase a permanent out (Ertai\'s Familiar ruling 2008-04-01: "for any reason").',
    plug: { phaseOut: { can: (base) => (g, o, how) => (how === 'directly' && g.step !== 'untap') || base(g, o, how) } },
  },
  {
    id: 'phase-out-no-lookback',
    breaks: ['RR-PHASE-OUT-LOOKBACK'],
    description:
      '"When this phases out" abilities do not trigger, because the permanent no longer exists after the event.',
    plug: { looksBack: (base) => (g, kind) => kind !== 'phases-out' && base(g, kind) },
  },
  {
    id: 'indirect-phasing-no-phase-triggers',
    breaks: ['PH-INDIRECT', 'RR-PHASE-OUT-LOOKBACK'],
    description:
      'Phasing out indirectly does not trigger "whenever this phases out" abilities (only attach and unattach abilities are exempt from phasing, 702.26j).',
    plug: {
      phaseOut: {
        event: (base) => (g, before) => {
          const ev = base(g, before);
          // The event follows the status change: each snapshot's object is phased out now.
          const direct = ev.objs.filter((snap) => g.phasedOutById('phase-in', snap.id)?.phased?.how === 'directly');
          return { objs: direct, lookBack: ev.lookBack };
        },
      },
    },
  },
  {
    id: 'phasing-is-zone-change',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      'Phasing out triggers leaves-the-battlefield and dies abilities; phasing in triggers enters abilities.',
    plug: {
      phaseOut: {
        after: (base) => (g, before, all) => {
          base(g, before, all);
          for (const o of before) g.emit({ type: 'leaves', obj: o, to: 'graveyard' }, [o]);
        },
      },
      phaseIn: {
        after: (base) => (g, all) => {
          base(g, all);
          for (const o of all) g.emit({ type: 'enters', obj: o });
        },
      },
    } satisfies SeamPatch,
  },
  {
    id: 'attach-triggers-on-phasing',
    breaks: ['PH-ATTACH-TRIGGERS'],
    description: 'Becomes-attached and becomes-unattached abilities trigger on phasing.',
    plug: {
      phaseOut: {
        after: (base) => (g, before, all) => {
          base(g, before, all);
          for (const o of before) if (o.attachedTo) g.emit({ type: 'unattached', obj: o }, [o]);
        },
      },
      phaseIn: {
        after: (base) => (g, all) => {
          base(g, all);
          for (const o of all) if (o.attachedTo) g.emit({ type: 'attached', obj: o });
        },
      },
    } satisfies SeamPatch,
  },
  {
    id: 'effects-end-on-phase-out',
    breaks: ['PH-CE-EXPIRE', 'RR-RESOLUTION-EFFECT-DURATION'],
    description:
      'Continuous effects from resolved spells and abilities that affect a permanent end as soon as it phases out, instead of lasting as long as they say.',
    plug: {
      phaseOut: {
        after: (base) => (g, before, all) => {
          base(g, before, all);
          g.endEffects((e) => e.affected.some((r) => all.some((o) => o.id === r.id)));
        },
      },
    },
  },
  {
    id: 'until-link-fires-on-phase-out',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      'One-shot effects waiting "until [this] leaves the battlefield" (Banishing Light, Oubliette) happen when that permanent phases out.',
    plug: {
      phaseOut: {
        after: (base) => (g, before, all) => {
          base(g, before, all);
          g.expireEffects();
          for (const o of before) g.fireUntilLinks(o);
        },
      },
    },
  },
] as const satisfies readonly FaultModule[];
