import type { Action, Expectation, ObjectExpectation, ObjectSetup } from '../../generated/fixture.js';
import { citeRules } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';
import { RELATED_RULES_RECORDED_FROM } from '../../sources/related-rule-history.js';

/**
 * "A duration that names a permanent is cut short, or kept alive, by its phasing out" (engines.md §13 B).
 * Rule: 702.26f (702.23f in 2011) — continuous effects that affect a phased-out permanent may expire
 * while it is phased out, and then no longer affect it once it phases in; "for as long as" durations
 * that track that permanent end when it phases out, because they can no longer see it. Read with
 * 702.26b-d: phasing is no zone or control change, so an effect whose duration has not ended keeps
 * running, and the permanent phases in (at the untap step of the player it phased out under, 702.26a)
 * as the same object, under whatever control effects still apply.
 */

const EFFECTS = [
  'pump-until-end-of-turn',
  'control-until-end-of-turn',
  'control-indefinite',
  'control-for-as-long-as',
] as const;
const PHASES_OUT = ['affected', 'tracked'] as const;
const BACK = ['same-turn', 'next-untap'] as const;
// The first edition whose related rules the sources index records: a sweep rests on related rules.
const FIRST = RELATED_RULES_RECORDED_FROM;

interface Start {
  objects: ObjectSetup[];
  manaPool?: Record<string, string>;
  actions: Action[];
  /** The victim while the effect runs, at 'running'. */
  running: Omit<ObjectExpectation, 'object'>;
  /** What the effect does to the Bears once it ended. */
  ended: Omit<ObjectExpectation, 'object'>;
  label: string;
  text: string;
}

const bearsOf = (owner: 'A' | 'B'): ObjectSetup => ({ id: 'bear', card: 'Grizzly Bears', owner, zone: 'battlefield' });

const START: Record<string, () => Start> = {
  'pump-until-end-of-turn': () => ({
    label: 'Giant Growth',
    text: '"Target creature gets +3/+3 until end of turn" on A\'s Bears',
    objects: [bearsOf('A'), { id: 'spell', card: 'Giant Growth', owner: 'A', zone: 'hand' }],
    manaPool: { A: '{G}' },
    actions: [{ do: 'cast', player: 'A', object: 'spell', targets: ['bear'] }, { do: 'resolve' }],
    running: { power: 5, toughness: 5 },
    ended: { power: 2, toughness: 2 },
  }),
  'control-until-end-of-turn': () => ({
    label: 'An until-end-of-turn control effect',
    text: "An effect gives A control of B's Bears until end of turn",
    objects: [bearsOf('B')],
    actions: [{ do: 'gainControl', player: 'A', object: 'bear', duration: 'endOfTurn' }],
    running: { controller: 'A' },
    ended: { controller: 'B' },
  }),
  'control-indefinite': () => ({
    label: 'An indefinite control effect',
    text: "An effect gives A control of B's Bears indefinitely",
    objects: [bearsOf('B')],
    actions: [{ do: 'gainControl', player: 'A', object: 'bear', duration: 'indefinite' }],
    running: { controller: 'A' },
    ended: { controller: 'B' },
  }),
  'control-for-as-long-as': () => ({
    label: "Mind Flayer's control effect",
    text: 'Mind Flayer: "When Mind Flayer enters, gain control of target creature for as long as you control Mind Flayer" on B\'s Bears',
    objects: [bearsOf('B'), { id: 'flayer', card: 'Mind Flayer', owner: 'A', zone: 'hand' }],
    manaPool: { A: '{3}{U}{U}' },
    actions: [
      { do: 'cast', player: 'A', object: 'flayer' },
      { do: 'resolve', triggers: [{ source: 'flayer', ability: 'etb', targets: ['bear'] }] },
      { do: 'resolve' },
    ],
    running: { controller: 'A' },
    ended: { controller: 'B' },
  }),
};

function legality(cell: Cell): NoFixture | null {
  if (cell['phases-out'] === 'tracked' && cell['effect'] !== 'control-for-as-long-as')
    return {
      kind: 'illegal',
      reason:
        'Only a "for as long as" duration tracks a permanent other than the one it affects; this duration tracks nothing but time.',
    };
  return null;
}

/** Whether the effect still applies to the Bears once the phased-out permanent is back (702.26f). */
function stillApplies(effect: string, phasesOut: string, back: string): boolean {
  if (effect === 'control-for-as-long-as') return phasesOut === 'affected'; // it tracks Mind Flayer only
  if (effect === 'control-indefinite') return true;
  return back === 'same-turn'; // until end of turn: it ends in the cleanup step, phased out or not (514.2)
}

function build(cell: Cell): FixtureDraft {
  const { effect, back } = cell as Record<string, string>;
  const phasesOut = cell['phases-out']!;
  const s = START[effect!]!();
  const victim = phasesOut === 'tracked' ? 'flayer' : 'bear';
  const phased = { how: 'directly', under: 'A' } as const;
  const applies = stillApplies(effect!, phasesOut, back!);
  const actions: Action[] = [
    ...s.actions,
    { do: 'checkpoint', name: 'running' },
    { do: 'phaseOut', objects: [victim] },
    { do: 'checkpoint', name: 'out' },
  ];
  const expect: [Expectation, ...Expectation[]] = [
    { at: 'running', object: 'bear', ...s.running },
    { at: 'out', object: victim, zone: 'battlefield', phased },
  ];
  if (phasesOut === 'tracked') expect.push({ at: 'out', object: 'bear', phased: 'in', controller: 'B' });
  if (back === 'same-turn') {
    actions.push({ do: 'phaseIn', objects: [victim] }, { do: 'checkpoint', name: 'back' });
    expect.push(
      { at: 'back', object: victim, phased: 'in' },
      { at: 'back', object: 'bear', ...(applies ? s.running : s.ended) },
    );
    // The effects that run out at end of turn do so in the cleanup step, now with the Bears phased in.
    actions.push({ do: 'advance', to: { step: 'upkeep', turnOf: 'B' } });
    const lasting =
      effect === 'control-indefinite' || (effect === 'control-for-as-long-as' && phasesOut === 'affected');
    expect.push({ object: 'bear', zone: 'battlefield', phased: 'in', ...(lasting ? s.running : s.ended) });
  } else {
    actions.push(
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      { do: 'checkpoint', name: 'b-turn' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
    );
    expect.push(
      { at: 'b-turn', object: victim, zone: 'battlefield', phased },
      { object: victim, zone: 'battlefield', phased: 'in' },
      { object: 'bear', ...(applies ? s.running : s.ended) },
    );
  }
  const meanings = [
    'PH-CE-EXPIRE',
    'PH-OUT-STATUS',
    'PH-IN-STATUS',
    ...(effect!.startsWith('control') ? ['PH-NO-ZONE-CHANGE'] : []),
    ...(back === 'next-untap' ? ['PH-UNTAP'] : []),
  ];
  const sources = citeRules(meanings, FIRST);
  const who = victim === 'flayer' ? 'Mind Flayer' : 'the Bears';
  const backText =
    back === 'same-turn'
      ? `An effect phases ${who} back in the same turn`
      : `${who === 'Mind Flayer' ? 'Mind Flayer phases' : 'The Bears phase'} in at A's next untap step, the player ${who === 'Mind Flayer' ? 'it' : 'they'} phased out under (702.26a), after A's cleanup step`;
  const why =
    effect === 'control-for-as-long-as'
      ? phasesOut === 'tracked'
        ? "The duration tracks Mind Flayer: it ends for good as Mind Flayer phases out (702.26f), and the Bears return to B at once and stay B's after Mind Flayer phases in."
        : "The duration tracks Mind Flayer, which stays: the effect goes on while the Bears are phased out (702.26f ends only durations that track the phased-out permanent), so they phase in still A's."
      : effect === 'control-indefinite'
        ? "An indefinite effect does not end: the Bears phase in still A's (phasing is no control change, 702.26d)."
        : back === 'same-turn'
          ? 'The effect has not ended, so it still applies once they are back (702.26f: only an effect that expired no longer affects them); it ends in the cleanup step as usual.'
          : "The effect ended in A's cleanup step while the Bears were phased out (702.26f: it may expire while they are phased out), so it no longer affects them once they phase in.";
  return {
    title: `${s.label} ${applies ? 'still applies' : 'no longer applies'} after ${who} phased out and back in (${back === 'same-turn' ? 'the same turn' : 'at the next untap step'})`,
    status: 'approved',
    sources,
    notes: `${s.text}; then ${who} phase${victim === 'flayer' ? 's' : ''} out under A. ${backText}. ${why}`,
    editions: { from: FIRST },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: s.objects,
      ...(s.manaPool ? { manaPool: s.manaPool } : {}),
    },
    actions,
    expect,
  };
}

export const durations: Family = {
  id: 'durations',
  title:
    'A continuous effect with a duration keeps running while the permanent it affects is phased out, unless it expires meanwhile; a "for as long as" duration that tracks a permanent ends for good when that permanent phases out.',
  axes: [
    { name: 'effect', describe: 'the continuous effect and its duration', values: EFFECTS },
    {
      name: 'phases-out',
      describe: 'what phases out: the permanent the effect affects, or the permanent its duration tracks',
      values: PHASES_OUT,
    },
    {
      name: 'back',
      describe: "when it phases back in: the same turn (an effect), or at its controller's next untap step",
      values: BACK,
    },
  ],
  legality,
  build,
};
