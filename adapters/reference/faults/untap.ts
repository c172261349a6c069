import type { Game } from '../engine/game-interface.js';
import { scheduledReturn, waitsForLink } from '../engine/seams.js';
import type { GameObject, PlayerId } from '../engine/types.js';
import type { FaultModule } from './fault.js';

/** How many instances of phasing a permanent has (702.26p makes any number past one redundant). */
function phasingInstances(g: Game, obj: GameObject): number {
  const printed = obj.card.abilities.filter((a) => a.key === 'phasing').length;
  const granted =
    g.effects.filter(
      (e) =>
        e.change.kind === 'addKeyword' &&
        e.change.keyword === 'phasing' &&
        e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation),
    ).length + g.staticKeywordGrants(obj, 'phasing');
  return printed + granted + (g.has(obj, 'phasing') && printed + granted === 0 ? 1 : 0);
}

/** A directly phased-out permanent on an ordinary schedule: not waiting for a 610.4 link, not orphaned (702.26n). */
function ordinarySchedule(g: Game, o: GameObject): boolean {
  return o.phased?.how === 'directly' && !waitsForLink(g, o) && o.phased.orphanedUntilTurn === undefined;
}

/** The untap step's phasing event (502.1, 702.26a): who phases when, and in what order. */
export const UNTAP_FAULTS = [
  {
    id: 'doesnt-untap-ignored',
    breaks: ['RR-UNTAP-ORDER'],
    description:
      "An effect that says a permanent doesn't untap during its controller's untap step (Dungeon Geists) is ignored: it untaps.",
    plug: { untap: { heldTapped: () => () => false } },
  },
  {
    id: 'doesnt-untap-follows-new-object',
    breaks: ['RR-NEW-OBJECT'],
    description:
      'A "doesn\'t untap" effect (Dungeon Geists) finds its creature by id, so it still holds the card after it left the battlefield and came back as a new object (400.7).',
    plug: {
      untap: {
        heldTapped: (base) => (g, o, held) =>
          base(
            g,
            o,
            held || g.effects.some((e) => e.change.kind === 'doesntUntap' && e.affected.some((r) => r.id === o.id)),
          ),
      },
    },
  },
  {
    id: 'no-phase-out-at-untap',
    breaks: ['PH-UNTAP'],
    description: "Permanents with phasing do not phase out during their controller's untap step.",
    plug: { untap: { phasesOut: () => () => false } },
  },
  {
    id: 'phase-in-any-untap',
    breaks: ['PH-UNTAP'],
    description:
      "Phased-out permanents phase in during any player's untap step, not only the one they phased out under.",
    plug: { untap: { phasesIn: (base) => (g, o, active) => (ordinarySchedule(g, o) ? true : base(g, o, active)) } },
  },
  {
    id: 'phase-in-current-controller',
    breaks: ['PH-UNTAP'],
    description: "Phase-in is keyed to the permanent's current controller instead of the player it phased out under.",
    plug: {
      untap: {
        phasesIn: (base) => (g, o, active) =>
          ordinarySchedule(g, o) ? g.controller(o) === active : base(g, o, active),
      },
    },
  },
  {
    id: 'phasing-after-untap',
    breaks: ['PH-UNTAP', 'RR-UNTAP-ORDER'],
    description: 'Permanents untap before the phasing event, so permanents that phase in stay tapped.',
    plug: {
      untap: {
        run: (base) => (g, skipped, events) => {
          if (skipped) return base(g, skipped, events);
          events.untap();
          events.phasing();
        },
      },
    },
  },
  {
    id: 'phasing-on-skipped-untap',
    breaks: ['PH-SKIP-UNTAP'],
    description: 'The phasing event happens even when the untap step is skipped.',
    plug: { untap: { run: (base) => (g, skipped, events) => (skipped ? events.phasing() : base(g, skipped, events)) } },
  },
  {
    id: 'orphan-never-phases-in',
    breaks: ['PH-MULTIPLAYER'],
    description: 'A permanent phased out under a player who left the game never phases in.',
    plug: {
      untap: {
        phasesIn: (base) => (g, o, active) =>
          !(o.phased?.how === 'directly' && o.phased.orphanedUntilTurn !== undefined) && base(g, o, active),
      },
    },
  },
  {
    id: 'phasing-instances-toggle',
    breaks: ['PH-REDUNDANT'],
    description: 'Each instance of phasing toggles the permanent separately, so two instances cancel out.',
    plug: { untap: { phasesOut: (base) => (g, o, active) => base(g, o, active) && phasingInstances(g, o) % 2 !== 0 } },
  },
  {
    id: 'phase-out-until-returns-at-untap',
    breaks: ['RR-PHASE-OUT-UNTIL-NO-UNTAP'],
    description: 'A permanent phased out "until" an event also phases in during its controller\'s untap step.',
    plug: {
      untap: {
        phasesIn: (base) => (g, o, active) =>
          o.phased!.how === 'directly' ? scheduledReturn(g, o, active) : base(g, o, active),
      },
    },
  },
  {
    id: 'phasing-not-simultaneous',
    breaks: ['PH-UNTAP', 'RR-UNTAP-ORDER'],
    description:
      'The phasing event phases permanents in first and only then looks for permanents with phasing to phase out, so a permanent with phasing that phases in phases straight back out.',
    plug: {
      untap: {
        phasingEvent: () => (_g, parts) => {
          parts.phaseIn();
          parts.phaseOut();
        },
      },
    },
  },
  {
    id: 'priority-in-untap-step',
    breaks: ['RR-UNTAP-NO-PRIORITY'],
    description:
      'Players receive priority in the untap step: abilities that trigger during it (phasing triggers) go on the stack and resolve there instead of waiting for the upkeep, and spells can be cast and abilities activated in it.',
    plug: { untap: { priorityNow: () => () => true } },
  },
  {
    id: 'cant-phase-in-ignored',
    breaks: ['PH-UNTAP'],
    description: 'Effects that say permanents "can\'t phase in" are ignored by the untap step\'s phasing event.',
    plug: { phaseIn: { can: () => () => true } },
  },
  {
    id: 'cant-phase-in-outlives-its-source',
    breaks: ['PH-UNTAP'],
    description:
      'A "can\'t phase in" static ability (Disciple of Caelus Nin) keeps applying after its permanent has left the battlefield (113.6: static abilities function only on the battlefield).',
    plug: {
      phaseIn: {
        can: (base) => (g, o) =>
          base(g, o) &&
          !g
            .cardsIn(['hand', 'graveyard', 'exile', 'library', 'stack', 'command'])
            .some((src) => g.behaviour(src)?.forbidsPhasingIn?.(g, src, o) === true),
      },
    },
  },
  {
    id: 'indirect-phases-in-on-own-schedule',
    breaks: ['PH-INDIRECT'],
    description:
      'An Aura or Equipment that phased out indirectly phases in by itself during the untap step of the player it phased out under, instead of only along with the permanent it is attached to.',
    plug: {
      untap: {
        phasesIn: (base) => (g, o, active: PlayerId) => {
          const p = o.phased!;
          if (p.how === 'directly') return base(g, o, active);
          if (p.under !== active) return false;
          o.phased = { how: 'directly', under: p.under };
          return true;
        },
      },
    },
  },
  {
    id: 'orphan-phases-in-at-next-untap',
    breaks: ['PH-MULTIPLAYER'],
    description:
      "A permanent phased out under a player who left the game phases in during the very next untap step, not the one after that player's next turn would have begun.",
    plug: {
      untap: {
        phasesIn: (base) => (g, o, active) =>
          (o.phased?.how === 'directly' && !waitsForLink(g, o) && o.phased.orphanedUntilTurn !== undefined) ||
          base(g, o, active),
      },
    },
  },
] as const satisfies readonly FaultModule[];
