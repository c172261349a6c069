import type { Action, Expectation, ObjectSetup, Source } from '../../generated/fixture.js';
import { citeRules } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';

/**
 * "A later instruction of a resolving effect acts on an object an earlier instruction phased out"
 * (engines.md §15). Rule: 702.26b — once phased out, the object is treated as though it doesn't exist,
 * from the next instruction of the same resolution on (608.2c: instructions are followed in order).
 * Two catalogue cards phase out first and act later: Unite the Coalition (its modes are followed in
 * printed order, "Target permanent phases out" first, each mode with its own target, 601.2c) and
 * Temporal Firestorm (the chosen permanents phase out, then it deals 5 damage to each creature).
 */

const EFFECTS = ['destroy', 'damage', 'tap', 'counters', 'bounce', 'gain-control'] as const;
const FINDS = ['target', 'source', 'all'] as const;
const FIRST = '2011-02-04';

// Why no fixture action stands in for the missing card: the rules let no player act in the middle of a
// resolution but to activate mana abilities when the resolving effect asks for a mana payment (605.3a), so a
// bare action there would be a game no engine can be asked to play.
const NO_ACTION =
  'and no fixture action can stand in for one: between two instructions of one resolution the rules let a player only activate mana abilities, and only when the resolving effect asks for a mana payment (605.3a: "whenever a rule or effect asks for a mana payment, even if it\'s in the middle of casting or resolving a spell or activating or resolving an ability"), which no printed phasing card does after its phase-out instruction; a resolve action\'s checkpoints observe between instructions';

/**
 * How the printed card pool was searched for these cells (issue 25 item 2): a card whose later
 * instruction acts on what an earlier one phased out must print a phase-out instruction, so every
 * printed phasing card of the ground-truth list (cards-and-rulings.json, 68 cards with Oracle text)
 * was read for the order of its instructions, and public card scripts and Oracle dumps were searched
 * for the text "phases out, then", "phases out. Then" and "phases out. Untap" (no card).
 */
const SEARCHED =
  'Searched the printed card pool (every phasing card of the ground-truth Oracle list, and Oracle text searches for "phases out, then", "phases out. Then", "phases out. Untap"): only Unite the Coalition and Temporal Firestorm act on permanents in an instruction after one that phases out, and both are built here';

const NO_CARD: Record<string, string> = {
  tap: `${SEARCHED}; neither taps. Every printed card that taps or untaps around a phase-out does it first (The Moment, The Pandorica and Out of Time untap, then phase out) or at another time (Oubliette taps the creature as it phases in, a later event)`,
  counters: `${SEARCHED}; neither puts counters. Every printed card that puts counters beside a phase-out puts them first (Slip Out the Back, Spectral Adversary, Renegade Silent; Brokers Confluence prints proliferate before its phase-out mode, Ripples of Potential and Change of Plans proliferate or connive first) or puts them on something else (Out of Time on itself, counting what phased out "this way")`,
  bounce: `${SEARCHED}; neither returns a permanent to a hand. Teferi, Timeless Voyager's −3 and −8 and Vronos, Masked Inquisitor's +1 and −2 are separate abilities, each its own resolution`,
  'gain-control': `${SEARCHED}; neither gains control. No printed phasing card changes control in the same resolution (Teferi, Timeless Voyager's −8 keeps what it phased out from phasing in, a restriction that names them as phased out, 702.26b's exception)`,
};

const CELL_REASONS: Record<string, string> = {
  'destroy/all': `${SEARCHED}; neither destroys "all". The Phasing of Zhalfir's chapter III ("Destroy all creatures") is a resolution of its own, after chapters I and II resolved; Gallifrey Falls // No More fused deals its damage first (702.102d)`,
};

function legality(cell: Cell): NoFixture | null {
  const { effect, finds } = cell as Record<string, string>;
  const key = `${effect}/${finds}`;
  if (key === 'damage/target' || key === 'destroy/target' || key === 'damage/all') return null;
  if (finds === 'source')
    return {
      kind: 'needs-card',
      reason: `Searched the printed card pool (every phasing card of the ground-truth Oracle list) for an ability that phases its own source out and then acts on that source: none. Renegade Silent and Spectral Adversary put their counters first; Frenetic Efreet either phases out or is sacrificed, never both; Vision, Synthezoid Avenger chooses one mode; Kaito Shizuki, Crystal Golem, Vaporous Djinn and the self-phasing activated abilities (Blink Dog, Mist Dragon, Rainbow Efreet, Teferi's Honor Guard) phase out last or only; ${NO_ACTION}.`,
    };
  const noCard = CELL_REASONS[key] ?? NO_CARD[effect ?? ''];
  return { kind: 'needs-card', reason: `${noCard ?? 'No printed card does this'}, ${NO_ACTION}.` };
}

const cite = (meanings: string[]): [Source, ...Source[]] => citeRules(meanings, FIRST);

/** Unite the Coalition: mode 1 phases the object out, a later mode (4: 2 damage, 5: destroy) targets it too. */
function unite(effect: 'damage' | 'destroy'): FixtureDraft {
  const damage = effect === 'damage';
  const object: ObjectSetup = damage
    ? { id: 'object', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' }
    : { id: 'object', card: 'Glorious Anthem', owner: 'B', zone: 'battlefield' };
  const objects: ObjectSetup[] = [
    object,
    { id: 'other', card: 'Bonesplitter', owner: 'B', zone: 'battlefield' },
    { id: 'unite', card: 'Unite the Coalition', owner: 'A', zone: 'hand' },
  ];
  const cast: Action = damage
    ? {
        do: 'cast',
        player: 'A',
        object: 'unite',
        targets: ['object', 'object', 'B', 'B', 'other'],
        choices: { mode: [1, 4, 4, 4, 5] },
      }
    : {
        do: 'cast',
        player: 'A',
        object: 'unite',
        targets: ['object', 'B', 'B', 'object', 'other'],
        choices: { mode: [1, 4, 4, 5, 5] },
      };
  const outUnderB = { how: 'directly', under: 'B' } as const;
  const expect: [Expectation, ...Expectation[]] = [
    damage
      ? { at: 'resolved', object: 'object', zone: 'battlefield', phased: outUnderB, damage: 0 }
      : { at: 'resolved', object: 'object', zone: 'battlefield', phased: outUnderB },
    { at: 'resolved', player: 'B', life: 16 },
    { at: 'resolved', object: 'other', zone: 'graveyard' },
    { object: 'object', zone: 'battlefield', phased: 'in' },
  ];
  if (damage) expect.push({ object: 'object', damage: 0 });
  return {
    title: damage
      ? 'Unite the Coalition deals no damage to a creature its first mode phased out, though a later mode targets it'
      : "Unite the Coalition doesn't destroy an enchantment its first mode phased out, though a later mode targets it",
    status: 'approved',
    sources: cite(['PH-OUT-STATUS', 'RR-TARGETS']),
    notes: `Unite the Coalition: "Choose five. You may choose the same mode more than once." A chooses ${damage ? '"Target permanent phases out" for B\'s Grizzly Bears, "deals 2 damage to any target" three times (the Bears, then B twice) and "Destroy target artifact or enchantment" for B\'s Bonesplitter' : '"Target permanent phases out" for B\'s Glorious Anthem, "deals 2 damage to any target" twice (B), and "Destroy target artifact or enchantment" twice (the Anthem, then B\'s Bonesplitter)'}: 601.2c, each instance of "target" may choose the same object. All targets are legal as the spell begins to resolve; its modes are followed in printed order, so the phase-out comes first. 702.26b: from then on the phased-out permanent is treated as though it doesn't exist, so the later mode that targets it does nothing to it, ${damage ? 'no damage is marked on it' : "it isn't destroyed"}, while the other modes still happen (B loses 4 life, the Bonesplitter is destroyed). It phases in at B's next untap step${damage ? ' with no damage' : ''}.`,
    editions: { from: FIRST },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects,
      manaPool: { A: '{2}{W}{U}{B}{R}{G}' },
    },
    actions: [
      cast,
      { do: 'resolve' },
      { do: 'checkpoint', name: 'resolved' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
    ],
    expect,
  };
}

/** Temporal Firestorm kicked once: A's chosen Bears phase out, then 5 damage to each creature finds only B's Hill Giant. */
function firestorm(): FixtureDraft {
  return {
    title: 'Temporal Firestorm deals no damage to the creature it phased out first, and 5 to each other creature',
    status: 'approved',
    sources: cite(['PH-OUT-STATUS']),
    notes:
      'Temporal Firestorm, kicked once ({1}{W}): "Choose up to X creatures and/or planeswalkers you control, where X is the number of times this spell was kicked. Those permanents phase out. Temporal Firestorm deals 5 damage to each creature and each planeswalker." A chooses its Grizzly Bears, which phase out; 702.26b: from then on they are treated as though they don\'t exist, so "each creature" in the next sentence doesn\'t include them: they are dealt no damage, while B\'s Hill Giant is dealt 5 and dies. The Bears phase in at A\'s next untap step.',
    editions: { from: FIRST },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'object', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
        { id: 'other', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
        { id: 'firestorm', card: 'Temporal Firestorm', owner: 'A', zone: 'hand' },
      ],
      manaPool: { A: '{3}{R}{R}{1}{W}' },
    },
    actions: [
      { do: 'cast', player: 'A', object: 'firestorm', choices: { kicked: ['{1}{W}'], chosen: ['object'] } },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'resolved' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
    ],
    expect: [
      { at: 'resolved', object: 'object', zone: 'battlefield', phased: { how: 'directly', under: 'A' }, damage: 0 },
      { at: 'resolved', object: 'other', zone: 'graveyard' },
      { object: 'object', zone: 'battlefield', phased: 'in', damage: 0 },
    ],
  };
}

export const duringResolution: Family = {
  id: 'during-resolution',
  title: 'A resolving effect whose earlier instruction phased an object out leaves it alone in its later instructions.',
  axes: [
    { name: 'effect', describe: 'what the later instruction does to the object', values: EFFECTS },
    {
      name: 'finds',
      describe: 'how the later instruction finds it: a target, its own source, a set ("all creatures")',
      values: FINDS,
    },
  ],
  legality,
  build: (cell) => {
    const { effect, finds } = cell as Record<string, string>;
    if (finds === 'all') return firestorm();
    return unite(effect === 'damage' ? 'damage' : 'destroy');
  },
};
