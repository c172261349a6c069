import type { Action, Expectation, ObjectSetup, Source } from '../../generated/fixture.js';
import { citeRules } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';
import { RELATED_RULES_RECORDED_FROM } from '../../sources/related-rule-history.js';

/**
 * "An effect on an attached object, or on the attachment itself, reaches it after it phased out"
 * (engines.md §13 A). Rule: 702.26b (702.23b in 2011) — a phased-out permanent is treated as though
 * it does not exist, so a triggered ability that acts on "that creature" / "that permanent" the
 * Equipment was attached to does nothing to it once it phased out, and an equip ability whose
 * Equipment phased out moves nothing (the Equipment doesn't exist to be attached). 702.26g: an
 * Equipment attached to a permanent that phases out phases out with it, indirectly; 702.26j: phasing
 * neither attaches nor unattaches, so no "becomes attached/unattached" ability triggers.
 */

const MEANS = ['sacrifice-unattached-host', 'tap-attached-host', 'enchanted-creature'] as const;
const OBJECTS = ['attached-creature', 'the-attachment'] as const;
const WHOSE = ['own', 'stolen'] as const;
// The first edition whose related rules the sources index records: a sweep rests on related rules.
const FIRST = RELATED_RULES_RECORDED_FROM;

function legality(): NoFixture | null {
  return null;
}

const cite = (meanings: string[]): [Source, ...Source[]] => citeRules(meanings, FIRST);

/** What the cell expects after the phasing, and the notes that say why. */
function whatFollows(wargear: boolean, onCreature: boolean, trigger: string): { expect: Expectation[]; text: string } {
  if (wargear && onCreature) {
    return {
      expect: [
        { at: 'resolved', triggered: { source: 'wargear', ability: trigger }, count: 1 },
        { at: 'resolved', object: 'wargear', attachedTo: 'giant' },
        { at: 'resolved', object: 'giant', power: 6, toughness: 5 },
        { object: 'bear', zone: 'battlefield', phased: 'in', controller: 'A' },
      ],
      text: 'Grafted Wargear is moved from the Bears to the Hill Giant (equip {0}); its "Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent" triggers, and the Bears phase out with it on the stack. The trigger resolves and finds nothing to sacrifice: the Bears phase in at A\'s next untap step.',
    };
  } else if (wargear) {
    return {
      expect: [
        { at: 'resolved', object: 'wargear', attachedTo: 'bear' },
        { at: 'resolved', object: 'bear', phased: 'in', power: 2, toughness: 2 },
        { at: 'resolved', object: 'giant', power: 3, toughness: 3 },
        { triggered: { source: 'wargear', ability: trigger }, count: 0 },
        { object: 'wargear', phased: 'in', attachedTo: 'bear' },
        { object: 'bear', zone: 'battlefield', phased: 'in', power: 5, toughness: 4 },
      ],
      text: "Grafted Wargear's equip ability targets the Hill Giant; the Wargear phases out (directly) in response, still attached to the Bears. The equip ability moves nothing (the Wargear doesn't exist), so it never becomes unattached and nothing is sacrificed; phasing itself neither attaches nor unattaches (702.26j). It phases in attached to the Bears (702.26i).",
    };
  } else if (onCreature) {
    return {
      expect: [
        { at: 'resolved', triggered: { source: 'blade', ability: trigger }, count: 1 },
        { at: 'resolved', object: 'bear', tapped: false },
        { at: 'resolved', object: 'blade', phased: { how: 'indirectly', under: 'A' }, attachedTo: 'bear' },
        { object: 'bear', zone: 'battlefield', phased: 'in', controller: 'A', power: 6, toughness: 2 },
      ],
      text: 'Enormous Energy Blade is attached to the Bears (equip {2}); its "Whenever this Equipment becomes attached to a creature, tap that creature" triggers, and the Bears phase out with it on the stack (the Blade with them, indirectly, 702.26g). The trigger resolves and finds nothing to tap: the Bears are still untapped while phased out.',
    };
  } else {
    return {
      expect: [
        { at: 'resolved', object: 'blade', attachedTo: null },
        { at: 'resolved', object: 'bear', phased: 'in', tapped: false, power: 2 },
        { triggered: { source: 'blade', ability: trigger }, count: 0 },
        { object: 'blade', phased: 'in', attachedTo: null },
      ],
      text: "Enormous Energy Blade's equip ability targets the Bears; the Blade phases out in response. The equip ability attaches nothing (the Blade doesn't exist), so nothing becomes attached and the Bears are not tapped.",
    };
  }
}

/** The Bears the cell's ability reaches: A's own, or B's under A's control. */
function grizzlyBears(whose: string): ObjectSetup {
  return {
    id: 'bear',
    card: 'Grizzly Bears',
    owner: whose === 'own' ? 'A' : 'B',
    ...(whose === 'own' ? {} : { controller: 'A' }),
    zone: 'battlefield',
  };
}

function build(cell: Cell): FixtureDraft {
  const { means, object, whose } = cell as Record<string, string>;
  if (means === 'enchanted-creature') return enchanted(object === 'attached-creature', whose!);
  const wargear = means === 'sacrifice-unattached-host';
  const eq = wargear ? 'wargear' : 'blade';
  const card = wargear ? 'Grafted Wargear' : 'Enormous Energy Blade';
  const trigger = wargear ? 'trigger-unattached' : 'trigger-attached';
  const bear = grizzlyBears(whose!);
  const objects: ObjectSetup[] = [
    bear,
    { id: eq, card, owner: 'A', zone: 'battlefield', ...(wargear ? { attachedTo: 'bear' } : {}) },
    ...(wargear ? [{ id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' } as ObjectSetup] : []),
  ];
  const victim = object === 'attached-creature' ? 'bear' : eq;
  const actions: Action[] = [
    { do: 'activate', player: 'A', source: eq, ability: 'equip', targets: [wargear ? 'giant' : 'bear'] },
  ];
  // The attached creature phases out with the Equipment's trigger on the stack; the Equipment with its equip ability.
  if (object === 'attached-creature') actions.push({ do: 'resolve' });
  actions.push({ do: 'phaseOut', objects: [victim] }, { do: 'resolve' }, { do: 'checkpoint', name: 'resolved' });
  actions.push({ do: 'advance', to: { step: 'upkeep', turnOf: 'A' } });
  const phased = { how: 'directly', under: 'A' } as const;
  const expect: [Expectation, ...Expectation[]] = [{ at: 'resolved', object: victim, zone: 'battlefield', phased }];
  const outcome = whatFollows(wargear, object === 'attached-creature', trigger);
  expect.push(...outcome.expect);
  const text = outcome.text;
  const meanings =
    object === 'attached-creature'
      ? ['PH-OUT-STATUS', ...(wargear ? [] : ['PH-INDIRECT'])]
      : ['PH-OUT-STATUS', 'PH-ATTACH-TRIGGERS', ...(wargear ? ['PH-ATTACH-PHASE-IN'] : [])];
  return {
    title: `${card}: ${object === 'attached-creature' ? `its trigger leaves ${whose === 'own' ? 'the' : 'a stolen'} equipped creature that phased out alone` : `an equip ability does nothing once the Equipment phased out (${whose === 'own' ? 'own' : 'stolen'} creature)`}`,
    status: 'approved',
    sources: cite(meanings),
    notes: `${text} ${whose === 'stolen' ? "The Bears are B's, under A's control (setup). " : ''}702.26b: a phased-out permanent is treated as though it does not exist; it can't be affected by anything else in the game.`,
    editions: { from: FIRST },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects,
      ...(wargear ? {} : { manaPool: { A: '{2}' } }),
    },
    actions,
    expect,
  };
}

/**
 * An Aura's activated ability, its phased-out object chosen by the cell: Firebreathing's "{R}: Enchanted
 * creature gets +1/+0 until end of turn" with the enchanted Bears phased out in response (the Aura with
 * them, indirectly), or Shimmering Wings's "{U}: Return Shimmering Wings to its owner's hand" with the Aura
 * alone phased out in response (directly; the Bears stay).
 */
function enchanted(onCreature: boolean, whose: string): FixtureDraft {
  const [card, ability, mana] = onCreature ? ['Firebreathing', 'pump', '{R}'] : ['Shimmering Wings', 'return', '{U}'];
  const victim = onCreature ? 'bear' : 'aura';
  const bear = grizzlyBears(whose);
  const phased = { how: 'directly', under: 'A' } as const;
  const expect: [Expectation, ...Expectation[]] = [{ at: 'resolved', object: victim, zone: 'battlefield', phased }];
  if (onCreature)
    expect.push(
      { at: 'resolved', object: 'bear', power: 2, toughness: 2 },
      { at: 'resolved', object: 'aura', phased: { how: 'indirectly', under: 'A' }, attachedTo: 'bear' },
    );
  else
    expect.push({ at: 'resolved', object: 'aura', attachedTo: 'bear' }, { at: 'resolved', player: 'A', handSize: 0 });
  expect.push(
    { object: 'aura', zone: 'battlefield', phased: 'in', attachedTo: 'bear' },
    { object: 'bear', zone: 'battlefield', phased: 'in', controller: 'A', power: 2, toughness: 2 },
  );
  const text = onCreature
    ? '"{R}: Enchanted creature gets +1/+0 until end of turn." The enchanted Bears phase out with the ability on the stack, and Firebreathing with them, indirectly (702.26g): the ability finds no enchanted creature to pump, so the Bears are still 2/2 while phased out.'
    : '"{U}: Return Shimmering Wings to its owner\'s hand." The Aura phases out (directly) with its own ability on the stack, still attached to the Bears: the ability finds no Aura to return, so it stays on the battlefield, phased out, and A\'s hand stays empty.';
  return {
    title: `${card}: its ability does nothing to ${onCreature ? `${whose === 'own' ? 'the' : 'a stolen'} enchanted creature` : 'the Aura'} once it phased out (${whose === 'own' ? 'own' : 'stolen'} creature)`,
    status: 'approved',
    sources: cite(['PH-OUT-STATUS', ...(onCreature ? ['PH-INDIRECT'] : []), 'PH-ATTACH-PHASE-IN']),
    notes: `${text} Both phase in at A's next untap step, the Aura still attached (702.26i). ${whose === 'stolen' ? "The Bears are B's, under A's control (setup). " : ''}702.26b: a phased-out permanent is treated as though it does not exist; it can't be affected by anything else in the game.`,
    editions: { from: FIRST },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [bear, { id: 'aura', card, owner: 'A', zone: 'battlefield', attachedTo: 'bear' }],
      manaPool: { A: mana },
    },
    actions: [
      { do: 'activate', player: 'A', source: 'aura', ability },
      { do: 'phaseOut', objects: [victim] },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'resolved' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
    ],
    expect,
  };
}

export const attached: Family = {
  id: 'attached',
  title:
    'An effect on an attached creature ("that creature", "that permanent") or on the attachment itself does nothing to it once it phased out.',
  axes: [
    {
      name: 'means',
      describe:
        "what acts: Grafted Wargear's unattach trigger (sacrifice that permanent), Enormous Energy Blade's attach trigger (tap that creature), an Aura's activated ability (Firebreathing's pump of the enchanted creature, Shimmering Wings's return of itself)",
      values: MEANS,
    },
    {
      name: 'object',
      describe: 'what phases out: the creature the attachment is (or was) on, or the attachment itself',
      values: OBJECTS,
    },
    {
      name: 'whose',
      describe: "whose the creature is: the Equipment's controller's own, or an opponent's under their control",
      values: WHOSE,
    },
  ],
  legality,
  build,
};
