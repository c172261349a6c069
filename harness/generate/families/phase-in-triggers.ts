import type { Expectation, ObjectSetup, Source } from '../../generated/fixture.js';
import { citeRules, newestEdition } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';

/**
 * "Around phasing in: a trigger is checked before the continuous effects of what phased in apply"
 * (engines.md §13 C). Rule: 603.10 (RR-LOOK-BACK) — objects that exist immediately after an event are
 * checked for trigger conditions, using the continuous effects that exist at that time; with 702.26c,
 * the permanents that phased in (and the Auras and Equipment that phased in with them, 702.26g) exist
 * then, so their static abilities already apply when a "whenever … phases in" ability, or any trigger
 * that looks at them, is checked. The catalogue's phase-in trigger whose condition reads something a
 * static ability changes is King of the Oathbreakers' ("Whenever King of the Oathbreakers or another
 * Spirit you control phases in"): a creature type (Adaptive Automaton's "is the chosen type", its own;
 * Xenograft's "Each creature you control is the chosen type", another's; Amorphous Axe's "is every creature
 * type", its attachment's) and a controller (Control Magic's "You control enchanted creature").
 */

const STATICS = ['of-the-permanent', 'of-its-attachment', 'of-another-phasing-in'] as const;
const LOOKS_AT = ['characteristic', 'count', 'controller'] as const;

/** King of the Oathbreakers is from 2023-06-16 (its rulings' date); the rule is cited as numbered in the newest edition. */
const KING_FROM = '2023-06-16';

/**
 * The printed phase-in triggers (issue 25 item 2: a needs-card reason stands only when no printed card
 * expresses the cell): every phasing card of the ground-truth Oracle list (cards-and-rulings.json, 68
 * cards) was read; its "whenever … phases in" abilities are Shimmering Efreet's, Teferi's Imp's,
 * Warping Wurm's and King of the Oathbreakers'.
 */
const PHASE_IN_TRIGGERS =
  "the printed phase-in triggers (every phasing card of the ground-truth Oracle list read: Shimmering Efreet, Teferi's Imp, Warping Wurm, King of the Oathbreakers)";

const COUNT: NoFixture = {
  kind: 'needs-card',
  reason: `None of ${PHASE_IN_TRIGGERS} has a condition that counts permanents (an Oracle text search for "phases in, if" and "phase in, if" found no card); a condition like Portcullis's "if there are two or more other creatures" is on an enters trigger, and phasing in is not entering (702.26d). How many times King of the Oathbreakers triggers is the characteristic and controller cells.`,
};

const REASONS: Record<string, NoFixture> = {
  'of-the-permanent/controller': {
    kind: 'needs-card',
    reason: `Of ${PHASE_IN_TRIGGERS}, only the King reads a controller ("you control"), and no printed permanent has a static ability that sets its own controller: control of a permanent comes from an Aura ("You control enchanted creature", Control Magic: the attachment cell), a resolved effect (Act of Treason, Vedalken Shackles), or a replacement effect as it enters (Xantcha, Sleeper Agent), none of which a static ability of the permanent itself keeps applying as it phases in.`,
  },
  'of-another-phasing-in/controller': {
    kind: 'needs-card',
    reason: `Of ${PHASE_IN_TRIGGERS}, only the King reads a controller, and no printed permanent we found has a static ability that gives control of a permanent it isn't attached to (Vedalken Shackles, Mind Flayer and Master Thief create resolved effects, not a static ability of a permanent that phases in with the Spirit; the static control abilities found are Auras', the attachment cell).`,
  },
};

/** The cells a catalogue card expresses, each with its builder. */
const BUILT = new Map<string, () => FixtureDraft>([
  ['of-the-permanent/characteristic', () => ownType()],
  ['of-its-attachment/characteristic', () => attachedType()],
  ['of-its-attachment/controller', () => attachedControl()],
  ['of-another-phasing-in/characteristic', () => otherType()],
]);

function legality(cell: Cell): NoFixture | null {
  const { static: whose, 'looks-at': looksAt } = cell as Record<string, string>;
  if (looksAt === 'count') return COUNT;
  const key = `${whose ?? ''}/${looksAt ?? ''}`;
  if (BUILT.has(key)) return null;
  return REASONS[key] ?? null;
}

/** The rules as numbered in the newest edition (the King's first edition is after every other the index has read), and the King's ruling. */
function cite(meanings: string[]): [Source, ...Source[]] {
  return [
    ...citeRules(['RR-LOOK-BACK', 'PH-IN-STATUS', ...meanings], newestEdition()),
    { kind: 'ruling', card: 'King of the Oathbreakers', date: '2023-06-16', hash: '8c674e4f67d79ff4' },
  ];
}

/** What differs between the fixtures where A's King phases in with a permanent a static ability makes a Spirit. */
interface KingWithSpirit {
  title: string;
  notes: string;
  sources: [Source, ...Source[]];
  /** The permanents phased out under A with the King. */
  companions: ObjectSetup[];
  /** The Spirits the King triggers for, itself first. */
  spirits: string[];
  /** Expectations before the King's, when there are any. */
  also?: Expectation[];
}

/** A's King of the Oathbreakers and its companions, phased out under A, phase in together at A's untap step. */
function kingPhasesInWith(k: KingWithSpirit): FixtureDraft {
  const out = { how: 'directly', under: 'A' } as const;
  const objects: ObjectSetup[] = [
    { id: 'king', card: 'King of the Oathbreakers', owner: 'A', zone: 'battlefield', phased: out },
    // An attachment set up phased out indirectly keeps that; the others phased out directly with the King.
    ...k.companions.map((o) => ({ ...o, phased: o.phased ?? out })),
  ];
  return {
    title: k.title,
    status: 'approved',
    sources: k.sources,
    notes: k.notes,
    editions: { from: KING_FROM },
    setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 4, active: 'B', step: 'end' }, objects },
    actions: [{ do: 'advance', to: { step: 'upkeep', turnOf: 'A' } }, { do: 'resolve' }, { do: 'resolve' }],
    expect: [...(k.also ?? []), ...kingTriggers('A', k.spirits)] as [Expectation, ...Expectation[]],
  };
}

/** A's King of the Oathbreakers and Adaptive Automaton (chosen Spirit) phase in together at A's untap step. */
function ownType(): FixtureDraft {
  return kingPhasesInWith({
    title:
      'King of the Oathbreakers phasing in with an Adaptive Automaton that chose Spirit triggers for both: the Automaton is a Spirit as the trigger is checked',
    sources: [
      ...cite([]),
      { kind: 'ruling', card: 'King of the Oathbreakers', date: '2023-06-16', hash: 'ec9320b10745f4d2' },
    ],
    notes:
      'Both phased out under A and phase in together at A\'s untap step. 603.10: the trigger condition is checked with the continuous effects that exist immediately after the event, and the Automaton\'s "Adaptive Automaton is the chosen type in addition to its other types" (chosen as it entered and remembered, ruling ec9320b10745f4d2) applies then, so it is "another Spirit you control". King ruling 8c674e4f67d79ff4: phasing in at the same time as other Spirits, the King triggers for each of them — twice here, two tapped Spirit tokens.',
    companions: [
      {
        id: 'automaton',
        card: 'Adaptive Automaton',
        owner: 'A',
        zone: 'battlefield',
        chosen: { creatureType: 'Spirit' },
      },
    ],
    spirits: ['king', 'automaton'],
  });
}

/** A's King, Grizzly Bears and Xenograft (chosen Spirit) phase in together at A's untap step. */
function otherType(): FixtureDraft {
  return kingPhasesInWith({
    title:
      'King of the Oathbreakers phasing in with Grizzly Bears and a Xenograft that chose Spirit triggers for both: the Bears are a Spirit as the trigger is checked',
    sources: cite([]),
    notes:
      'A\'s King of the Oathbreakers, Grizzly Bears and Xenograft (Spirit chosen as it entered, remembered while phased out, 702.26d) are phased out under A and phase in together at A\'s untap step. 603.10: the trigger condition is checked with the continuous effects that exist immediately after the event; Xenograft\'s "Each creature you control is the chosen type in addition to its other types" exists then, so the Bears are "another Spirit you control". King ruling 8c674e4f67d79ff4: phasing in at the same time as other Spirits, the King triggers for each of them — twice here, two tapped Spirit tokens. (The tokens are created, not phased in: they trigger nothing.)',
    companions: [
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'xenograft', card: 'Xenograft', owner: 'A', zone: 'battlefield', chosen: { creatureType: 'Spirit' } },
    ],
    spirits: ['king', 'bears'],
    also: [{ object: 'bears', phased: 'in' }],
  });
}

/** A's King and Grizzly Bears equipped with Amorphous Axe phase in together at A's untap step. */
function attachedType(): FixtureDraft {
  return kingPhasesInWith({
    title:
      'King of the Oathbreakers phasing in with Grizzly Bears equipped with Amorphous Axe triggers for both: the Bears are every creature type as the trigger is checked',
    sources: cite(['PH-INDIRECT']),
    notes:
      'A\'s King of the Oathbreakers and Grizzly Bears are phased out under A, the Bears with A\'s Amorphous Axe attached (phased out indirectly). At A\'s untap step all three phase in together, the Axe still attached (702.26g). 603.10: the trigger condition is checked with the continuous effects that exist immediately after the event; the Axe\'s "Equipped creature gets +3/+0 and is every creature type" applies then, so the Bears are "another Spirit you control". King ruling 8c674e4f67d79ff4: the King triggers for itself and for the Bears — two tapped Spirit tokens.',
    companions: [
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      {
        id: 'axe',
        card: 'Amorphous Axe',
        owner: 'A',
        zone: 'battlefield',
        attachedTo: 'bears',
        phased: { how: 'indirectly', under: 'A' },
      },
    ],
    spirits: ['king', 'bears'],
    also: [{ object: 'bears', phased: 'in', power: 5 }],
  });
}

/** B's King and A's Guardian of Faith enchanted by B's Control Magic phase in together at B's untap step. */
function attachedControl(): FixtureDraft {
  const out = { how: 'directly', under: 'B' } as const;
  const objects: ObjectSetup[] = [
    { id: 'king', card: 'King of the Oathbreakers', owner: 'B', zone: 'battlefield', phased: out },
    { id: 'spirit', card: 'Guardian of Faith', owner: 'A', zone: 'battlefield', phased: out },
    {
      id: 'magic',
      card: 'Control Magic',
      owner: 'B',
      zone: 'battlefield',
      attachedTo: 'spirit',
      phased: { how: 'indirectly', under: 'B' },
    },
  ];
  return {
    title:
      "King of the Oathbreakers phasing in with a Spirit that B's Control Magic phases in on triggers for both: Control Magic's control applies as the trigger is checked",
    status: 'approved',
    sources: cite(['PH-INDIRECT']),
    notes:
      "B's King of the Oathbreakers and A's Guardian of Faith (a Spirit) are phased out under B, the Guardian with B's Control Magic attached (phased out indirectly). At B's untap step all three phase in together, the Aura still attached (702.26g). 603.10: the trigger condition is checked with the continuous effects that exist immediately after the event; Control Magic's \"You control enchanted creature\" applies then, so the Guardian is \"another Spirit you control\" for B. King ruling 8c674e4f67d79ff4: the King triggers for itself and for the Guardian — two tapped Spirit tokens for B.",
    editions: { from: KING_FROM },
    setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 4, active: 'A', step: 'end' }, objects },
    actions: [{ do: 'advance', to: { step: 'upkeep', turnOf: 'B' } }, { do: 'resolve' }, { do: 'resolve' }],
    expect: [{ object: 'spirit', phased: 'in', controller: 'B' }, ...kingTriggers('B', ['king', 'spirit'])],
  };
}

/** The King triggered once per Spirit phasing in, and each trigger made its controller a Spirit token. */
function kingTriggers(controller: 'A' | 'B', spirits: string[]): [Expectation, ...Expectation[]] {
  return [
    { triggered: { source: 'king', ability: 'phases-in' }, count: spirits.length },
    { count: { card: 'Spirit Token', zone: 'battlefield', controller }, equals: spirits.length },
  ];
}

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
  legality,
  build: (cell) => {
    const build = BUILT.get(`${cell['static'] ?? ''}/${cell['looks-at'] ?? ''}`);
    if (!build) throw new Error(`phase-in-triggers: no fixture for cell ${JSON.stringify(cell)}`);
    return build();
  },
};
