import type { Action, Expectation, ObjectSetup, Source } from '../../generated/fixture.js';
import { citeRule } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';
import { RELATED_RULES_RECORDED_FROM } from '../../sources/related-rule-history.js';

import { DAMAGE_MEANS, DAMAGE_OTHER_SIDE } from './one-shot-damage.js';
import {
  DELAYED_MEANS,
  DELAYED_OPEN,
  DELAYED_OPPONENTS_ONLY,
  DELAYED_OTHER_SIDE,
  DELAYED_OWN_ONLY,
  DELAYED_ONE_SIDED_OPEN,
  NOT_WHERE_EXPECTED,
} from './one-shot-delayed.js';
import { ONE_SIDED_OPEN, OPEN_PAIRS } from './one-shot-open.js';
import { REMOVAL_MEANS, UPKEEP_OF_ITS_OWN } from './one-shot-removal.js';
import { STATUS_MEANS, STATUS_OTHER_SIDE } from './one-shot-status.js';
import { VICTIM, WHOSE, bears, parties, type Parties, type Scenario, type Whose } from './one-shot-scenario.js';
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

// The first edition whose related rules the sources index records: a sweep rests on related rules.
const FIRST = RELATED_RULES_RECORDED_FROM;

/** Each means keyed `effect/finds`; a missing key is a cell with no card that does it (see NO_MEANS). */
const MEANS: Partial<Record<string, (p: Parties) => Scenario>> = {
  ...REMOVAL_MEANS,
  ...STATUS_MEANS,
  ...DAMAGE_MEANS,
  ...DELAYED_MEANS,
};

const NO_MEANS: Partial<Record<string, NoFixture>> = {
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
    "The fixture vocabulary's bare effects are destroy, exile, returnToHand, putOnLibrary, sacrifice, putCounters, pump, dealDamage, tap (untap), gainControl, phaseOut and phaseIn (docs/FIXTURES.md, Actions): a bare action for this effect would be new vocabulary (the schema, docs/FIXTURES.md, the reference engine and the Python example), not added this round. The same effect reaching a phased-out creature through a card is swept in this family's other cells of this effect.",
};

/** The "creatures you control" means, which can't reach an opponent's creature: the card each one is (see OTHER_SIDE_MEANS). */
const OWN_CREATURES_ONLY: Record<string, string> = {
  'pump/all': 'Glorious Charge',
  'untap/all': 'Vitalize',
  'counters/all': "Basri's Solidarity",
  'counters/chosen-on-resolution': "Aven Tactician's bolster",
};

/** The means that reach only an opponent's creature: why they can't do the own and stolen cells (see OTHER_SIDE_MEANS). */
const OPPONENTS_ONLY: Record<string, string> = {
  'gain-control/target':
    'Gaining control of a creature its caster already controls changes nothing a fixture can observe.',
  'gain-control/all':
    'Gaining control of a creature its caster already controls changes nothing a fixture can observe.',
  'destroy/chosen-on-resolution':
    "Imperial Edict's target opponent chooses among the creatures they control, never its caster's.",
  'exile/chosen-on-resolution':
    "Strategic Betrayal's target opponent exiles a creature they control, never its caster's.",
  'tap/chosen-on-resolution':
    "Fell Beast's Shriek's opponents each choose among the creatures they control, never its caster's.",
  'shrink/first-of-two-targets':
    "Gurmag Rakshasa's first target is a creature an opponent controls, never its controller's.",
  'gain-control/attached':
    "Frenzied Fugue's control change of a permanent its caster already controls changes nothing a fixture can observe (its untap is the untap × attached question).",
  'gain-control/chosen-on-resolution':
    "Riches's opponents choose among the creatures they control, never its caster's, and gaining control of a creature its caster already controls changes nothing a fixture can observe.",
};

/**
 * The second means of a pair whose first (MEANS) reaches only one side, keyed `effect/finds`: it does the
 * cells OWN_CREATURES_ONLY or OPPONENTS_ONLY say the first can't. A one-sided pair without one keeps their reason.
 */
const OTHER_SIDE_MEANS: Partial<Record<string, (p: Parties) => Scenario>> = {
  ...DAMAGE_OTHER_SIDE,
  ...STATUS_OTHER_SIDE,
  ...DELAYED_OTHER_SIDE,
};

const opponents = (whose: string): boolean => whose === 'opponent' || whose === 'third-player';

/** Whether the pair's first means can't reach the victim of a cell: it reaches only its caster's creatures, or only an opponent's. */
function firstMeansMisses(key: string, whose: string): boolean {
  const ownOnly = key in OWN_CREATURES_ONLY || key in DELAYED_OWN_ONLY;
  const opponentsOnly = key in OPPONENTS_ONLY || key in DELAYED_OPPONENTS_ONLY;
  return (ownOnly && opponents(whose)) || (opponentsOnly && !opponents(whose));
}

/** The means that does a cell: the pair's first, or its second where the first can't reach the victim. */
function meansFor(key: string, whose: string): ((p: Parties) => Scenario) | undefined {
  return firstMeansMisses(key, whose) ? OTHER_SIDE_MEANS[key] : MEANS[key];
}

/**
 * Why a one-sided pair's cell that its first means can't reach has no fixture, when no second means does it:
 * needs-card with what was searched (ONE_SIDED_OPEN) where a printed card could do the cell, else illegal.
 */
function oneSidedReason(key: string): NoFixture {
  const card = OWN_CREATURES_ONLY[key];
  const why = card
    ? `${card} affects only its caster's creatures: an opponent's creature is untouched whether or not it phased out.`
    : OPPONENTS_ONLY[key]!;
  const open = ONE_SIDED_OPEN[key];
  return open ? { kind: 'needs-card', reason: `${why} ${open}` } : { kind: 'illegal', reason: why };
}

/** The `delayed` row: a card whose delayed trigger does the effect, or why there is none (one-shot-delayed.ts). */
function delayedLegality(effect: string, whose: string): NoFixture | null {
  const key = `${effect}/delayed`;
  if (!MEANS[key]) return DELAYED_OPEN[effect] ?? NO_CARD;
  // A one-sided pair's other side without a second means: why, where it is known, else no card yet.
  // The row's searches still stand for the side no card reaches.
  if (firstMeansMisses(key, whose) && !OTHER_SIDE_MEANS[key])
    return DELAYED_ONE_SIDED_OPEN[key] ?? DELAYED_OPEN[effect] ?? NO_CARD;
  return null;
}

function legality(cell: Cell): NoFixture | null {
  const { effect, finds, when, whose } = cell as Record<string, string>;
  if (finds === 'delayed') return delayedLegality(effect!, whose!);
  if (when === 'before-delayed-trigger')
    return {
      kind: 'illegal',
      reason: "Only an effect of a delayed trigger has a moment between the trigger's creation and its triggering.",
    };
  if (finds === 'bare' && when === 'in-response')
    return {
      kind: 'illegal',
      reason: 'A bare effect happens at once, without using the stack: there is nothing to respond to.',
    };
  const key = `${effect}/${finds}`;
  const make = MEANS[key];
  if (!make) return NO_MEANS[key] ?? OPEN_PAIRS[key] ?? (finds === 'bare' ? NO_BARE_ACTION : NO_CARD);
  if (key === 'sacrifice/source' && when === 'before-cast')
    return {
      kind: 'illegal',
      reason:
        "The Dreadnought's trigger exists only once it has entered, from the resolving spell: it can't be phased out before.",
    };
  if (when === 'before-cast' && UPKEEP_OF_ITS_OWN[key]) return { kind: 'illegal', reason: UPKEEP_OF_ITS_OWN[key] };
  const ownOnly = [
    'counters/source',
    'sacrifice/source',
    'pump/source',
    'bounce/source',
    'gain-control/source',
    'untap/source',
    'library/source',
    'shrink/source',
    'tap/source',
    'destroy/source',
    'exile/source',
  ];
  if (ownOnly.includes(key) && opponents(whose!))
    return {
      kind: 'illegal',
      reason:
        'Only its controller activates, is made to sacrifice or has the upkeep trigger of its own permanent here.',
    };
  if (key === 'sacrifice/source' && whose === 'stolen')
    return {
      kind: 'illegal',
      reason: "The Dreadnought is cast from its owner's hand, so it can't be under another player's control.",
    };
  if (firstMeansMisses(key, whose!) && !OTHER_SIDE_MEANS[key]) return oneSidedReason(key);
  return null;
}

const WHEN_PHRASE: Record<string, string> = {
  'before-cast': 'before the effect began',
  'in-response': 'in response',
  'before-delayed-trigger': 'after the delayed trigger was created, and was still phased out when it triggered',
};
const WHEN_TITLE: Record<string, string> = {
  'before-cast': 'phased out before it began',
  'in-response': 'phased out in response',
  'before-delayed-trigger': 'phased out before its delayed trigger',
};
/** What 603.7 adds to the notes of a `delayed` cell, by when the creature phased out. */
const DELAYED_READING: Record<string, string> = {
  'before-cast': '',
  'in-response':
    ' With its only target phased out the ability does not resolve (608.2b), so it creates no delayed trigger and nothing triggers at the end step.',
  'before-delayed-trigger':
    ' The delayed trigger was created and triggers at the beginning of the end step: it is no ability of the phased-out creature.' +
    NOT_WHERE_EXPECTED,
};
const WHOSE_PHRASE: Record<string, string> = {
  own: "its caster's own",
  opponent: "an opponent's",
  stolen: 'a stolen',
  'third-player': "a third player's",
};

/** The actions of a cell: the start, the moment the victim phases out, and the run on through a delayed trigger. */
function cellActions(s: Scenario, when: string, victimId: string, p: Parties, refusedStart: boolean): Action[] {
  // A victim the lead-in declares in combat phases out after it, before the start (before-cast).
  const outAfterLeadIn: Action[] =
    when === 'before-cast' && s.combat?.victimInLeadIn ? [{ do: 'phaseOut', objects: [victimId] }] : [];
  const actions: Action[] = [...(s.combat?.leadIn ?? []), ...outAfterLeadIn, s.start];
  if (!refusedStart) {
    const k = s.respondAt ?? 0;
    if (when === 'in-response')
      actions.push(...s.finish.slice(0, k), { do: 'phaseOut', objects: [victimId] }, ...s.finish.slice(k));
    else actions.push(...(when === 'before-cast' && s.whenOutBefore ? s.whenOutBefore.finish : s.finish));
    if (when === 'before-delayed-trigger') actions.push({ do: 'phaseOut', objects: [victimId] });
  }
  // A delayed trigger acts at the beginning of the end step, or of the end of combat step for a combat
  // means: the fixture runs on through it (to the second main phase, where combat's damage is still marked).
  if (s.delayed && s.delayedResolution)
    actions.push({ do: 'advance', to: { step: s.combat ? 'endCombat' : 'end' } }, ...s.delayedResolution);
  if (s.delayed) actions.push({ do: 'advance', to: { step: s.combat ? 'main2' : 'cleanup' } });
  actions.push({ do: 'checkpoint', name: 'resolved' }, { do: 'advance', to: { step: 'upkeep', turnOf: p.controller } });
  return actions;
}

/**
 * How many times the delayed trigger triggers: once when the victim phased out after it was created, or
 * whenever it phased out for an effect that doesn't name it; otherwise never when it phased out before the
 * effect began; in response, only for a combat trigger with no target, which creates the delayed trigger
 * anyway (a targeted ability does not resolve, 608.2b).
 */
function delayedCount(s: Scenario, when: string): number {
  if (s.delayedWhateverTheVictim) return 1;
  const untargetedCombat = s.combat !== undefined && !s.combat.targetsVictim;
  const createdAnyway = untargetedCombat || s.delayedForTheOthers === true;
  return when === 'before-delayed-trigger' || (when === 'in-response' && createdAnyway) ? 1 : 0;
}

function build(cell: Cell): FixtureDraft {
  const { effect, finds, when, whose } = cell as Record<string, string>;
  const p = parties(whose as Whose);
  const s = meansFor(`${effect}/${finds}`, whose!)!(p);
  const victimId = s.victim?.id ?? VICTIM;
  const phasedUnder = { how: 'directly', under: p.controller } as const;
  // A victim with phasing phases out in its controller's untap step, just before an upkeep effect begins.
  const phasing = when === 'before-cast' ? s.phasingVictimBefore : undefined;
  const victimSetup: ObjectSetup = { ...bears(p), ...(s.victim ?? {}), ...(phasing ? { card: phasing.card } : {}) };
  const objects = s.objects.map((o): ObjectSetup =>
    when === 'before-cast' && s.attachedToVictim?.includes(o.id)
      ? { ...o, phased: { how: 'indirectly', under: o.controller ?? o.owner } }
      : o,
  );
  if (when === 'before-cast' && !s.combat?.victimInLeadIn && !phasing) victimSetup.phased = phasedUnder;
  const refusedStart = when === 'before-cast' && s.namesVictim;
  const kept = when === 'before-delayed-trigger' ? (s.keptBeforeDelayed ?? {}) : {};
  const expect: [Expectation, ...Expectation[]] = [
    { at: 'resolved', object: victimId, zone: 'battlefield', phased: phasedUnder, ...s.untouched, ...kept },
    ...(refusedStart
      ? s.whenRefused
      : when === 'before-cast' && s.whenOutBefore
        ? s.whenOutBefore.stillHappens
        : s.stillHappens),
    ...(s.delayed ? [{ triggered: s.delayed, count: delayedCount(s, when!) }] : []),
    {
      object: victimId,
      zone: 'battlefield',
      phased: 'in',
      controller: p.controller,
      ...(s.afterPhaseIn ?? {}),
      ...kept,
    },
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
  const reading = s.combat
    ? s.combat.reading[when as keyof typeof s.combat.reading]
    : (s.reading?.[when as keyof typeof s.reading] ?? DELAYED_READING[when!]);
  return {
    title: `${s.label} leaves ${WHOSE_PHRASE[whose!]} phased-out creature alone (${WHEN_TITLE[when!]})`,
    status: s.awaitingFault ? 'proposed' : 'approved',
    sources,
    notes:
      `${s.notes}${phasing ? ` ${phasing.notes}` : ''} Here ${whenText}.${s.delayed ? reading : ''} 702.26b: a phased-out permanent is treated as though it does not exist; it can't affect or be affected by anything else in the game. It phases in at ${p.controller}'s next untap step untouched.` +
      (s.awaitingFault
        ? ` Proposed only until the reference engine has a named fault that fails it: no existing fault makes ${s.awaitingFault.description} (the fault it needs: ${s.awaitingFault.id}). The reading itself rests on 702.26b alone.`
        : ''),
    editions: { from },
    setup: {
      players: whose === 'third-player' ? [{ id: 'A' }, { id: 'B' }, { id: 'C' }] : [{ id: 'A' }, { id: 'B' }],
      turn: s.combat
        ? { number: 3, active: s.combat.active, step: s.combat.fromMainPhase ? 'main1' : 'beginCombat' }
        : { ...(s.turn ?? { number: 3, active: 'A' }), step: 'main1' },
      objects: [victimSetup, ...objects],
      ...(s.manaPool ? { manaPool: s.manaPool } : {}),
    },
    actions: cellActions(s, when!, victimId, p, refusedStart),
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
