import type { Game } from '../engine/game-interface.js';
import { phaseIn } from '../engine/phasing.js';
import type { ContinuousEffect, GameObject } from '../engine/types.js';
import type { FaultModule } from './fault.js';

/** Effects paused while their "for as long as" condition fails (only under 'for-as-long-as-resumes'). */
const paused = new WeakSet<ContinuousEffect>();
/** The descriptions effects' sets were given by (only under 'locked-set-grows'). */
const descriptions = new WeakMap<ContinuousEffect, (o: GameObject) => boolean>();
const describingNow = new WeakSet<Game>();
/** Evaluates a description without re-entering descriptions while it asks for characteristics. */
function describing(g: Game, test: () => boolean): boolean {
  if (describingNow.has(g)) return false;
  describingNow.add(g);
  try {
    return test();
  } finally {
    describingNow.delete(g);
  }
}

/** Continuous effects: the sets they lock in (611.2c, 702.26e) and when they end (611.2, 514.2, 702.26f). */
export const EFFECTS_FAULTS = [
  {
    id: 'remembered-card-follows-new-object',
    breaks: ['RR-NEW-OBJECT'],
    description:
      'A reference to a card in a graveyard or exile (a target, a card exiled "until") finds it by id, so it still names the card after it left that zone and came back as a new object (400.7).',
    plug: { stillNamesCard: () => () => true },
  },
  {
    id: 'until-eot-survives-phase-out',
    breaks: ['PH-CE-EXPIRE', 'RR-RESOLUTION-EFFECT-DURATION'],
    description:
      '"Until end of turn" effects on a phased-out permanent do not end in the cleanup step, so they apply again after it phases in.',
    plug: {
      effects: {
        endsInCleanup: (base) => (g, e) =>
          base(g, e) && !e.affected.some((r) => g.field.phasedOut.get(r.id)?.incarnation === r.incarnation),
      },
    },
  },
  {
    id: 'for-as-long-as-resumes',
    breaks: ['PH-CE-EXPIRE', 'RR-FOR-AS-LONG-AS'],
    description:
      'A "for as long as" effect whose condition stopped holding (its permanent phased out) is only paused, and applies again when the condition holds again.',
    plug: {
      effects: {
        forAsLongAsEnds: () => (_g, e, holds) => {
          if (holds) paused.delete(e);
          else paused.add(e);
          return false;
        },
        applies: (base) => (g, e) => !paused.has(e) && base(g, e),
      },
    },
  },
  {
    id: 'for-as-long-as-never-started-lasts',
    breaks: ['RR-FOR-AS-LONG-AS'],
    description:
      'A "for as long as" effect whose duration was already over when it would begin applies anyway, indefinitely.',
    plug: { effects: { neverStarted: () => (g, e) => g.addEffect({ ...e, duration: { kind: 'indefinite' } }) } },
  },
  {
    id: 'locked-set-grows',
    breaks: ['RR-LOCKED-SET', 'PH-CE-SET'],
    description:
      'A resolved effect given by a description ("creatures you control get +1/+1") also applies to permanents that match it later (entering or phasing in).',
    plug: {
      effects: {
        added: (base) => (g, e, describedBy) => {
          base(g, e, describedBy);
          if (describedBy) descriptions.set(e, describedBy);
        },
        affects: (base) => (g, e, obj) =>
          base(g, e, obj) ||
          (descriptions.has(e) && g.isPhasedIn(obj) && describing(g, () => descriptions.get(e)!(obj))),
      },
    },
  },
  {
    id: 'cant-phase-in-end-phases-in-at-once',
    breaks: ['PH-UNTAP'],
    description:
      'When a "can\'t phase in for as long as ..." restriction ends, its permanents phase in at once instead of at their controller\'s next untap step.',
    plug: {
      effects: {
        ended: (base) => (g, e) => {
          base(g, e);
          if (e.change.kind === 'cantPhaseIn')
            phaseIn(
              g,
              e.affected.map((r) => g.field.phasedOut.get(r.id)).filter((o): o is GameObject => o !== undefined),
            );
        },
      },
    },
  },
  {
    id: 'rules-effect-locked-set',
    breaks: ['RR-LOCKED-SET'],
    description:
      'A resolved effect that only modifies the rules ("prevent all combat damage that would be dealt this turn") is locked to the objects there as it began, so a creature that phases in or enters later is not covered.',
    plug: {
      effects: {
        rulesEffectCovers: () => (_g, e, obj) =>
          e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation),
      },
    },
  },
] as const satisfies readonly FaultModule[];
