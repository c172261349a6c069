import type { Action, Expectation, ObjectExpectation, ObjectSetup, PlayerId, Source } from '../../generated/fixture.js';
import { citeRule } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';
import { RELATED_RULES_RECORDED_FROM } from '../../sources/related-rule-history.js';

/**
 * "A one-shot effect that acts on a target or a set finds a phased-out object" (engines.md §13 A and
 * §15). Rule: 702.26b (702.23b in 2011) — a phased-out permanent "is treated as though it does not
 * exist. It can't affect or be affected by anything else in the game." So the phased-out creature is
 * untouched, a spell whose only target phased out does not resolve (608.2b), a phased-out creature
 * can't be targeted at all, and everything else the effect does still happens.
 */

const EFFECTS = [
  'destroy',
  'exile',
  'bounce',
  'library',
  'sacrifice',
  'tap',
  'untap',
  'counters',
  'damage',
  'gain-control',
  'pump',
  'shrink',
] as const;
const FINDS = [
  'target',
  'first-of-two-targets',
  'second-of-two-targets',
  'all',
  'chosen-on-resolution',
  'source',
  'bare',
  'attached',
  'delayed',
] as const;
const WHEN = ['before-cast', 'in-response', 'before-delayed-trigger'] as const;
const WHOSE = ['own', 'opponent', 'stolen', 'third-player'] as const;

type Whose = (typeof WHOSE)[number];

/** Who holds what in a cell: A casts (or activates) and is the active player; the victim is the creature that phases out. */
interface Parties {
  owner: PlayerId;
  controller: PlayerId;
  /** The other player (the one who doesn't control the victim). */
  other: PlayerId;
}

function parties(whose: Whose): Parties {
  if (whose === 'own') return { owner: 'A', controller: 'A', other: 'B' };
  if (whose === 'opponent') return { owner: 'B', controller: 'B', other: 'A' };
  if (whose === 'third-player') return { owner: 'C', controller: 'C', other: 'A' }; // the third seat of a three-player game
  return { owner: 'B', controller: 'A', other: 'B' }; // stolen: B's creature under A's control
}

/** What one means of doing an effect contributes to a fixture. */
interface Scenario {
  /** Objects besides the victim (the spell in hand, a witness, a planeswalker). */
  objects: ObjectSetup[];
  manaPool?: Record<string, string>;
  /** The action that starts the effect; labelled 'effect'. */
  start: Action;
  /** Actions after the start (resolutions). */
  finish: Action[];
  /** Where, in `finish`, the victim phases out in response (before that action; 0 when absent). */
  respondAt?: number;
  /** Whether starting the effect names the victim as a target or source (so it is refused when the victim phased out first). */
  namesVictim: boolean;
  /** Facts about the victim that the effect would have changed, checked while it is phased out. */
  untouched: Omit<ObjectExpectation, 'object'>;
  /** Facts after the victim phased in again. */
  afterPhaseIn?: Omit<ObjectExpectation, 'object'>;
  /** What else the effect does, which must still happen (at the 'resolved' checkpoint). */
  stillHappens: Expectation[];
  /** What must be so when the start was refused (before-cast, when it names the victim). */
  whenRefused: Expectation[];
  /** The victim, when it is not the default Grizzly Bears (the effect's own source). */
  victim?: Partial<ObjectSetup> & { id: string; card: string };
  /** A sentence for the title: what the effect is. */
  label: string;
  /** Extra meanings the expectation rests on, and the first edition it holds in. */
  meanings?: string[];
  from?: string;
  notes: string;
  /**
   * A named fault the reference engine still lacks for this means (no existing fault makes it reach
   * the phased-out object): the fixture stays proposed, saying so, until the fault exists.
   */
  awaitingFault?: { id: string; description: string };
}

const VICTIM = 'bear';
const WITNESS = 'giant';
// The first edition whose related rules the sources index records: a sweep rests on related rules.
const FIRST = RELATED_RULES_RECORDED_FROM;

const bears = (p: Parties, extra: Partial<ObjectSetup> = {}): ObjectSetup => ({
  id: VICTIM,
  card: 'Grizzly Bears',
  owner: p.owner,
  ...(p.controller !== p.owner ? { controller: p.controller } : {}),
  zone: 'battlefield',
  ...extra,
});
const giant = (p: Parties, extra: Partial<ObjectSetup> = {}): ObjectSetup => ({
  id: WITNESS,
  card: 'Hill Giant',
  owner: p.owner,
  ...(p.controller !== p.owner ? { controller: p.controller } : {}),
  zone: 'battlefield',
  ...extra,
});
const inHand = (id: string, card: string): ObjectSetup => ({ id, card, owner: 'A', zone: 'hand' });
const castA = (object: string, targets?: string[], more: Partial<Extract<Action, { do: 'cast' }>> = {}): Action => ({
  do: 'cast',
  label: 'effect',
  player: 'A',
  object,
  ...(targets ? { targets } : {}),
  ...more,
});
const at = (e: Expectation): Expectation => ({ at: 'resolved', ...e });
const spellIn = (id: string, zone: 'graveyard' | 'hand'): Expectation => at({ object: id, zone });
const refused: Expectation = { action: 'effect', rejected: true };

/**
 * A spell from A's hand whose only target is the victim: with it phased out the spell does not
 * resolve (608.2b) and goes to the graveyard; cast at a phased-out victim it is refused and stays in hand.
 */
const targetedSpell = (
  card: string,
  mana: string,
  untouched: Scenario['untouched'],
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label: card,
  objects: [inHand('spell', card)],
  manaPool: { A: mana },
  start: castA('spell', [VICTIM]),
  finish: [{ do: 'resolve' }],
  namesVictim: true,
  untouched,
  stillHappens: [spellIn('spell', 'graveyard')],
  whenRefused: [refused, spellIn('spell', 'hand')],
  notes,
  ...more,
});

/** A spell from A's hand that acts on a set (all creatures, those A controls) with the Hill Giant beside the victim. */
const sweepSpell = (
  p: Parties,
  card: string,
  mana: string,
  found: { untouched: Scenario['untouched']; witness: Expectation[]; giant?: Partial<ObjectSetup> },
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label: card,
  objects: [inHand('spell', card), giant(p, found.giant)],
  manaPool: { A: mana },
  start: castA('spell'),
  finish: [{ do: 'resolve' }],
  namesVictim: false,
  untouched: found.untouched,
  stillHappens: [...found.witness, spellIn('spell', 'graveyard')],
  whenRefused: [],
  notes,
  ...more,
});

/** A fixture action that does the effect itself (no card), naming the victim among what it acts on. */
const bareEffect = (
  label: string,
  start: Action,
  found: { untouched: Scenario['untouched']; stillHappens: Expectation[]; objects: ObjectSetup[] },
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label,
  objects: found.objects,
  start,
  finish: [],
  namesVictim: false,
  untouched: found.untouched,
  stillHappens: found.stillHappens,
  whenRefused: [],
  notes,
  ...more,
});

/** Each means keyed `effect/finds`; a missing key is a cell with no card that does it (see NO_MEANS). */
const MEANS: Partial<Record<string, (p: Parties) => Scenario>> = {
  'destroy/target': () =>
    targetedSpell(
      'Murder',
      '{1}{B}{B}',
      {},
      'Murder has one target; a phased-out creature is not a legal one (608.2b), so Murder does not resolve and the creature stays.',
    ),
  'destroy/all': (p) =>
    sweepSpell(
      p,
      'Day of Judgment',
      '{2}{W}{W}',
      { untouched: {}, witness: [at({ object: WITNESS, zone: 'graveyard' })] },
      '"Destroy all creatures" finds only the creatures that exist as it resolves: the Hill Giant is destroyed, the phased-out Bears are not (702.26b\'s second example).',
    ),
  'destroy/bare': (p) =>
    bareEffect(
      'A bare destroy effect',
      { do: 'destroy', label: 'effect', objects: [VICTIM, WITNESS] },
      { objects: [giant(p)], untouched: {}, stillHappens: [at({ object: WITNESS, zone: 'graveyard' })] },
      "An effect destroys the Bears and the Hill Giant; the phased-out Bears can't be affected, the Giant is destroyed.",
    ),
  'exile/target': () =>
    targetedSpell(
      'Flicker of Fate',
      '{1}{W}',
      {},
      'Flicker of Fate exiles its target and returns it; with its only target phased out it does not resolve (608.2b), so the creature is neither exiled nor returned as a new, phased-in object.',
    ),
  'bounce/all': (p) =>
    sweepSpell(
      p,
      'Evacuation',
      '{3}{U}{U}',
      { untouched: {}, witness: [at({ object: WITNESS, zone: 'hand' })] },
      '"Return all creatures to their owners\' hands" returns the Hill Giant and not the phased-out Bears.',
    ),
  'library/target': () => ({
    label: "Teferi, Timeless Voyager's −3",
    objects: [
      { id: 'tef', card: 'Teferi, Timeless Voyager', owner: 'A', zone: 'battlefield', counters: { loyalty: 4 } },
    ],
    start: { do: 'activate', label: 'effect', player: 'A', source: 'tef', ability: 'minus-3', targets: [VICTIM] },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: {},
    stillHappens: [at({ object: 'tef', counters: { loyalty: 1 } })],
    whenRefused: [refused, at({ object: 'tef', counters: { loyalty: 4 } })],
    notes:
      '"Put target creature on top of its owner\'s library": with the target phased out the ability does not resolve (608.2b); its loyalty cost stays paid.',
  }),
  'sacrifice/chosen-on-resolution': (p) => ({
    label: 'Diabolic Edict',
    objects: [inHand('spell', 'Diabolic Edict')],
    manaPool: { A: '{1}{B}' },
    start: castA('spell', [p.controller]),
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: {},
    stillHappens: [spellIn('spell', 'graveyard')],
    whenRefused: [],
    notes:
      'The targeted player sacrifices a creature, chosen as Diabolic Edict resolves; their only creature is phased out, so they sacrifice nothing.',
  }),
  'sacrifice/source': () => ({
    label: "Phyrexian Dreadnought's enters trigger",
    victim: { id: 'dread', card: 'Phyrexian Dreadnought', owner: 'A', zone: 'hand' },
    objects: [],
    manaPool: { A: '{1}' },
    start: castA('dread'),
    finish: [{ do: 'resolve' }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: false,
    untouched: {},
    stillHappens: [],
    whenRefused: [],
    notes:
      '"Sacrifice it unless you sacrifice …": the Dreadnought phased out with its trigger on the stack, so it can\'t be sacrificed (bug B-03).',
  }),
  'tap/target': () => ({
    label: "Dungeon Geists's enters trigger",
    objects: [inHand('geists', 'Dungeon Geists')],
    manaPool: { A: '{2}{U}{U}' },
    start: castA('geists'),
    finish: [{ do: 'resolve', triggers: [{ source: 'geists', ability: 'etb', targets: [VICTIM] }] }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: true,
    untouched: { tapped: false },
    stillHappens: [at({ object: 'geists', zone: 'battlefield' })],
    whenRefused: [],
    notes:
      '"Tap target creature an opponent controls": its target phased out with the trigger on the stack, so the trigger does not resolve (608.2b) and the creature stays untapped.',
  }),
  'tap/bare': (p) =>
    bareEffect(
      'A bare tap effect',
      { do: 'tap', label: 'effect', objects: [VICTIM, WITNESS] },
      { objects: [giant(p)], untouched: { tapped: false }, stillHappens: [at({ object: WITNESS, tapped: true })] },
      'An effect taps the Bears and the Hill Giant; only the Giant, which exists, becomes tapped.',
    ),
  'untap/bare': (p) =>
    bareEffect(
      'A bare untap effect',
      { do: 'tap', label: 'effect', objects: [VICTIM, WITNESS], untap: true },
      {
        objects: [giant(p, { tapped: true })],
        untouched: { tapped: true },
        stillHappens: [at({ object: WITNESS, tapped: false })],
      },
      'An effect untaps the tapped Bears and Hill Giant; only the Giant untaps. The Bears stay tapped while phased out (their status is kept, 110.5c).',
      { victim: { id: VICTIM, card: 'Grizzly Bears', tapped: true } },
    ),
  'counters/source': () => ({
    label: "Student of Warfare's level up",
    victim: { id: 'student', card: 'Student of Warfare', counters: { level: 1 } },
    objects: [],
    manaPool: { A: '{W}' },
    start: { do: 'activate', label: 'effect', player: 'A', source: 'student', ability: 'level-up' },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { counters: { level: 1 } },
    afterPhaseIn: { counters: { level: 1 } },
    stillHappens: [],
    whenRefused: [refused],
    notes:
      "Level up puts a level counter on its source; the Student phased out with the ability on the stack, so it gets none (bug B-07). A phased-out permanent's abilities can't be activated.",
  }),
  'damage/target': () =>
    targetedSpell(
      'Shock',
      '{R}',
      { damage: 0 },
      "Shock's only target phased out, so Shock does not resolve (608.2b) and no damage is dealt.",
      { afterPhaseIn: { damage: 0 } },
    ),
  'damage/first-of-two-targets': (p) => arcTrail(p, [VICTIM, WITNESS], 1),
  'damage/second-of-two-targets': (p) => arcTrail(p, [WITNESS, VICTIM], 2),
  'damage/all': (p) => ({
    label: 'Gallifrey Falls',
    objects: [{ id: 'spell', card: 'Gallifrey Falls // No More', owner: 'A', zone: 'hand' }, giant(p)],
    manaPool: { A: '{4}{R}{R}' },
    start: castA('spell', undefined, { choices: { half: 'Gallifrey Falls' } }),
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: { damage: 0 },
    afterPhaseIn: { damage: 0 },
    stillHappens: [at({ object: WITNESS, zone: 'exile' })],
    whenRefused: [],
    notes:
      '"4 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead": the Hill Giant is dealt 4 and exiled; the phased-out Bears are dealt nothing.',
  }),
  'damage/bare': () =>
    bareEffect(
      'A bare damage effect',
      { do: 'dealDamage', label: 'effect', to: VICTIM, amount: 2 },
      { objects: [], untouched: { damage: 0 }, stillHappens: [] },
      "An effect deals 2 damage to the phased-out Bears: damage can't be dealt to a permanent that does not exist, so none is marked and they survive phasing in.",
      { afterPhaseIn: { damage: 0 } },
    ),
  'gain-control/target': (p) =>
    targetedSpell(
      'Act of Treason',
      '{2}{R}',
      { controller: p.controller },
      "Act of Treason's only target phased out, so it does not resolve (608.2b): no control change, no untap.",
    ),
  'gain-control/all': (p) =>
    sweepSpell(
      p,
      'Insurrection',
      '{5}{R}{R}{R}',
      {
        giant: { tapped: true },
        untouched: { controller: p.controller, tapped: true },
        witness: [at({ object: WITNESS, controller: 'A', tapped: false })],
      },
      `"Untap all creatures and gain control of them until end of turn": A gains the Hill Giant, untapped; the phased-out Bears stay tapped and ${p.controller}'s.`,
      { afterPhaseIn: { controller: p.controller }, victim: { id: VICTIM, card: 'Grizzly Bears', tapped: true } },
    ),
  'gain-control/bare': (p) =>
    bareEffect(
      'A bare indefinite gain-control effect',
      { do: 'gainControl', label: 'effect', player: p.other, object: VICTIM, duration: 'indefinite' },
      { objects: [], untouched: { controller: p.controller }, stillHappens: [] },
      `An indefinite effect gives ${p.other} control of the phased-out Bears. Since 2020-08-07 the phasing rule says a continuous effect from a resolving effect never includes a phased-out permanent in its set, even one it names (611.2c locks the set), so the Bears phase in still ${p.controller}'s.`,
      { afterPhaseIn: { controller: p.controller }, meanings: ['PH-CE-SET', 'RR-LOCKED-SET'], from: '2020-08-07' },
    ),
  'pump/target': () =>
    targetedSpell(
      'Giant Growth',
      '{G}',
      { power: 2, toughness: 2 },
      "Giant Growth's only target phased out, so it does not resolve (608.2b): the Bears stay 2/2.",
    ),
  'pump/all': (p) =>
    sweepSpell(
      p,
      'Glorious Charge',
      '{1}{W}',
      { untouched: { power: 2, toughness: 2 }, witness: [at({ object: WITNESS, power: 4, toughness: 4 })] },
      '"Creatures you control get +1/+1 until end of turn": the Hill Giant becomes 4/4; the phased-out Bears are not among the creatures A controls and stay 2/2.',
    ),
  'shrink/all': (p) =>
    sweepSpell(
      p,
      'Toxic Deluge',
      '{2}{B}',
      {
        untouched: { power: 2, toughness: 2 },
        witness: [at({ object: WITNESS, power: 2, toughness: 2 }), at({ player: 'A', life: 19 })],
      },
      '"All creatures get -X/-X until end of turn" with X=1 (1 life paid): the Hill Giant becomes 2/2; the phased-out Bears are unaffected and stay 2/2 (a -1/-1 Bears would be 1/1).',
      { label: 'Toxic Deluge (X=1)', start: castA('spell', undefined, { x: 1 }) },
    ),
};

function arcTrail(p: Parties, targets: string[], toWitness: number): Scenario {
  return {
    label: 'Arc Trail',
    objects: [inHand('spell', 'Arc Trail'), giant(p)],
    manaPool: { A: '{1}{R}' },
    start: castA('spell', targets),
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { damage: 0 },
    afterPhaseIn: { damage: 0 },
    stillHappens: [at({ object: WITNESS, damage: toWitness }), spellIn('spell', 'graveyard')],
    whenRefused: [refused, spellIn('spell', 'hand'), at({ object: WITNESS, damage: 0 })],
    notes: `Arc Trail deals 2 damage to its first target and 1 to its second. One target phased out; Arc Trail still resolves for the other, legal target (608.2b), which is dealt ${toWitness}.`,
  };
}

/** Why a combination of effect and way of finding has no means, when it has none. */
const NO_MEANS: Partial<Record<string, NoFixture>> = {
  'exile/all': {
    kind: 'needs-card',
    reason:
      "The catalogue's only exile-all effect (Urza's Ruinous Blast) needs a legendary creature and spares legendary permanents; the hand-written out-status-phased-out-permanents-are-not-exiled-by-an-exile-sweep covers it.",
  },
  'bounce/chosen-on-resolution': {
    kind: 'not-expressible',
    reason:
      "Whitemane Lion's returned creature is a choice the fixture makes: choosing the phased-out creature would be an illegal fixture, and choosing the Lion passes whatever the engine does.",
  },
  'untap/all': {
    kind: 'needs-card',
    reason: "The catalogue's only untap-all effect is Insurrection, swept as gain-control × all (it untaps too).",
  },
  'tap/all': { kind: 'needs-card', reason: 'No tap-all effect in the catalogue.' },
  'counters/target': {
    kind: 'needs-card',
    reason:
      'Slip Out the Back and Brokers Confluence are in the catalogue but the reference engine has no module for them.',
  },
  'shrink/target': { kind: 'needs-card', reason: 'No targeted -N/-N effect in the catalogue.' },
  'damage/source': {
    kind: 'illegal',
    reason: 'A damage source is not affected by the damage it deals; there is nothing to sweep.',
  },
};

const NO_CARD: NoFixture = {
  kind: 'needs-card',
  reason: 'No catalogue card with a reference-engine module does this effect to an object found this way.',
};
const NO_BARE_ACTION: NoFixture = {
  kind: 'not-expressible',
  reason:
    'The fixture vocabulary has no bare action for this effect (its bare effects: destroy, dealDamage, tap/untap, gainControl, phaseOut/phaseIn).',
};

function legality(cell: Cell): NoFixture | null {
  const { effect, finds, when, whose } = cell as Record<string, string>;
  if (finds === 'delayed')
    return {
      kind: 'needs-card',
      reason:
        "No catalogue card with a reference-engine module has a delayed one-shot effect on an object a fixture can name in advance (B-09's warp cards are not in the catalogue; Zirilan of the Claw exiles a card found by a library search).",
    };
  if (when === 'before-delayed-trigger')
    return {
      kind: 'illegal',
      reason: "Only an effect of a delayed trigger has a moment between the trigger's creation and its triggering.",
    };
  if (finds === 'attached')
    return {
      kind: 'needs-card',
      reason:
        'No catalogue card with a reference-engine module has this one-shot effect on the enchanted or equipped creature (Robe of Stars and Vanishing only phase it out).',
    };
  if (finds === 'bare' && when === 'in-response')
    return {
      kind: 'illegal',
      reason: 'A bare effect happens at once, without using the stack: there is nothing to respond to.',
    };
  const key = `${effect}/${finds}`;
  const make = MEANS[key];
  if (!make) return NO_MEANS[key] ?? (finds === 'bare' ? NO_BARE_ACTION : NO_CARD);
  if (key === 'sacrifice/source' && when === 'before-cast')
    return {
      kind: 'illegal',
      reason:
        "The Dreadnought's trigger exists only once it has entered, from the resolving spell: it can't be phased out before.",
    };
  if (key === 'tap/target' && when === 'before-cast')
    return {
      kind: 'not-expressible',
      reason:
        "A trigger's targets are given with the action that puts it on the stack; with its only possible target phased out it is removed from the stack (603.3d), which the fixture cannot state without giving an illegal target.",
    };
  const ownOnly = ['counters/source', 'sacrifice/source', 'pump/all'];
  if (ownOnly.includes(key) && (whose === 'opponent' || whose === 'third-player'))
    return {
      kind: 'illegal',
      reason:
        key === 'pump/all'
          ? "Glorious Charge affects only its caster's creatures: an opponent's creature is untouched whether or not it phased out."
          : 'Only its controller activates or is made to sacrifice its own permanent here.',
    };
  if (key === 'sacrifice/source' && whose === 'stolen')
    return {
      kind: 'illegal',
      reason: "The Dreadnought is cast from its owner's hand, so it can't be under another player's control.",
    };
  const opponentOnly = ['tap/target', 'gain-control/target', 'gain-control/all'];
  if (opponentOnly.includes(key) && whose !== 'opponent' && whose !== 'third-player')
    return {
      kind: 'illegal',
      reason:
        key === 'tap/target'
          ? 'Dungeon Geists targets only a creature an opponent controls.'
          : 'Gaining control of a creature its caster already controls changes nothing a fixture can observe.',
    };
  return null;
}

const WHEN_PHRASE: Record<string, string> = { 'before-cast': 'before the effect began', 'in-response': 'in response' };
const WHOSE_PHRASE: Record<string, string> = {
  own: "its caster's own",
  opponent: "an opponent's",
  stolen: 'a stolen',
  'third-player': "a third player's",
};

function build(cell: Cell): FixtureDraft {
  const { effect, finds, when, whose } = cell as Record<string, string>;
  const p = parties(whose as Whose);
  const s = MEANS[`${effect}/${finds}`]!(p);
  const victimId = s.victim?.id ?? VICTIM;
  const phasedUnder = { how: 'directly', under: p.controller } as const;
  const victimSetup: ObjectSetup = { ...bears(p), ...(s.victim ?? {}) };
  if (when === 'before-cast') victimSetup.phased = phasedUnder;
  const refusedStart = when === 'before-cast' && s.namesVictim;
  const actions: Action[] = [s.start];
  if (!refusedStart) {
    const k = s.respondAt ?? 0;
    if (when === 'in-response')
      actions.push(...s.finish.slice(0, k), { do: 'phaseOut', objects: [victimId] }, ...s.finish.slice(k));
    else actions.push(...s.finish);
  }
  actions.push({ do: 'checkpoint', name: 'resolved' }, { do: 'advance', to: { step: 'upkeep', turnOf: p.controller } });
  const expect: [Expectation, ...Expectation[]] = [
    { at: 'resolved', object: victimId, zone: 'battlefield', phased: phasedUnder, ...s.untouched },
    ...(refusedStart ? s.whenRefused : s.stillHappens),
    { object: victimId, zone: 'battlefield', phased: 'in', controller: p.controller, ...(s.afterPhaseIn ?? {}) },
  ];
  const from = s.from ?? FIRST;
  const [first, ...rest] = [
    ...citeRule('PH-OUT-STATUS', from),
    ...(s.meanings ?? []).flatMap((m) => citeRule(m, from)),
  ];
  const sources: [Source, ...Source[]] = [first!, ...rest];
  const whenText = refusedStart
    ? "it can't name a phased-out creature, so the action is refused"
    : `the creature phased out ${WHEN_PHRASE[when!]}`;
  return {
    title: `${s.label} leaves ${WHOSE_PHRASE[whose!]} phased-out creature alone (${when === 'before-cast' ? 'phased out before it began' : 'phased out in response'})`,
    status: s.awaitingFault ? 'proposed' : 'approved',
    sources,
    notes:
      `${s.notes} Here ${whenText}. 702.26b: a phased-out permanent is treated as though it does not exist; it can't affect or be affected by anything else in the game. It phases in at ${p.controller}'s next untap step untouched.` +
      (s.awaitingFault
        ? ` Proposed only until the reference engine has a named fault that fails it: no existing fault makes ${s.awaitingFault.description} (the fault it needs: ${s.awaitingFault.id}). The reading itself rests on 702.26b alone.`
        : ''),
    editions: { from },
    setup: {
      players: whose === 'third-player' ? [{ id: 'A' }, { id: 'B' }, { id: 'C' }] : [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [victimSetup, ...s.objects],
      ...(s.manaPool ? { manaPool: s.manaPool } : {}),
    },
    actions,
    expect,
  };
}

export const oneShot: Family = {
  id: 'one-shot',
  title:
    'A one-shot effect that acts on a target, a set or its source finds a phased-out creature: it is untouched, and everything else the effect does still happens.',
  axes: [
    { name: 'effect', describe: 'what the effect does to the object', values: EFFECTS },
    { name: 'finds', describe: 'how the effect finds the object', values: FINDS },
    { name: 'when', describe: 'when the object phases out', values: WHEN },
    {
      name: 'whose',
      describe:
        "whose the object is: its caster's, an opponent's, an opponent's under the caster's control, or the third player's in a three-player game",
      values: WHOSE,
    },
  ],
  legality,
  build,
};
