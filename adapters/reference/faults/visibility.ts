import type { SeamPatch } from '../engine/seams.js';
import { notSeeing, seeing } from './fault.js';
import type { FaultModule } from './fault.js';

/** Readers that see phased-out permanents though the rules say they don't exist (702.26b), or miss them where the rules look (the door's readers, engine/seams.ts). */
export const VISIBILITY_FAULTS = [
  {
    id: 'phased-out-counted',
    breaks: ['PH-OUT-STATUS'],
    description:
      'Phased-out permanents are still seen by effects that look at the battlefield (counted, destroyed, affected).',
    plug: seeing('battlefield', 'verb'),
  },
  {
    id: 'phased-out-targetable',
    breaks: ['PH-OUT-STATUS'],
    description: 'Phased-out permanents can still be targeted, and a target that phased out stays legal.',
    plug: seeing('handle', 'verb'),
  },
  {
    id: 'phased-out-statics-apply',
    breaks: ['PH-OUT-STATUS'],
    description: 'Static abilities of phased-out permanents still apply.',
    plug: seeing('statics'),
  },
  {
    id: 'phased-out-abilities-trigger',
    breaks: ['PH-OUT-STATUS'],
    description:
      'Triggered abilities of phased-out permanents still trigger on events ("whenever another creature enters", "whenever a creature dies").',
    plug: seeing('trigger-listener'),
  },
  {
    id: 'phased-out-checked-by-sba',
    breaks: ['PH-OUT-STATUS'],
    description: 'State-based actions look at phased-out permanents (lethal damage destroys them).',
    plug: seeing('sba'),
  },
  {
    id: 'phased-out-can-attack',
    breaks: ['PH-OUT-STATUS'],
    description: 'A phased-out creature can be declared as an attacker or blocker.',
    plug: seeing('combat-declaration'),
  },
  {
    id: 'phased-out-must-block',
    breaks: ['PH-OUT-STATUS', 'RR-BLOCK-REQUIREMENTS'],
    description:
      'A phased-out creature counts as able to block for a blocking requirement ("all creatures able to block it do so"), so a declaration leaving it out is refused.',
    plug: seeing('block-requirement'),
  },
  {
    id: 'phased-out-must-attack',
    breaks: ['PH-OUT-STATUS', 'RR-ATTACK-REQUIREMENTS'],
    description:
      'A phased-out creature with "attacks each combat if able" is still required to attack, so a declaration leaving it out is refused.',
    plug: seeing('attack-requirement'),
  },
  {
    id: 'phased-out-abilities-activatable',
    breaks: ['PH-OUT-STATUS'],
    description: 'Activated abilities of a phased-out permanent can still be activated.',
    plug: seeing('activation'),
  },
  {
    id: 'for-as-long-as-survives',
    breaks: ['PH-CE-EXPIRE'],
    description: '"For as long as" durations keep seeing a permanent while it is phased out.',
    plug: seeing('duration'),
  },
  {
    id: 'phased-out-outside-the-game',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      'Phased-out permanents are treated as cards outside the game (the old phased-out zone), so a Wish can fetch them.',
    plug: seeing('outside-the-game'),
  },
  {
    id: 'equip-moves-phased-out-equipment',
    breaks: ['PH-OUT-STATUS'],
    description: 'An equip ability moves its Equipment even if the Equipment phased out before the ability resolved.',
    plug: seeing('equip'),
  },
  {
    id: 'aura-on-phased-out-host-legal',
    breaks: ['RR-SBA-AURA', 'PH-OUT-STATUS'],
    description:
      'A phased-in Aura attached to a phased-out permanent counts as legally attached, so it stays on the battlefield.',
    plug: seeing('aura-host'),
  },
  {
    id: 'cleanup-skips-phased-out',
    breaks: ['RR-CLEANUP-DAMAGE'],
    description: 'Cleanup does not remove damage from phased-out permanents.',
    plug: notSeeing('cleanup-damage'),
  },
  {
    id: 'phased-out-source-counts-as-left',
    breaks: ['PH-NO-ZONE-CHANGE', 'RR-PHASE-OUT-UNTIL-TRIGGER-EVENT-PASSED', 'RR-PHASE-OUT-UNTIL-SPELL-EVENT-PASSED'],
    description:
      'A one-shot effect waiting "until [this] leaves the battlefield" that is about to begin treats a phased-out source as having left, so nothing is exiled or phased out.',
    plug: notSeeing('until-leaves'),
  },
  {
    id: 'phased-out-object-information-unread',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description:
      'An effect that reads a specific permanent finds nothing while it is phased out, as if it had left the battlefield, so Angelic Chorus gains no life for a creature that phased out before its trigger resolved (702.26d: it is still on the battlefield; 608.2h: its current information).',
    plug: notSeeing('object-information'),
  },
  {
    id: 'tokens-survive-old-rules',
    breaks: ['PH-TOKENS-CEASE'],
    description: 'Phased-out tokens survive even under editions where they ceased to exist.',
    plug: notSeeing('token-rule'),
  },
  {
    id: 'phased-out-prepare-copy-kept',
    breaks: ['RR-PREPARE-PHASE-IN', 'PH-OUT-STATUS'],
    description:
      "The copy of a prepared permanent's prepare spell stays in exile, castable, while that permanent is phased out (722.3c keeps it only while the permanent remains on the battlefield; 702.26b).",
    plug: seeing('prepare-copy'),
  },
  {
    id: 'phased-out-stays-out',
    breaks: ['PH-IN-STATUS'],
    description: 'Phased-out permanents never phase back in.',
    plug: notSeeing('untap-phase-in'),
  },
  {
    id: 'ce-set-includes-phased-out',
    breaks: ['PH-CE-SET', 'RR-LOCKED-SET'],
    description: 'A resolving effect that names a phased-out permanent includes it in its affected set.',
    plug: {
      ...seeing('described-set'),
      effects: {
        lockedSet: () => (g, candidates) =>
          candidates.filter((o) => g.isPhasedIn(o) || o.phased !== null).map((o) => g.ref(o)),
      },
    } satisfies SeamPatch,
  },
] as const satisfies readonly FaultModule[];
