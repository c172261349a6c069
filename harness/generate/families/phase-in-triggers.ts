import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';

/**
 * "Around phasing in: a trigger is checked before the continuous effects of what phased in apply"
 * (engines.md §13 C). Rule: 603.10 (RR-LOOK-BACK) — objects that exist immediately after an event are
 * checked for trigger conditions, using the continuous effects that exist at that time; with 702.26c,
 * the permanents that phased in (and the Auras and Equipment that phased in with them, 702.26g) exist
 * then, so their static abilities already apply when a "whenever … phases in" ability, or any trigger
 * that looks at them, is checked. No cell has a fixture yet: see the reasons below.
 */

const STATICS = ['of-the-permanent', 'of-its-attachment', 'of-another-phasing-in'] as const;
const LOOKS_AT = ['characteristic', 'count', 'controller'] as const;

const NEEDS_CARD: NoFixture = {
  kind: 'needs-card',
  reason:
    "No catalogue card with a reference-engine module has a trigger on phasing in (or on an event that phasing in causes) whose condition depends on a characteristic, count or controller that a phasing-in permanent's static ability changes: Phasing Ward and Teferi's Imp trigger on their own phasing in unconditionally, and the catalogue's statics (Glorious Anthem, Holy Strength, Curse of Death's Hold, Opalescence, Adaptive Automaton) meet no such trigger.",
};

export const phaseInTriggers: Family = {
  id: 'phase-in-triggers',
  title:
    'When permanents phase in, their continuous effects (and those of what phases in with them) apply before any triggered ability that looks at them is checked.',
  axes: [
    {
      name: 'static',
      describe:
        'whose static ability changes what the trigger looks at: the phasing-in permanent, its attachment, another permanent phasing in with it',
      values: STATICS,
    },
    { name: 'looks-at', describe: 'what the trigger condition reads', values: LOOKS_AT },
  ],
  legality: (_cell: Cell) => NEEDS_CARD,
  build: (): FixtureDraft => {
    throw new Error('phase-in-triggers has no legal cell');
  },
};
