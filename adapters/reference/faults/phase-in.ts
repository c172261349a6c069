import type { GameObject, ObjectId } from '../engine/types.js';
import type { FaultModule } from './fault.js';

/** attachment-follows-returned-object: the id of the object each directly phased-out attachment was attached to. */
const attachedBefore = new WeakMap<GameObject, ObjectId>();

/** Phasing in (702.26c, d, i): a permanent that phases in is the same object, with its status and history. */
export const PHASE_IN_FAULTS = [
  {
    id: 'phase-in-prepared-makes-no-copy',
    breaks: ['RR-PREPARE-PHASE-IN'],
    description:
      'A prepared permanent that phases in gets no new copy of its prepare spell in exile (722.3c: "or phases in prepared"), so its controller can\'t cast one until it becomes prepared again.',
    plug: { phaseIn: { preparedCopy: () => () => false } },
  },
  {
    id: 'phase-in-summoning-sick',
    breaks: ['PH-NO-ZONE-CHANGE', 'RR-SUMMONING-SICKNESS'],
    description: "A creature that phases in is treated as having just come under its controller's control.",
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          o.sick = true;
        },
      },
    },
  },
  {
    id: 'phase-in-clears-summoning-sickness',
    breaks: ['PH-NO-ZONE-CHANGE', 'RR-SUMMONING-SICKNESS'],
    description:
      'A creature that phases in can attack and {T} as though it had haste (the pre-2009 rule 502.15m), even if its controller has not controlled it continuously since the turn began.',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          o.sick = false;
        },
      },
    },
  },
  {
    id: 'phase-in-untapped',
    breaks: ['RR-STATUS-RETAINED', 'PH-NO-ZONE-CHANGE'],
    description:
      'A permanent phases in untapped, as a permanent enters (110.5b), instead of keeping the tapped status it had (110.5c).',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          o.tapped = false;
        },
      },
    },
  },
  {
    id: 'phase-in-forgets-history',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      'A permanent that phases in forgets what it remembered: choices made as it entered, cards exiled with it, players it dealt damage to.',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          o.memory = {};
        },
      },
    },
  },
  {
    id: 'phase-in-resets-loyalty-activations',
    breaks: ['PH-NO-ZONE-CHANGE', 'RR-LOYALTY-TIMING'],
    description:
      'A permanent that phases in is a new permanent to the once-per-turn loyalty rule (606.3): its loyalty ability activated earlier that turn no longer counts.',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          for (const p of g.players) p.loyaltyActivatedThisTurn.delete(o.id);
        },
      },
    },
  },
  {
    id: 'phase-in-counts-as-entering',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      'Effects that check history see a permanent that phased in as having entered the battlefield this turn ("if it entered this turn", echo).',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          o.memory['enteredTurn'] = g.turnIndex;
        },
      },
    },
  },
  {
    id: 'phasing-makes-a-new-object',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      'A permanent that phases in is a new object (as after a zone change, 400.7): targets, attachments and effects that referred to it no longer find it.',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          o.incarnation++;
        },
      },
    },
  },
  {
    id: 'phase-in-enters-tapped',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      '"Enters tapped" replacement effects (its own, Frozen Aether, Kismet) also apply to a permanent that phases in.',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          if (g.entersTapped(o, g.controller(o))) o.tapped = true;
        },
      },
    },
  },
  {
    id: 'phase-in-front-face-up',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      'A transformed double-faced permanent phases in front face up, as a double-faced card enters the battlefield (712.14), instead of keeping the face it had (702.26d: phasing is no zone change).',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          o.transformed = false;
        },
      },
    },
  },
  {
    id: 'phase-in-new-controller',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description: 'A permanent phases in under its owner, as if it had changed control.',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          o.baseController = o.owner;
          g.endEffects(
            (e) =>
              e.change.kind === 'control' && e.affected.some((r) => r.id === o.id && r.incarnation === o.incarnation),
          );
        },
      },
    },
  },
  {
    id: 'attachment-phases-in-unattached',
    breaks: ['PH-ATTACH-PHASE-IN'],
    description: 'A directly phased-out Aura or Equipment phases in unattached.',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          if (ctx.wasDirect && o.attachedTo) {
            o.attachedTo = null;
            o.bestowed = false;
          }
          base(g, o, ctx);
        },
      },
    },
  },
  {
    id: 'attachment-follows-returned-object',
    breaks: ['PH-ATTACH-PHASE-IN', 'RR-NEW-OBJECT'],
    description:
      'A directly phased-out Aura or Equipment whose object left the battlefield and came back meanwhile phases in attached to the returned object, found by its id (400.7 makes that a new object).',
    plug: {
      phaseIn: {
        // `can` sees each directly phased-out permanent before its attachment is settled; `each` after.
        can: (base) => (g, o) => {
          if (o.attachedTo && 'object' in o.attachedTo) attachedBefore.set(o, o.attachedTo.object);
          return base(g, o);
        },
        each: (base) => (g, o, ctx) => {
          const id = attachedBefore.get(o);
          attachedBefore.delete(o);
          const host = id === undefined ? undefined : g.permanentById(id);
          if (ctx.wasDirect && !o.attachedTo && host) o.attachedTo = { object: host.id, incarnation: host.incarnation };
          base(g, o, ctx);
        },
      },
    },
  },
  {
    id: 'equipment-phasing-in-unattached-dies',
    breaks: ['PH-ATTACH-PHASE-IN', 'RR-SBA-EQUIPMENT'],
    description:
      "A directly phased-out Equipment that phases in unattached is put into its owner's graveyard, as an Aura would be (704.5n says it stays on the battlefield).",
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          if (ctx.wasDirect && !o.attachedTo && g.hasSubtype(o, 'Equipment')) ctx.bury(o);
        },
      },
    },
  },
  {
    id: 'bestow-not-ended-on-phase-in',
    breaks: ['RR-BESTOW-PHASE-IN'],
    description:
      'A bestowed Aura that phases in unattached stays bestowed, so it is put into the graveyard as an unattached Aura instead of becoming a creature.',
    plug: {
      phaseIn: {
        each: (base) => (g, o, ctx) => {
          base(g, o, ctx);
          if (ctx.wasBestowed && !o.attachedTo) o.bestowed = true;
        },
      },
    },
  },
] as const satisfies readonly FaultModule[];
