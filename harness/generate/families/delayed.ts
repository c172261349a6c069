import type { Action, Expectation, ObjectSetup, Source } from '../../generated/fixture.js';
import { citeRules } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';
import { RELATED_RULES_RECORDED_FROM } from '../../sources/related-rule-history.js';

/**
 * "A delayed trigger acts on the object it remembers though that object phased out" (engines.md §13 A,
 * bug B-09). Rules: 702.26b (702.23b in 2011) — a phased-out permanent is treated as though it does
 * not exist, so when the delayed trigger resolves it finds nothing to act on; and 702.26c (702.23c) —
 * a permanent that phased back in is the same object it was, so a delayed trigger that remembers it
 * still acts on it. Zirilan of the Claw's ruling (2009-10-01) says both for its "exile it at the
 * beginning of the next end step".
 */

const TRIGGERS = ['exile-at-end-step', 'phase-out-at-end-of-combat'] as const;
const MOMENTS = ['out-until-it-triggers', 'out-in-response', 'out-and-back-in'] as const;
const WHOSE = ['own', 'stolen'] as const;
// The first edition whose related rules the sources index records: a sweep rests on related rules.
const FIRST = RELATED_RULES_RECORDED_FROM;

function legality(cell: Cell): NoFixture | null {
  const { trigger, moment, whose } = cell as Record<string, string>;
  if (trigger === 'exile-at-end-step' && whose === 'stolen')
    return {
      kind: 'illegal',
      reason:
        "Zirilan puts the Dragon from its controller's own library onto the battlefield under their control: it can't be another player's.",
    };
  if (trigger === 'phase-out-at-end-of-combat' && moment !== 'out-and-back-in')
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
  else {
    actions.push({ do: 'phaseOut', objects: ['dragon'] });
    if (moment === 'out-and-back-in') actions.push({ do: 'phaseIn', objects: ['dragon'] });
  }
  actions.push(
    { do: 'advance', to: { step: 'cleanup' } },
    { do: 'checkpoint', name: 'after-end-step' },
    { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
  );
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
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects,
      manaPool: { A: '{1}{R}{R}' },
    },
    actions,
    expect,
  };
}

function veil(whose: string): FixtureDraft {
  const bear: ObjectSetup = {
    id: 'bear',
    card: 'Grizzly Bears',
    owner: whose === 'own' ? 'A' : 'B',
    ...(whose === 'own' ? {} : { controller: 'A' }),
    zone: 'battlefield',
  };
  return {
    title: `Teferi's Veil still phases out ${whose === 'own' ? 'its controller' : 'a stolen'} attacker that phased out and back in before end of combat`,
    status: 'approved',
    sources: cite(['PH-IN-STATUS', 'PH-OUT-STATUS', 'RR-DELAYED-TRIGGER', 'RR-REMOVED-FROM-COMBAT']),
    notes:
      'Teferi\'s Veil: "Whenever a creature you control attacks, it phases out at end of combat." The attack trigger resolves and creates the delayed trigger; then the Bears phase out (and are removed from combat, 506.4, so they deal no combat damage) and phase back in before end of combat. 702.26c: a permanent that phases in is the same object it was, so the delayed trigger still finds it and phases it out at end of combat, under A; it phases in at A\'s next untap step.',
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
      { do: 'phaseOut', objects: ['bear'] },
      { do: 'phaseIn', objects: ['bear'] },
      { do: 'checkpoint', name: 'back-in' },
      { do: 'advance', to: { step: 'main2' } },
      { do: 'checkpoint', name: 'after-combat' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
    ],
    expect: [
      { at: 'back-in', object: 'bear', phased: 'in', combat: 'none' },
      { at: 'after-combat', object: 'bear', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
      { at: 'after-combat', player: 'B', life: 20 },
      { object: 'bear', zone: 'battlefield', phased: 'in', controller: 'A' },
    ],
  };
}

export const delayed: Family = {
  id: 'delayed',
  title:
    'A delayed trigger acts on the object it remembers only if that object exists when it resolves: not while it is phased out, still after it phased back in.',
  axes: [
    { name: 'trigger', describe: 'what the delayed trigger does to the object it remembers', values: TRIGGERS },
    {
      name: 'moment',
      describe:
        'when the object phases out after the delayed trigger was created: and stays out until it triggers; with the trigger on the stack; or out and back in before it triggers',
      values: MOMENTS,
    },
    {
      name: 'whose',
      describe: "whose the object is: its controller's own, or an opponent's under its control",
      values: WHOSE,
    },
  ],
  legality,
  build: (cell) => (cell['trigger'] === 'exile-at-end-step' ? zirilan(cell['moment']!) : veil(cell['whose']!)),
};
