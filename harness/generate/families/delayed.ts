import type { Action, Expectation, ObjectSetup, Source } from '../../generated/fixture.js';
import { citeRules } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';

/**
 * "A delayed trigger acts on the object it remembers though that object phased out" (engines.md §13 A,
 * bug B-09). Rules: 702.26b (702.23b in 2011) — a phased-out permanent is treated as though it does
 * not exist, so when the delayed trigger resolves it finds nothing to act on; and 702.26c (702.23c) —
 * a permanent that phased back in is the same object it was, so a delayed trigger that remembers it
 * still acts on it. Zirilan of the Claw's ruling (2009-10-01) says both for its "exile it at the
 * beginning of the next end step".
 */

const TRIGGERS = ['exile-at-end-step', 'phase-out-at-end-of-combat', 'destroy-itself-at-end-of-combat'] as const;
const MOMENTS = ['out-until-it-triggers', 'out-in-response', 'out-and-back-in', 'creator-out'] as const;
const WHOSE = ['own', 'stolen'] as const;
const FIRST = '2011-02-04';

function legality(cell: Cell): NoFixture | null {
  const { trigger, moment, whose } = cell as Record<string, string>;
  if (trigger === 'exile-at-end-step' && whose === 'stolen')
    return {
      kind: 'illegal',
      reason:
        "Zirilan puts the Dragon from its controller's own library onto the battlefield under their control: it can't be another player's.",
    };
  if (trigger === 'destroy-itself-at-end-of-combat' && moment === 'creator-out')
    return {
      kind: 'illegal',
      reason:
        "Cinder Wall's delayed trigger remembers the Wall itself: its creator and its object are one permanent, so the creator phasing out is the out-until-it-triggers cell.",
    };
  if (trigger === 'phase-out-at-end-of-combat' && moment !== 'out-and-back-in' && moment !== 'creator-out')
    return {
      kind: 'illegal',
      reason:
        "Teferi's Veil's delayed trigger phases the attacker out: an attacker already phased out when it resolves is phased out either way, so nothing observable depends on whether the trigger found it.",
    };
  return null;
}

const cite = (meanings: string[]): [Source, ...Source[]] => citeRules(meanings, FIRST);

function zirilan(moment: string): FixtureDraft {
  const phasedUnderA = { how: 'directly', under: 'A' } as const;
  const objects: ObjectSetup[] = [
    { id: 'zirilan', card: 'Zirilan of the Claw', owner: 'A', zone: 'battlefield' },
    { id: 'dragon', card: 'Mist Dragon', owner: 'A', zone: 'library' },
  ];
  const actions: Action[] = [
    { do: 'activate', player: 'A', source: 'zirilan', ability: 'search', choices: { card: 'dragon' } },
    { do: 'resolve' },
    { do: 'checkpoint', name: 'created' },
  ];
  if (moment === 'out-in-response')
    actions.push({ do: 'advance', to: { step: 'end' } }, { do: 'phaseOut', objects: ['dragon'] }, { do: 'resolve' });
  else if (moment === 'creator-out') actions.push({ do: 'phaseOut', objects: ['zirilan'] });
  else {
    actions.push({ do: 'phaseOut', objects: ['dragon'] });
    if (moment === 'out-and-back-in') actions.push({ do: 'phaseIn', objects: ['dragon'] });
  }
  actions.push(
    { do: 'advance', to: { step: 'cleanup' } },
    { do: 'checkpoint', name: 'after-end-step' },
    { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
  );
  if (moment === 'creator-out') return zirilanCreatorOut(objects, actions);
  const backIn = moment === 'out-and-back-in';
  const expect: [Expectation, ...Expectation[]] = [
    { at: 'created', object: 'dragon', zone: 'battlefield', phased: 'in' },
    { triggered: { source: 'zirilan', ability: 'end-step' }, count: 1 },
    backIn
      ? { at: 'after-end-step', object: 'dragon', zone: 'exile' }
      : { at: 'after-end-step', object: 'dragon', zone: 'battlefield', phased: phasedUnderA },
    backIn
      ? { object: 'dragon', zone: 'exile' }
      : { object: 'dragon', zone: 'battlefield', phased: 'in', controller: 'A' },
  ];
  const when =
    moment === 'out-in-response'
      ? 'with the delayed trigger on the stack'
      : backIn
        ? 'and back in before the end step'
        : 'before the end step and is still phased out then';
  return {
    title: backIn
      ? "Zirilan's delayed exile still exiles its Dragon that phased out and back in before the end step"
      : `Zirilan's delayed exile can't exile its Dragon phased out ${moment === 'out-in-response' ? 'in response to it' : 'when it triggers'}`,
    status: 'approved',
    sources: cite(
      backIn ? ['PH-OUT-STATUS', 'PH-IN-STATUS', 'RR-DELAYED-TRIGGER'] : ['PH-OUT-STATUS', 'RR-DELAYED-TRIGGER'],
    ),
    notes:
      `Zirilan of the Claw puts the Dragon onto the battlefield and creates a delayed trigger: "Exile it at the beginning of the next end step." The Dragon phases out after the trigger was created, ${when}. ` +
      (backIn
        ? '702.26c: a permanent that phases in is the same object it was (phasing is no zone change), so the trigger still finds it and exiles it.'
        : "702.26b: a phased-out permanent is treated as though it doesn't exist, so the trigger resolves without exiling it; it phases in at A's next untap step and stays.") +
      ' Ruling 2009-10-01 on Zirilan of the Claw says the same.',
    editions: { from: FIRST },
    setup: zirilanSetup(objects),
    actions,
    expect,
  };
}

/** A's main phase with Zirilan's activation cost in the pool. */
function zirilanSetup(objects: ObjectSetup[]): FixtureDraft['setup'] {
  return {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects,
    manaPool: { A: '{1}{R}{R}' },
  };
}

/** The creator is phased out when the delayed trigger's event happens; the Dragon is not. */
function zirilanCreatorOut(objects: ObjectSetup[], actions: Action[]): FixtureDraft {
  return {
    title: "Zirilan's delayed exile still exiles its Dragon at the end step while Zirilan itself is phased out",
    status: 'approved',
    sources: cite(['RR-DELAYED-TRIGGER', 'PH-OUT-STATUS']),
    notes:
      "Zirilan of the Claw puts the Dragon onto the battlefield and its ability creates a delayed trigger: \"Exile it at the beginning of the next end step.\" Then Zirilan phases out. 603.7: the delayed trigger is created by the ability's resolution and waits for its event; it is no ability of Zirilan (a phased-out permanent's own abilities are what 702.26b silences), so it triggers at the beginning of the end step and exiles the Dragon, which exists. Zirilan stays phased out until A's next untap step.",
    editions: { from: FIRST },
    setup: zirilanSetup(objects),
    actions,
    expect: [
      { at: 'created', object: 'dragon', zone: 'battlefield', phased: 'in' },
      { triggered: { source: 'zirilan', ability: 'end-step' }, count: 1 },
      { at: 'after-end-step', object: 'dragon', zone: 'exile' },
      { at: 'after-end-step', object: 'zirilan', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
      { object: 'zirilan', zone: 'battlefield', phased: 'in' },
    ],
  };
}

/** What happens after the attack trigger resolved: the Veil phases out, or the attacker out and back in. */
function veilMiddle(creatorOut: boolean): Action[] {
  return creatorOut
    ? [{ do: 'phaseOut', objects: ['veil'] }]
    : [
        { do: 'phaseOut', objects: ['bear'] },
        { do: 'phaseIn', objects: ['bear'] },
      ];
}

function veil(whose: string, moment: string): FixtureDraft {
  const bear: ObjectSetup = {
    id: 'bear',
    card: 'Grizzly Bears',
    owner: whose === 'own' ? 'A' : 'B',
    ...(whose === 'own' ? {} : { controller: 'A' }),
    zone: 'battlefield',
  };
  const creatorOut = moment === 'creator-out';
  const outUnderA = { how: 'directly', under: 'A' } as const;
  const attacker = whose === 'own' ? 'its controller' : 'a stolen';
  return {
    title: creatorOut
      ? `Teferi's Veil phased out during combat still phases out ${attacker} attacker at end of combat`
      : `Teferi's Veil still phases out ${attacker} attacker that phased out and back in before end of combat`,
    status: 'approved',
    sources: cite(
      creatorOut
        ? ['RR-DELAYED-TRIGGER', 'PH-OUT-STATUS']
        : ['PH-IN-STATUS', 'PH-OUT-STATUS', 'RR-DELAYED-TRIGGER', 'RR-REMOVED-FROM-COMBAT'],
    ),
    notes: creatorOut
      ? "Teferi's Veil: \"Whenever a creature you control attacks, it phases out at end of combat.\" The attack trigger resolves and creates the delayed trigger; then the Veil itself phases out. 603.7: the delayed trigger was created by the resolution and waits for its event; it is no ability of the Veil (a phased-out permanent's own abilities are what 702.26b silences), so at end of combat it triggers and phases the Bears out, under A, after they dealt their combat damage. Both phase in at A's next untap step."
      : 'Teferi\'s Veil: "Whenever a creature you control attacks, it phases out at end of combat." The attack trigger resolves and creates the delayed trigger; then the Bears phase out (and are removed from combat, 506.4, so they deal no combat damage) and phase back in before end of combat. 702.26c: a permanent that phases in is the same object it was, so the delayed trigger still finds it and phases it out at end of combat, under A; it phases in at A\'s next untap step.',
    editions: { from: FIRST },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'beginCombat' },
      objects: [{ id: 'veil', card: "Teferi's Veil", owner: 'A', zone: 'battlefield' }, bear],
    },
    actions: [
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'bear', defending: 'B' }] },
      { do: 'resolve' },
      ...veilMiddle(creatorOut),
      { do: 'checkpoint', name: 'back-in' },
      { do: 'advance', to: { step: 'main2' } },
      { do: 'checkpoint', name: 'after-combat' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
    ],
    expect: [
      creatorOut
        ? { at: 'back-in', object: 'veil', phased: outUnderA }
        : { at: 'back-in', object: 'bear', phased: 'in', combat: 'none' },
      { at: 'after-combat', object: 'bear', zone: 'battlefield', phased: outUnderA },
      { at: 'after-combat', player: 'B', life: creatorOut ? 18 : 20 },
      { object: 'bear', zone: 'battlefield', phased: 'in', controller: 'A' },
      ...(creatorOut ? [{ object: 'veil', phased: 'in' } satisfies Expectation] : []),
    ],
  };
}

/** The moment's actions for Cinder Wall, after its blocks trigger created the delayed trigger. */
function wallMoment(moment: string): Action[] {
  if (moment === 'out-in-response')
    return [{ do: 'advance', to: { step: 'endCombat' } }, { do: 'phaseOut', objects: ['wall'] }, { do: 'resolve' }];
  const out: Action = { do: 'phaseOut', objects: ['wall'] };
  return moment === 'out-and-back-in' ? [out, { do: 'phaseIn', objects: ['wall'] }] : [out];
}

/** A phasing permanent's own delayed leave effect: Cinder Wall's "destroy it at end of combat". */
function cinderWall(moment: string, whose: string): FixtureDraft {
  const backIn = moment === 'out-and-back-in';
  const wall: ObjectSetup = {
    id: 'wall',
    card: 'Cinder Wall',
    owner: whose === 'own' ? 'A' : 'B',
    ...(whose === 'own' ? {} : { controller: 'A' }),
    zone: 'battlefield',
  };
  const when =
    moment === 'out-in-response'
      ? 'with the delayed trigger on the stack'
      : backIn
        ? 'and back in before end of combat'
        : 'before end of combat and is still phased out when the trigger resolves';
  return {
    title: backIn
      ? `Cinder Wall (${whose === 'own' ? "its owner's" : 'stolen'}) that blocked, phased out and back in is still destroyed at end of combat`
      : `Cinder Wall (${whose === 'own' ? "its owner's" : 'stolen'}) that blocked and phased out ${moment === 'out-in-response' ? 'in response to its delayed trigger' : 'before end of combat'} isn't destroyed`,
    status: 'approved',
    sources: cite(
      backIn ? ['PH-OUT-STATUS', 'PH-IN-STATUS', 'RR-DELAYED-TRIGGER'] : ['PH-OUT-STATUS', 'RR-DELAYED-TRIGGER'],
    ),
    notes:
      `Cinder Wall: "When Cinder Wall blocks, destroy it at end of combat." It blocks B's Grizzly Bears; the blocks trigger resolves and creates a delayed trigger (603.7) that remembers the Wall. The Wall phases out ${when}. The delayed trigger triggers at the beginning of the end of combat step whatever the status of the permanent that created it. ` +
      (backIn
        ? '702.26c: a permanent that phased in is the same object it was, so the trigger still finds the Wall and destroys it.'
        : "702.26b: a phased-out permanent is treated as though it doesn't exist, so the trigger resolves without destroying it; it phases in at A's next untap step and stays."),
    editions: { from: FIRST },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'B', step: 'beginCombat' },
      objects: [wall, { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' }],
    },
    actions: [
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'bear', defending: 'A' }] },
      { do: 'advance', to: { step: 'declareBlockers' } },
      { do: 'declareBlockers', blockers: [{ blocker: 'wall', attacker: 'bear' }] },
      { do: 'resolve' },
      ...wallMoment(moment),
      { do: 'advance', to: { step: 'main2' } },
      { do: 'checkpoint', name: 'after-combat' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
    ],
    expect: [
      { triggered: { source: 'wall', ability: 'end-of-combat' }, count: 1 },
      backIn
        ? { at: 'after-combat', object: 'wall', zone: 'graveyard' }
        : { at: 'after-combat', object: 'wall', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
      backIn
        ? { object: 'wall', zone: 'graveyard' }
        : { object: 'wall', zone: 'battlefield', phased: 'in', controller: 'A' },
    ],
  };
}

export const delayed: Family = {
  id: 'delayed',
  title:
    'A delayed trigger acts on the object it remembers only if that object exists when it resolves: not while it is phased out, still after it phased back in.',
  axes: [
    {
      name: 'trigger',
      describe:
        "what the delayed trigger does to the object it remembers (the last: a phasing permanent's own delayed leave effect)",
      values: TRIGGERS,
    },
    {
      name: 'moment',
      describe:
        'when the object phases out after the delayed trigger was created: and stays out until it triggers; with the trigger on the stack; or out and back in before it triggers; or the object stays and the permanent whose ability created the trigger is phased out when it triggers',
      values: MOMENTS,
    },
    {
      name: 'whose',
      describe: "whose the object is: its controller's own, or an opponent's under its control",
      values: WHOSE,
    },
  ],
  legality,
  build: (cell) => {
    const { trigger, moment, whose } = cell as Record<string, string>;
    if (trigger === 'exile-at-end-step') return zirilan(moment!);
    if (trigger === 'destroy-itself-at-end-of-combat') return cinderWall(moment!, whose!);
    return veil(whose!, moment!);
  },
};
