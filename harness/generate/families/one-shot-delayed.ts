import type { NoFixture } from '../family.js';
import type { Parties, Scenario } from './one-shot-scenario.js';
import { VICTIM, WITNESS, at, giant, refused } from './one-shot-scenario.js';
import { tritonTactics } from './one-shot-delayed-blocked.js';
import { fortuneSaddler } from './one-shot-delayed-saddled.js';
import type { Expectation } from '../../generated/fixture.js';
import { DELAYED_PHRASE, regexSearch } from './one-shot-searched.js';

// The one-shot family's `delayed` row (issue 25 item 2): an ability's resolution creates a delayed
// triggered ability (603.7) that will act on a creature, and the creature phases out before the
// ability began, in response to it, or after the delayed trigger was created and before it triggers.

/**
 * An ability of a permanent A controls that targets "creature you control", gives it flying until end
 * of turn and creates a delayed trigger ("at the beginning of the next end step") that acts on it.
 */
function flingAbility(
  card: string,
  id: string,
  ability: string,
  mana: string | undefined,
  verb: string,
  act: string,
  untouched: Scenario['untouched'] = {},
): Scenario {
  const tapped = mana === undefined;
  return {
    label: `${card}'s delayed ${verb}`,
    objects: [{ id, card, owner: 'A', zone: 'battlefield' }],
    ...(mana ? { manaPool: { A: mana } } : {}),
    start: { do: 'activate', label: 'effect', player: 'A', source: id, ability, targets: [VICTIM] },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { zone: 'battlefield', ...untouched },
    stillHappens: tapped ? [at({ object: id, tapped: true })] : [],
    whenRefused: [refused, ...(tapped ? [at({ object: id, tapped: false })] : [])],
    delayed: { source: id, ability: 'end-step' },
    meanings: ['RR-DELAYED-TRIGGER'],
    notes: `${card}: "${act}" is a delayed triggered ability (603.7) the activated ability creates as it resolves, remembering its target.`,
  };
}

/**
 * 603.7c as the delayed family and this row read it, for a delayed trigger that finds its creature
 * phased out as it resolves.
 */
export const NOT_WHERE_EXPECTED =
  " 603.7c: a delayed triggered ability that refers to a particular object won't affect it if that object is no longer where it is expected to be when the ability resolves; phasing moves nothing (702.26d), but the phased-out creature is treated as though it doesn't exist (702.26b), so the trigger resolves without acting on it.";

/** What 603.7 adds to a combat means' notes, by when the victim phased out. */
function combatReading(card: string, declared: 'a blocker (509.1a)' | 'an attacker (508.1a)') {
  const removed = 'A permanent that phases out is removed from combat (506.4).';
  return {
    'before-cast': ` A phased-out creature is treated as though it doesn't exist, so it can't be declared as ${declared}: it is never in the combat, so ${card}'s trigger never triggers and there is no delayed trigger.`,
    'in-response': ` ${removed} ${card}'s trigger has no target, so it still resolves and creates the delayed trigger, which remembers the creature and triggers at end of combat.${NOT_WHERE_EXPECTED}`,
    'before-delayed-trigger': ` ${removed} The delayed trigger was created and triggers at end of combat: it is no ability of the phased-out creature.${NOT_WHERE_EXPECTED}`,
  };
}

/**
 * A combat means in which A's creature attacks the victim's controller and the victim blocks it: the
 * card's "blocks or becomes blocked by a creature" trigger remembers the victim for end of combat.
 */
function blockedByVictim(
  p: Parties,
  card: string,
  id: string,
  [verb, act]: [string, string],
  untouched: Scenario['untouched'],
  { notes: more = '', ...rest }: Partial<Scenario> = {},
): Scenario {
  return {
    label: `${card}'s delayed ${verb}`,
    objects: [{ id, card, owner: 'A', zone: 'battlefield' }],
    start: { do: 'declareBlockers', label: 'effect', blockers: [{ blocker: VICTIM, attacker: id }] },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched,
    stillHappens: [],
    whenRefused: [refused],
    delayed: { source: id, ability: 'end-of-combat' },
    combat: {
      active: 'A',
      leadIn: [
        { do: 'advance', to: { step: 'declareAttackers' } },
        { do: 'declareAttackers', attackers: [{ attacker: id, defending: p.controller }] },
        { do: 'advance', to: { step: 'declareBlockers' } },
      ],
      reading: combatReading(card, 'a blocker (509.1a)'),
    },
    meanings: ['RR-DELAYED-TRIGGER'],
    notes: `${card}: "${act}" A's ${card} attacks ${p.controller}, who declares the Grizzly Bears as its blocker; blocked by them, it triggers, and the trigger creates a delayed triggered ability (603.7) for end of combat that remembers the Bears.${more ? ` ${more}` : ''}`,
    ...rest,
  };
}

/**
 * A combat means in which the victim attacks A and A's creature blocks it: the card's "blocks a
 * creature" trigger remembers the victim for end of combat. The victim's controller is the active player.
 */
function blocksVictim(p: Parties, card: string, id: string, [verb, act]: [string, string]): Scenario {
  return {
    label: `${card}'s delayed ${verb}`,
    objects: [{ id, card, owner: 'A', zone: 'battlefield' }],
    start: { do: 'declareAttackers', label: 'effect', attackers: [{ attacker: VICTIM, defending: 'A' }] },
    finish: [
      { do: 'advance', to: { step: 'declareBlockers' } },
      { do: 'declareBlockers', blockers: [{ blocker: id, attacker: VICTIM }] },
      { do: 'resolve' },
    ],
    respondAt: 2,
    namesVictim: true,
    untouched: {},
    stillHappens: [],
    whenRefused: [refused],
    delayed: { source: id, ability: 'end-of-combat' },
    combat: {
      active: p.controller,
      leadIn: [{ do: 'advance', to: { step: 'declareAttackers' } }],
      reading: combatReading(card, 'an attacker (508.1a)'),
    },
    meanings: ['RR-DELAYED-TRIGGER'],
    notes: `${card}: "${act}" ${p.controller}'s Grizzly Bears attack A and A's ${card} blocks them: it triggers, and the trigger creates a delayed triggered ability (603.7) for end of combat that remembers the Bears.`,
  };
}

/** What 603.7 adds to the notes of a combat means whose ability targets the victim, by when it phased out. */
function targetedCombatReading(beforeCast: string, ability: string) {
  const removed = 'A permanent that phases out is removed from combat (506.4).';
  return {
    'before-cast': beforeCast,
    'in-response': ` ${removed} With its only target phased out the ${ability} does not resolve (608.2b), so it creates no delayed trigger and nothing happens at end of combat.`,
    'before-delayed-trigger': ` ${removed} The ${ability} had resolved by then, creating the delayed trigger, which triggers at end of combat: it is no ability of the phased-out creature.${NOT_WHERE_EXPECTED}`,
  };
}

/**
 * A combat means in which the victim attacks for A, who controls an Island, and Dwarven Sea Clan's
 * ability targets it: "target attacking or blocking creature whose controller controls an Island" can
 * be a creature the Clan's controller controls. Before-cast, the Bears phase out after their declaration.
 */
function seaClanTargetsAttacker(p: Parties): Scenario {
  return {
    label: "Dwarven Sea Clan's delayed damage",
    objects: [
      { id: 'clan', card: 'Dwarven Sea Clan', owner: 'A', zone: 'battlefield' },
      { id: 'island', card: 'Island', owner: 'A', zone: 'battlefield' },
    ],
    start: {
      do: 'activate',
      label: 'effect',
      player: 'A',
      source: 'clan',
      ability: 'end-of-combat-damage',
      targets: [VICTIM],
    },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { damage: 0 },
    afterPhaseIn: { damage: 0 },
    stillHappens: [at({ object: 'clan', tapped: true })],
    whenRefused: [refused, at({ object: 'clan', tapped: false })],
    delayed: { source: 'clan', ability: 'end-of-combat' },
    combat: {
      active: p.controller,
      leadIn: [
        { do: 'advance', to: { step: 'declareAttackers' } },
        { do: 'declareAttackers', attackers: [{ attacker: VICTIM, defending: p.other }] },
      ],
      targetsVictim: true,
      victimInLeadIn: true,
      reading: targetedCombatReading(
        " The Bears were declared as an attacker, then phased out before the ability was activated: a permanent that phases out is removed from combat (506.4), and a phased-out creature can't be targeted, so the activation is refused and there is no delayed trigger.",
        'ability',
      ),
    },
    meanings: ['RR-DELAYED-TRIGGER'],
    notes: `Dwarven Sea Clan: "{T}: Choose target attacking or blocking creature whose controller controls an Island. This creature deals 2 damage to that creature at end of combat. Activate only before the end of combat step." The Grizzly Bears A controls attack ${p.other}; A, who controls an Island, activates the Clan's ability targeting them in the declare attackers step, and its resolution creates a delayed triggered ability (603.7) for end of combat that remembers the Bears.`,
  };
}

/**
 * A combat means in which Scrappy Bruiser and the victim attack together for A, and the Bruiser's attack
 * trigger targets the victim: "up to one target attacking creature" can be a creature the Bruiser's
 * controller controls. Before-cast, the declaration naming the phased-out Bears is refused.
 */
function bruiserTargetsFellowAttacker(p: Parties): Scenario {
  return {
    label: "Scrappy Bruiser's delayed return",
    objects: [{ id: 'bruiser', card: 'Scrappy Bruiser', owner: 'A', zone: 'battlefield' }],
    start: {
      do: 'declareAttackers',
      label: 'effect',
      attackers: [
        { attacker: 'bruiser', defending: p.other },
        { attacker: VICTIM, defending: p.other },
      ],
      triggers: [{ source: 'bruiser', ability: 'trigger-attacks', targets: [VICTIM] }],
    },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: {},
    stillHappens: [],
    whenRefused: [refused],
    delayed: { source: 'bruiser', ability: 'end-of-combat' },
    combat: {
      active: p.controller,
      leadIn: [{ do: 'advance', to: { step: 'declareAttackers' } }],
      targetsVictim: true,
      reading: targetedCombatReading(
        " A phased-out creature is treated as though it doesn't exist, so it can't be declared as an attacker (508.1a): the declaration naming it is refused, the Bruiser doesn't attack, and its trigger never triggers.",
        'trigger',
      ),
    },
    meanings: ['RR-DELAYED-TRIGGER'],
    notes: `Scrappy Bruiser: "Whenever this creature attacks, up to one target attacking creature gets +2/+0 and gains trample until end of turn. Return that creature to its owner's hand at end of combat." The Bruiser and the Grizzly Bears A controls attack ${p.other} together; the Bruiser's trigger targets the Bears, and its resolution gives them +2/+0 and trample and creates a delayed triggered ability (603.7) for end of combat that remembers them.`,
  };
}

/**
 * Shambling Swarm dies (a bare destroy) and its trigger divides its three -1/-1 counters, one to the victim
 * and two to the Hill Giant beside it; the delayed trigger the resolution creates removes them at the next
 * end step. The victim is anyone's creature: the trigger targets any creatures.
 */
function shamblingSwarm(p: Parties): Scenario {
  const oracle =
    'When Shambling Swarm dies, distribute three -1/-1 counters among one, two, or three target creatures. For each -1/-1 counter you put on a creature this way, remove a -1/-1 counter from that creature at the beginning of the next end step.';
  const giantRestored = at({ object: WITNESS, counters: {}, toughness: 3 });
  const swarmDied = at({ object: 'swarm', zone: 'graveyard' });
  return {
    label: "Shambling Swarm's delayed counter removal",
    objects: [{ id: 'swarm', card: 'Shambling Swarm', owner: 'A', zone: 'battlefield' }, giant(p)],
    start: {
      do: 'destroy',
      label: 'effect',
      objects: ['swarm'],
      triggers: [
        {
          source: 'swarm',
          ability: 'dies',
          targets: [VICTIM, WITNESS],
          choices: { counters: [VICTIM, WITNESS, WITNESS] },
        },
      ],
    },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { counters: {} },
    afterPhaseIn: { counters: {}, power: 2, toughness: 2 },
    keptBeforeDelayed: { counters: { '-1/-1': 1 }, power: 1, toughness: 1 },
    stillHappens: [swarmDied, giantRestored],
    whenRefused: [refused],
    delayed: { source: 'swarm', ability: 'end-step' },
    delayedForTheOthers: true,
    reading: {
      'before-cast':
        " A phased-out creature is treated as though it doesn't exist, so it can't be chosen as a target (115.1): the destroy action whose trigger names it is refused, and nothing else is checked of it.",
      'in-response': ` With one of its targets phased out the trigger still resolves for the other (608.2b): the Giant gets its two counters and the Bears none, and the delayed trigger created for the counters put removes the Giant's two at the end step.`,
      'before-delayed-trigger': ` The trigger had resolved, the Bears getting one counter and the Giant two, and created the delayed trigger; it triggers at the beginning of the end step and removes the Giant's two, but the phased-out Bears keep theirs.${NOT_WHERE_EXPECTED}`,
    },
    meanings: ['RR-DELAYED-TRIGGER'],
    notes: `Shambling Swarm: "${oracle}" A's Swarm is destroyed; its dies trigger targets ${p.controller}'s Grizzly Bears and Hill Giant, dividing the counters one to the Bears and two to the Giant as it is put on the stack (601.2d), and its resolution creates a delayed triggered ability (603.7) that remembers the creatures it put counters on and how many.`,
  };
}

/** Each delayed means keyed `effect/delayed`. */
export const DELAYED_MEANS: Partial<Record<string, (p: Parties) => Scenario>> = {
  'destroy/delayed': () =>
    flingAbility(
      'Mogg Cannon',
      'cannon',
      'launch',
      undefined,
      'destroy',
      'Destroy that creature at the beginning of the next end step.',
    ),
  'damage/delayed': (p) =>
    blockedByVictim(
      p,
      'Sawtooth Ogre',
      'ogre',
      [
        'damage',
        'Whenever this creature blocks or becomes blocked by a creature, this creature deals 1 damage to that creature at end of combat.',
      ],
      { damage: 0 },
      { afterPhaseIn: { damage: 0 } },
    ),
  'gain-control/delayed': (p) =>
    blockedByVictim(
      p,
      'Tolarian Entrancer',
      'entrancer',
      [
        'gain of control',
        'Whenever this creature becomes blocked by a creature, gain control of that creature at end of combat.',
      ],
      { controller: p.controller },
      {
        meanings: ['RR-DELAYED-TRIGGER', 'PH-CE-SET', 'RR-LOCKED-SET'],
        from: '2020-08-07',
        notes: `Its control change is a continuous effect that names the Bears; since 2020-08-07 such an effect never includes a permanent phased out as it begins in its set, even one it names (702.26e; 611.2c locks the set), so the Bears stay ${p.controller}'s.`,
      },
    ),
  'bounce/delayed': (p) =>
    blocksVictim(p, 'Wall of Tears', 'wall', [
      'return',
      "Whenever this creature blocks a creature, return that creature to its owner's hand at end of combat.",
    ]),
  'counters/delayed': shamblingSwarm,
  'tap/delayed': tritonTactics,
  'exile/delayed': fortuneSaddler,
  'sacrifice/delayed': () =>
    flingAbility(
      'Krovikan Elementalist',
      'elementalist',
      'fly',
      '{U}{U}',
      'sacrifice',
      'Sacrifice it at the beginning of the next end step.',
    ),
};

/**
 * The second means of a one-sided delayed pair: where the first targets "creature you control"
 * (DELAYED_OWN_ONLY), a combat card that reaches an opponent's creature, the one in a blocking pair with
 * it; where the first reaches only the other player's creature in combat (DELAYED_OPPONENTS_ONLY), a combat
 * ability that targets a creature its controller controls.
 */
export const DELAYED_OTHER_SIDE: Partial<Record<string, (p: Parties) => Scenario>> = {
  'damage/delayed': seaClanTargetsAttacker,
  'bounce/delayed': bruiserTargetsFellowAttacker,
  'destroy/delayed': (p) =>
    blockedByVictim(
      p,
      'Thicket Basilisk',
      'basilisk',
      [
        'destruction',
        'Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.',
      ],
      {},
    ),
  'sacrifice/delayed': (p) => {
    const noWall: Expectation = at({ count: { card: 'Wall Token' }, equals: 0 });
    return blockedByVictim(
      p,
      'Basalt Golem',
      'golem',
      [
        'sacrifice',
        "Whenever this creature becomes blocked by a creature, that creature's controller sacrifices it at end of combat. If the player does, they create a 0/2 colorless Wall artifact creature token with defender.",
      ],
      {},
      {
        stillHappens: [noWall],
        whenRefused: [refused, noWall],
        notes: `A sacrifice is made by the permanent's controller (701.21a): ${p.controller} sacrifices the Bears, and only "if the player does" is there a Wall; a phased-out Bears isn't sacrificed, so no Wall token is created.`,
      },
    );
  },
};

/**
 * The delayed means that reach only the activating player's creatures: they target "creature you control", or
 * act on a creature that saddled the source (saddling taps creatures its controller controls, 702.171a).
 */
export const DELAYED_OWN_ONLY: Record<string, string> = {
  'exile/delayed': 'Fortune, Loyal Steed',
  'destroy/delayed': 'Mogg Cannon',
  'sacrifice/delayed': 'Krovikan Elementalist',
};

/**
 * The combat means whose "that creature" is always a creature of the other player in that combat
 * (attacking creatures are the active player's and blocking ones the defending player's, 508.1a, 509.1a),
 * by card: their own and stolen cells take the pair's second means (DELAYED_OTHER_SIDE), or DELAYED_ONE_SIDED_OPEN.
 */
export const DELAYED_OPPONENTS_ONLY: Record<string, string> = {
  'damage/delayed': 'Sawtooth Ogre',
  'gain-control/delayed': 'Tolarian Entrancer',
  'bounce/delayed': 'Wall of Tears',
};

/** Why the side a one-sided pair's first means can't reach has no fixture, where no second means does it. */
export const DELAYED_ONE_SIDED_OPEN: Partial<Record<string, NoFixture>> = {
  'gain-control/delayed': {
    kind: 'illegal',
    reason:
      'Gaining control of a creature its caster already controls (its own or stolen) changes nothing a fixture can observe, whichever card does it.',
  },
};

// What the searches for the open pairs were: find_string (exact text over engines' card scripts: Forge,
// XMage, jMagic, Magarena and others) and the code search, then regexes over the whole card pool
// (one-shot-searched.ts) (issue 25 item 2).
const SHAPE =
  "This row's shapes are a main-phase activated ability (or spell) whose resolution creates a delayed trigger for its target (Mogg Cannon, Krovikan Elementalist), a combat trigger whose delayed trigger acts at end of combat on the creature in a blocking pair with its source (Sawtooth Ogre, Tolarian Entrancer, Wall of Tears), and a combat spell whose delayed trigger acts on the creatures its targets blocked (Triton Tactics).";
const needsCard = (searched: string): NoFixture => ({ kind: 'needs-card', reason: `${SHAPE} ${searched}` });
const NOTHING_FOUND = (queries: string, more = ''): string =>
  `Exact-text searches for ${queries} found no printed card whose delayed trigger does this to a creature that was on the battlefield before the trigger was created.${more ? ` ${more}` : ''}`;

const TAP_REGEX = `\\b(tap|untap) (it|that creature|those creatures|them|each creature)[^.]*${DELAYED_PHRASE}|${DELAYED_PHRASE}[^.]*, (tap|untap)\\b`;
const PT_SEARCH = regexSearch(
  `gets [+-][0-9X]+/[+-][0-9X]+[^.]*${DELAYED_PHRASE}|${DELAYED_PHRASE}[^.]*gets [+-]`,
  'finds nothing.',
  'finds nothing.',
);

/** What the exile row's regex finds in the cards printed since April 2023 (one-shot-searched.ts, RECENT_POOL). */
const FORTUNE_FOUND =
  "finds three cards. Sauron, the Necromancer and Coalstoke Gearhulk exile a token or a card their own ability put onto the battlefield. Fortune, Loyal Steed (Outlaws of Thunder Junction) exiles at end of combat a creature that saddled it, one on the battlefield before its attack trigger created the delayed trigger: it is this row's means for the own and stolen cells (fortuneSaddler).";

/** Each `effect/delayed` pair still without a card, with what was searched (issue 25 item 2). */
export const DELAYED_OPEN: Partial<Record<string, NoFixture>> = {
  exile: needsCard(
    "Fortune, Loyal Steed does the own and stolen cells; it exiles only a creature that saddled it, and saddling taps creatures its controller controls (702.171a), so an opponent's creature is one only after a control change this row's cards don't make. " +
      'Searched "Exile it at the beginning of the next end step." and "exile it at end of combat": every printed hit exiles a creature the same resolution put onto the battlefield (Zirilan of the Claw, swept by the delayed family; Kiki-Jiki\'s and other token copies; reanimation and unearth) or, from an attack trigger, the attacking permanent itself (Conqueror\'s Galleon, which exiles itself at end of combat and returns transformed), which can\'t phase out before the ability or in response to it, and whose before-delayed-trigger cell is the delayed family\'s out-until-it-triggers. "exile that creature at the beginning of the next" and "exile that creature at end of combat" found no printed card (one hit was a fan-made set).' +
      ` ${regexSearch(
        `exile (it|that creature|those creatures|them)[^.]*${DELAYED_PHRASE}|${DELAYED_PHRASE}[^.]*, exile`,
        'finds 40 cards: each exiles a token, a card the same resolution put onto the battlefield (reanimation, Zirilan of the Claw), cards in a graveyard (False Memories) or its own source (Conqueror\'s Galleon, Dark Maze, Kytheon, Hero of Akros); Wall of Nets\' "At end of combat, exile all creatures blocked by Wall of Nets" is a triggered ability of its own, not a delayed trigger a resolution creates.',
        FORTUNE_FOUND,
      )}`,
  ),
  library: needsCard(
    NOTHING_FOUND(
      '"on top of its owner\'s library at the beginning of", "into its owner\'s library at end of combat" and "shuffle that creature into its owner\'s library at"',
      regexSearch(
        `owner[^ ]* librar[^.]*${DELAYED_PHRASE}|${DELAYED_PHRASE}[^.]*owner[^ ]* librar|shuffles? [^.]*into [^.]*librar[^.]*${DELAYED_PHRASE}`,
        "finds only Saprazzan Outrigger (\"When Saprazzan Outrigger attacks or blocks, put it on top of its owner's library at end of combat.\"), whose delayed trigger acts on its own creator: the delayed family's shape (Cinder Wall), not this row's.",
        'finds nothing.',
      ),
    ),
  ),
  untap: needsCard(
    NOTHING_FOUND(
      '"Untap that creature at the beginning", "Untap it at the beginning of the next end step" and "Untap that creature at end of combat"',
      regexSearch(
        TAP_REGEX,
        'finds no delayed untap of a creature: only Teferi, Hero of Dominaria (untaps two lands).',
        'finds nothing.',
      ),
    ),
  ),
  pump: needsCard(
    NOTHING_FOUND(
      '"end step, that creature gets"',
      `The +1/+0 of Mogg Cannon and Krovikan Elementalist is immediate, not delayed. ${PT_SEARCH}`,
    ),
  ),
  shrink: needsCard(
    NOTHING_FOUND(
      '"at end of combat, that creature gets -", "end step, that creature gets" and "gets -1/-1 until end of turn at"',
      `A code search for a delayed -2/-2 at end of combat found only immediate shrinks (Disfigure, Executioner's Swing, Farbog Boneflinger). ${PT_SEARCH}`,
    ),
  ),
};
