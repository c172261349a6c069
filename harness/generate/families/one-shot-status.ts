import type { Scenario, Parties } from './one-shot-scenario.js';
import {
  ownAbility,
  VICTIM,
  WITNESS,
  at,
  auraAbility,
  bareEffect,
  castA,
  giant,
  inHand,
  refused,
  spellIn,
  sweepSpell,
  targetedSpell,
  twoTargetSpell,
  victimPlace,
} from './one-shot-scenario.js';

// Fell Beast's Shriek was first printed in Tales of Middle-earth Commander (2023-06-23): the edition in force then.
const SHRIEK_PRINTED = '2023-06-16';

/** The one-shot effects that change a permanent's status: tap, untap, counters, control. */
export const STATUS_MEANS: Partial<Record<string, (p: Parties) => Scenario>> = {
  'tap/target': () =>
    targetedSpell(
      'Tidal Surge',
      '{1}{U}',
      { tapped: false },
      '"Tap up to three target creatures without flying", cast with one target, the Bears: its only target phased out, so it does not resolve (608.2b) and the Bears stay untapped.',
    ),
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
  'tap/all': (p) =>
    sweepSpell(
      p,
      'Sleep',
      '{2}{U}{U}',
      { untouched: { tapped: false }, witness: [at({ object: WITNESS, tapped: true })] },
      '"Tap all creatures target player controls. Those creatures don\'t untap during that player\'s next untap step." Sleep targets the player who controls the Bears and the Hill Giant: the Giant is tapped; the phased-out Bears are not among the creatures that player controls, so they stay untapped.',
      { start: castA('spell', [p.controller]) },
    ),
  'tap/first-of-two-targets': (p) => tidalSurge(p, [VICTIM, WITNESS]),
  'tap/second-of-two-targets': (p) => tidalSurge(p, [WITNESS, VICTIM]),
  'untap/target': () =>
    targetedSpell(
      'Burst of Energy',
      '{W}',
      { tapped: true },
      "Burst of Energy's only target phased out, so it does not resolve (608.2b): the tapped Bears stay tapped while phased out.",
      { victim: { id: VICTIM, card: 'Grizzly Bears', tapped: true } },
    ),
  'untap/all': (p) =>
    sweepSpell(
      p,
      'Vitalize',
      '{G}',
      { giant: { tapped: true }, untouched: { tapped: true }, witness: [at({ object: WITNESS, tapped: false })] },
      '"Untap all creatures you control": the tapped Hill Giant untaps; the tapped Bears, phased out, are not among the creatures A controls and stay tapped (their status is kept, 110.5c).',
      { victim: { id: VICTIM, card: 'Grizzly Bears', tapped: true } },
    ),
  'counters/target': () =>
    targetedSpell(
      'Slip Out the Back',
      '{U}',
      { counters: {} },
      'Slip Out the Back puts a +1/+1 counter on its target, then phases it out; its only target phased out already, so it does not resolve (608.2b): no counter.',
      { afterPhaseIn: { counters: {} } },
    ),
  'counters/bare': (p) =>
    bareEffect(
      'A bare counters effect',
      { do: 'putCounters', label: 'effect', objects: [VICTIM, WITNESS], counters: { '+1/+1': 1 } },
      {
        objects: [giant(p)],
        untouched: { counters: {} },
        stillHappens: [at({ object: WITNESS, counters: { '+1/+1': 1 } })],
      },
      'An effect puts a +1/+1 counter on the Bears and on the Hill Giant; only the Giant, which exists, gets one; the phased-out Bears get none and phase in with none.',
      { afterPhaseIn: { counters: {} } },
    ),
  'gain-control/first-of-two-targets': (p) => domineeringWill(p, [VICTIM, WITNESS], 'gain-control'),
  'gain-control/second-of-two-targets': (p) => domineeringWill(p, [WITNESS, VICTIM], 'gain-control'),
  'untap/first-of-two-targets': (p) => domineeringWill(p, [VICTIM, WITNESS], 'untap'),
  'untap/second-of-two-targets': (p) => domineeringWill(p, [WITNESS, VICTIM], 'untap'),
  'counters/first-of-two-targets': (p) => girdForBattle(p, [VICTIM, WITNESS]),
  'counters/second-of-two-targets': (p) => girdForBattle(p, [WITNESS, VICTIM]),
  'counters/all': (p) =>
    sweepSpell(
      p,
      "Basri's Solidarity",
      '{1}{W}',
      { untouched: { counters: {} }, witness: [at({ object: WITNESS, counters: { '+1/+1': 1 } })] },
      '"Put a +1/+1 counter on each creature you control": the Hill Giant gets one; the phased-out Bears are not among the creatures A controls and get none.',
      { afterPhaseIn: { counters: {} } },
    ),
  'counters/chosen-on-resolution': () => ({
    label: "Aven Tactician's bolster 1",
    objects: [inHand('tactician', 'Aven Tactician')],
    manaPool: { A: '{4}{W}' },
    start: castA('tactician'),
    finish: [{ do: 'resolve' }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: false,
    untouched: { counters: {} },
    afterPhaseIn: { counters: {} },
    stillHappens: [at({ object: 'tactician', counters: { '+1/+1': 1 } })],
    whenRefused: [],
    notes:
      'Bolster 1 chooses, as the enters trigger resolves, a creature with the least toughness among the creatures its controller controls. The 2/2 Bears would be that creature, but they are phased out: only the 2/3 Tactician is compared, and it gets the counter.',
  }),
  'untap/chosen-on-resolution': (p) => magneticMountain(p),
  'tap/chosen-on-resolution': (p) => ({
    label: "Fell Beast's Shriek",
    objects: [inHand('spell', "Fell Beast's Shriek")],
    manaPool: { A: '{U}{R}' },
    start: castA('spell'),
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: { tapped: false },
    afterPhaseIn: { tapped: false },
    stillHappens: [spellIn('spell', 'graveyard')],
    whenRefused: [],
    from: SHRIEK_PRINTED,
    notes: `"Each opponent chooses a creature they control. Tap and goad the chosen creatures." The creature is chosen as Fell Beast's Shriek resolves; ${p.controller}'s only creature is phased out, so ${p.controller} chooses none, and no creature is tapped or goaded.`,
  }),
  'counters/source': () =>
    ownAbility(
      "Student of Warfare's level up",
      { id: 'student', card: 'Student of Warfare', counters: { level: 1 } },
      { ability: 'level-up', mana: '{W}' },
      { counters: { level: 1 } },
      "Level up puts a level counter on its source; the Student phased out with the ability on the stack, so it gets none (bug B-07). A phased-out permanent's abilities can't be activated.",
      { afterPhaseIn: { counters: { level: 1 } } },
    ),
  'counters/attached': () =>
    auraAbility(
      'Torture',
      'counter',
      '{1}{B}',
      '"{1}{B}: Put a -1/-1 counter on enchanted creature." The enchanted Bears phased out with the ability on the stack, and Torture with them, indirectly (702.26g): the ability finds no enchanted creature, so the Bears get no counter and are 2/2 while phased out and after they phase in, Torture still attached (702.26i). A phased-out Aura\'s abilities can\'t be activated.',
      { untouched: { power: 2, toughness: 2 }, afterPhaseIn: { power: 2, toughness: 2 } },
    ),
  'untap/attached': () =>
    auraAbility(
      'Freed from the Real',
      'untap',
      '{U}',
      "\"{U}: Untap enchanted creature.\" The tapped Bears phased out with the ability on the stack, and Freed from the Real with them, indirectly (702.26g): the ability finds no enchanted creature to untap, so the Bears stay tapped while phased out (their status is kept, 110.5c). They phase in and untap as usual in their controller's untap step. A phased-out Aura's abilities can't be activated.",
      {
        label: "Freed from the Real's untap ability",
        victim: { id: VICTIM, card: 'Grizzly Bears', tapped: true },
        untouched: { tapped: true },
      },
    ),
  'untap/source': () =>
    ownAbility(
      "Horseshoe Crab's untap ability",
      { id: 'crab', card: 'Horseshoe Crab', tapped: true },
      { ability: 'untap', mana: '{U}' },
      { tapped: true },
      "\"{U}: Untap Horseshoe Crab.\" The tapped Crab phased out with its ability on the stack, so the ability finds no source to untap: the Crab stays tapped while phased out (its status is kept, 110.5c). It phases in and untaps as usual in its controller's untap step. A phased-out permanent's abilities can't be activated.",
    ),
  'tap/source': () => ({
    label: "Iron-Shield Elf's ability",
    victim: { id: 'elf', card: 'Iron-Shield Elf' },
    objects: [inHand('fodder', 'Island')],
    start: {
      do: 'activate',
      label: 'effect',
      player: 'A',
      source: 'elf',
      ability: 'shield',
      choices: { discard: 'fodder' },
    },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { tapped: false },
    stillHappens: [at({ object: 'fodder', zone: 'graveyard' })],
    whenRefused: [refused, at({ object: 'fodder', zone: 'hand' })],
    notes:
      '"Discard a card: This creature gains indestructible until end of turn. Tap it." A discards an Island to pay the cost. The Elf phased out with its ability on the stack, so the ability finds no source to tap: the Elf stays untapped while phased out, and the discarded Island stays in the graveyard. A phased-out permanent\'s abilities can\'t be activated, so then nothing is discarded.',
  }),
  'tap/attached': () =>
    auraAbility(
      'Freed from the Real',
      'tap',
      '{U}',
      '"{U}: Tap enchanted creature." The untapped Bears phased out with the ability on the stack, and Freed from the Real with them, indirectly (702.26g): the ability finds no enchanted creature to tap, so the Bears stay untapped. A phased-out Aura\'s abilities can\'t be activated.',
      { label: "Freed from the Real's tap ability", untouched: { tapped: false } },
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
  'gain-control/source': (p) => ({
    label: "Humble Defector's ability",
    victim: { id: 'defector', card: 'Humble Defector' },
    objects: [
      { id: 'card-1', card: 'Island', owner: 'A', zone: 'library' },
      { id: 'card-2', card: 'Island', owner: 'A', zone: 'library' },
    ],
    start: { do: 'activate', label: 'effect', player: 'A', source: 'defector', ability: 'defect', targets: [p.other] },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { controller: p.controller },
    stillHappens: [at({ object: 'defector', tapped: true }), at({ player: 'A', handSize: 2 })],
    whenRefused: [refused, at({ player: 'A', handSize: 0 })],
    notes: `"{T}: Draw two cards. Target opponent gains control of Humble Defector. Activate only during your turn." The Defector phased out with its ability on the stack: A still draws two cards, but ${p.other} gains control of nothing, and the Defector phases in still ${p.controller}'s. Since 2020-08-07 a continuous effect from a resolving ability never includes a phased-out permanent in its set (611.2c locks the set). A phased-out permanent's abilities can't be activated.`,
    meanings: ['PH-CE-SET', 'RR-LOCKED-SET'],
    from: '2020-08-07',
  }),
  'gain-control/chosen-on-resolution': (p) => ({
    label: 'Riches',
    objects: [{ id: 'spell', card: 'Rags // Riches', owner: 'A', zone: 'graveyard' }],
    manaPool: { A: '{5}{U}{U}' },
    start: castA('spell', undefined, { choices: { half: 'Riches' } }),
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: { controller: p.controller },
    stillHappens: [at({ object: 'spell', zone: 'exile' })],
    whenRefused: [],
    notes: `Riches, the aftermath half of the split card Rags // Riches, cast from A's graveyard: "Each opponent chooses a creature they control. You gain control of those creatures." Each opponent chooses as Riches resolves; ${p.controller}'s only creature is phased out, so ${p.controller} chooses nothing and A gains control of nothing. Cast from a graveyard, Riches is exiled as it leaves the stack (702.127a). From Amonkhet's release (2017-04-28), when aftermath was introduced.`,
    meanings: ['RR-AFTERMATH'],
    from: '2017-04-28',
  }),
  'gain-control/attached': (p) => ({
    label: "Frenzied Fugue's enters trigger",
    victim: { id: VICTIM, card: 'Grizzly Bears', tapped: true },
    objects: [inHand('fugue', 'Frenzied Fugue')],
    manaPool: { A: '{3}{R}' },
    start: castA('fugue', [VICTIM]),
    finish: [{ do: 'resolve' }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: true,
    untouched: { controller: p.controller, tapped: true },
    afterPhaseIn: { controller: p.controller },
    stillHappens: [
      at({ object: 'fugue', zone: 'battlefield', phased: { how: 'indirectly', under: 'A' }, attachedTo: VICTIM }),
    ],
    whenRefused: [refused, spellIn('fugue', 'hand')],
    notes: `Frenzied Fugue: "Enchant permanent / When Frenzied Fugue enters or at the beginning of your upkeep, gain control of enchanted permanent until end of turn. Untap that permanent. It gains haste until end of turn." A casts it on ${p.controller}'s tapped Grizzly Bears; it enters attached to them and its trigger goes on the stack. The Bears phased out with the trigger on the stack, and the Aura with them, indirectly (702.26g): the trigger finds no enchanted permanent, so A gains control of nothing and nothing is untapped; the Bears stay ${p.controller}'s and tapped, the Aura still attached to them. An Aura spell targets what it will enchant (303.4a), and a phased-out creature can't be targeted.`,
  }),
  'gain-control/bare': (p) =>
    bareEffect(
      'A bare indefinite gain-control effect',
      { do: 'gainControl', label: 'effect', player: p.other, object: VICTIM, duration: 'indefinite' },
      { objects: [], untouched: { controller: p.controller }, stillHappens: [] },
      `An indefinite effect gives ${p.other} control of the phased-out Bears. Since 2020-08-07 the phasing rule says a continuous effect from a resolving effect never includes a phased-out permanent in its set, even one it names (611.2c locks the set), so the Bears phase in still ${p.controller}'s.`,
      { afterPhaseIn: { controller: p.controller }, meanings: ['PH-CE-SET', 'RR-LOCKED-SET'], from: '2020-08-07' },
    ),
};

/** The second means of a one-sided pair (one-shot.ts, OTHER_SIDE_MEANS): the cells its first means can't reach. */
export const STATUS_OTHER_SIDE: Partial<Record<string, (p: Parties) => Scenario>> = {
  'untap/all': (p) => awakening(p),
  'counters/all': (p) => ({
    label: "Soul Snuffers' enters trigger",
    objects: [inHand('snuffers', 'Soul Snuffers'), giant(p)],
    manaPool: { A: '{2}{B}{B}' },
    start: castA('snuffers'),
    finish: [{ do: 'resolve' }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: false,
    untouched: { counters: {} },
    afterPhaseIn: { counters: {} },
    stillHappens: [
      at({ object: WITNESS, counters: { '-1/-1': 1 } }),
      at({ object: 'snuffers', counters: { '-1/-1': 1 } }),
    ],
    whenRefused: [],
    notes: `"When Soul Snuffers enters, put a -1/-1 counter on each creature": every player's creatures, not only its caster's. ${p.controller}'s Hill Giant and the Snuffers itself get one; the phased-out Bears are not among the creatures on the battlefield as the trigger resolves, get none and phase in with none.`,
  }),
};

/**
 * Awakening's trigger at an upkeep that comes before the untap step of the victim's controller, where a
 * creature phased out before the effect began would phase in (702.26a): an opponent's creature from B's own
 * turn to A's upkeep, a third player's from A's turn to B's upkeep.
 */
function awakening(p: Parties): Scenario {
  const fromOpponentsTurn = p.controller === 'B';
  const upkeepOf = fromOpponentsTurn ? 'A' : 'B';
  return {
    label: "Awakening's upkeep trigger",
    ...(fromOpponentsTurn ? { turn: { number: 4, active: 'B' } } : {}),
    victim: { id: VICTIM, card: 'Grizzly Bears', tapped: true },
    objects: [{ id: 'awakening', card: 'Awakening', owner: 'A', zone: 'battlefield' }, giant(p, { tapped: true })],
    start: { do: 'advance', label: 'effect', to: { step: 'upkeep', turnOf: upkeepOf } },
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: { tapped: true },
    stillHappens: [at({ object: WITNESS, tapped: false })],
    whenRefused: [],
    notes: `A controls Awakening: "At the beginning of each upkeep, untap all creatures and lands." Every player's, not only A's. At the beginning of ${upkeepOf}'s upkeep it triggers and untaps ${p.controller}'s tapped Hill Giant; the tapped Bears, phased out, are not among the creatures on the battlefield and stay tapped (their status is kept, 110.5c). The upkeep is ${upkeepOf}'s so that it comes before ${p.controller}'s untap step, where the Bears phase in.`,
  };
}

function tidalSurge(p: Parties, targets: [string, string]): Scenario {
  return twoTargetSpell(
    p,
    'Tidal Surge',
    '{1}{U}',
    targets,
    {
      untouched: { tapped: false },
      witness: [at({ object: WITNESS, tapped: true })],
      witnessUnchanged: [at({ object: WITNESS, tapped: false })],
    },
    `"Tap up to three target creatures without flying", cast with two targets, the Bears ${victimPlace(targets)}. With one target phased out Tidal Surge still resolves for the other (608.2b): the Hill Giant becomes tapped; the phased-out Bears do not.`,
  );
}

function girdForBattle(p: Parties, targets: [string, string]): Scenario {
  return twoTargetSpell(
    p,
    'Gird for Battle',
    '{W}',
    targets,
    {
      untouched: { counters: {} },
      witness: [at({ object: WITNESS, counters: { '+1/+1': 1 } })],
      witnessUnchanged: [at({ object: WITNESS, counters: {} })],
    },
    `"Put a +1/+1 counter on each of up to two target creatures", the Bears the ${victimPlace(targets)} target. With one target phased out Gird for Battle still resolves for the other (608.2b): the Hill Giant gets a counter; the phased-out Bears get none.`,
    { afterPhaseIn: { counters: {} } },
  );
}

/**
 * Domineering Will, cast by A with the other player as its player target and the victim and the tapped Hill
 * Giant as two of its "up to three target nonattacking creatures": the other player gains the Giant, which
 * untaps. For the untap row the victim starts tapped; for the control row, untapped.
 */
function domineeringWill(p: Parties, targets: [string, string], row: 'gain-control' | 'untap'): Scenario {
  const untap = row === 'untap';
  return {
    ...twoTargetSpell(
      p,
      'Domineering Will',
      '{3}{U}',
      targets,
      {
        untouched: untap ? { tapped: true, controller: p.controller } : { controller: p.controller },
        witness: [at({ object: WITNESS, controller: p.other, tapped: false })],
        witnessUnchanged: [at({ object: WITNESS, controller: p.controller, tapped: true })],
      },
      `"Target player gains control of up to three target nonattacking creatures until end of turn. Untap those creatures. They block this turn if able." A casts it with ${p.other} as the player and two creatures, the Bears the ${victimPlace(targets)}. With one creature phased out Domineering Will still resolves for the other (608.2b): ${p.other} gains control of the tapped Hill Giant, which untaps; the phased-out Bears${untap ? ', tapped,' : ''} stay ${untap ? 'tapped and ' : ''}${p.controller}'s.`,
      { start: castA('spell', [p.other, ...targets]) },
    ),
    objects: [inHand('spell', 'Domineering Will'), giant(p, { tapped: true })],
    ...(untap ? { victim: { id: VICTIM, card: 'Grizzly Bears', tapped: true } } : {}),
  };
}

/**
 * Magnetic Mountain's upkeep trigger, at the upkeep of the victim's controller (the fixture starts in the turn
 * before): that player taps four Islands and, the victim phased out with the trigger on the stack, names it as a
 * creature to untap, which is refused; then untaps the other tapped blue creature for {4}.
 */
function magneticMountain(p: Parties): Scenario {
  const theirs = { owner: p.owner, ...(p.controller !== p.owner ? { controller: p.controller } : {}) };
  const islands = [1, 2, 3, 4].map((n) => `island-${n}`);
  return {
    label: "Magnetic Mountain's upkeep trigger",
    // The victim's controller's next upkeep comes first from the turn before theirs: B's turn 2 for A's turn 3.
    ...(p.controller === 'A' ? { turn: { number: 2, active: 'B' } } : {}),
    victim: { id: 'blue', card: 'Wall of Tears', tapped: true },
    phasingVictimBefore: {
      card: 'Tolarian Drake',
      notes: `The phased-out creature is a Tolarian Drake ("Flying. Phasing"): it phased out in ${p.controller}'s untap step, before the upkeep began (702.26a), and it phases in at ${p.controller}'s next one.`,
    },
    objects: [
      { id: 'mountain', card: 'Magnetic Mountain', owner: 'A', zone: 'battlefield' },
      { id: 'other-wall', card: 'Wall of Tears', ...theirs, zone: 'battlefield', tapped: true },
      ...islands.map((id) => ({ id, card: 'Island', owner: p.controller, zone: 'battlefield' as const })),
    ],
    start: { do: 'advance', label: 'effect', to: { step: 'upkeep', turnOf: p.controller } },
    finish: [
      ...islands.map((source) => ({ do: 'activate' as const, player: p.controller, source, ability: 'mana' })),
      { do: 'resolve', label: 'untap-the-phased-out', choices: { untap: ['blue'] } },
      { do: 'resolve', choices: { untap: ['other-wall'] } },
    ],
    namesVictim: false,
    untouched: { tapped: true },
    afterPhaseIn: { tapped: true },
    stillHappens: [{ action: 'untap-the-phased-out', rejected: true }, at({ object: 'other-wall', tapped: false })],
    whenRefused: [],
    notes: `"Blue creatures don't untap during their controllers' untap steps. At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {4} for each creature chosen this way. If the player does, untap those creatures." At ${p.controller}'s upkeep, ${p.controller}'s tapped blue creatures, a Wall of Tears among them, stayed tapped in the untap step; ${p.controller} taps four Islands for {U}{U}{U}{U}. The phased-out blue creature is not a creature ${p.controller} controls: naming it is refused, with the trigger still on the stack; ${p.controller} then pays {4} to untap the other Wall of Tears. The phased-out creature stays tapped, and stays so after it phases in, as Magnetic Mountain keeps it from untapping.`,
  };
}
