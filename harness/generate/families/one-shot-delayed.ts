import type { NoFixture } from '../family.js';
import type { Parties, Scenario } from './one-shot-scenario.js';
import { VICTIM, at, refused } from './one-shot-scenario.js';

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

/** The delayed means that target "creature you control", so reach only the activating player's creatures. */
export const DELAYED_OWN_ONLY: Record<string, string> = {
  'destroy/delayed': 'Mogg Cannon',
  'sacrifice/delayed': 'Krovikan Elementalist',
};

/** What was searched (find_string, this round) for a delayed means that reaches an opponent's creature, by pair. */
const OPPONENT_SEARCHED: Record<string, string> = {
  'destroy/delayed':
    'Searched "Destroy that creature at the beginning of the next", "Destroy it at the beginning of the next end step", "Destroy target creature at the beginning of" and "gains flying until end of turn. Destroy it at": Stone Giant, Puffer Extract and Glyph of Destruction target a creature (or blocking Wall) you control; Blood Frenzy ("Target attacking or blocking creature gets +4/+0 until end of turn. Destroy that creature at the beginning of the next end step.") reaches an opponent\'s creature only in combat, a shape this row doesn\'t build yet; Nettling Imp and Norritt act in an opponent\'s turn on a creature that didn\'t attack; the "Destroy target creature at the beginning of the next end step" hits are rules-parser tests, not printed cards.',
  'sacrifice/delayed':
    'A sacrifice is made by the permanent\'s controller (701.21a), so a delayed sacrifice of an opponent\'s creature must make its controller do it. Searched "Sacrifice it at the beginning of the next end step" and "controller sacrifices it at the beginning of": the hits sacrifice a creature their controller just put onto the battlefield or copied (Kiki-Jiki, Cauldron Dance, blitz, Tidal Wave), their own source (Goblin Ski Patrol, Baneling, Deathknell Kami) or a target creature you control (Celestial Sword, Krovikan Elementalist); none reaches an opponent\'s creature.',
};

/** An opponent's cell of a delayed means that targets "creature you control": why, and what was searched for another card. */
export const delayedOpponentOpen = (key: string, card: string): NoFixture => ({
  kind: 'needs-card',
  reason:
    `${card}'s ability targets "creature you control": an opponent's creature can't be its target, phased out or not. ${OPPONENT_SEARCHED[key] ?? ''}`.trimEnd(),
});

// What the searches for the open pairs were: find_string (exact text over engines' card scripts: Forge,
// XMage, jMagic, Magarena and others) and the code search, this round (issue 25 item 2).
const SHAPE =
  "This row's shape is a main-phase activated ability (or spell) whose resolution creates a delayed trigger for its target (Mogg Cannon, Krovikan Elementalist).";
const needsCard = (searched: string): NoFixture => ({ kind: 'needs-card', reason: `${SHAPE} ${searched}` });
const COMBAT_ONLY = (cards: string): string =>
  `The printed cards found do it only from a combat trigger (${cards}): their delayed trigger waits for end of combat and refers to a creature in that combat, a shape this row doesn't build yet (the delayed family sweeps one such card, Cinder Wall); none is in the catalogue, so the pair stays open.`;
const NOTHING_FOUND = (queries: string, more = ''): string =>
  `Exact-text searches for ${queries} found no printed card whose delayed trigger does this to a creature that was on the battlefield before the trigger was created.${more ? ` ${more}` : ''}`;

/** Each `effect/delayed` pair still without a card, with what was searched (issue 25 item 2). */
export const DELAYED_OPEN: Partial<Record<string, NoFixture>> = {
  exile: needsCard(
    'Searched "Exile it at the beginning of the next end step." and "exile it at end of combat": every printed hit exiles a creature the same resolution put onto the battlefield (Zirilan of the Claw, swept by the delayed family; Kiki-Jiki\'s and other token copies; reanimation and unearth) or, from an attack trigger, the attacking permanent itself (Conqueror\'s Galleon, which exiles itself at end of combat and returns transformed), which can\'t phase out before the ability or in response to it, and whose before-delayed-trigger cell is the delayed family\'s out-until-it-triggers. "exile that creature at the beginning of the next" and "exile that creature at end of combat" found no printed card (one hit was a fan-made set).',
  ),
  bounce: needsCard(
    COMBAT_ONLY(
      'searched "Return that creature to its owner\'s hand at": Scrappy Bruiser and Alora, Merry Thief return an attacking creature their attack trigger targeted, at end of combat or the next end step; Wall of Tears and Kaijin of the Vanishing Touch return the creature they block',
    ),
  ),
  library: needsCard(
    NOTHING_FOUND(
      '"on top of its owner\'s library at the beginning of", "into its owner\'s library at end of combat" and "shuffle that creature into its owner\'s library at"',
    ),
  ),
  tap: needsCard(
    NOTHING_FOUND(
      '"Tap that creature at the beginning" and "Tap that creature at end of combat"',
      'A code search for a Forge delayed trigger that taps or untaps its remembered creature found only immediate untaps (Stoic Angel, Village Bell-Ringer, Breaching Hippocamp).',
    ),
  ),
  untap: needsCard(
    NOTHING_FOUND(
      '"Untap that creature at the beginning", "Untap it at the beginning of the next end step" and "Untap that creature at end of combat"',
    ),
  ),
  counters: needsCard(
    'Searched "counter on that creature at the beginning", "counter on that creature at end of combat" and "+1/+1 counter on it at the beginning of the next": the hits (Sand Golem, Parting Gust, Grave Betrayal) put the counter on a card their delayed trigger returns to the battlefield, a new object (400.7) that was never phased out.',
  ),
  damage: needsCard(
    COMBAT_ONLY(
      'searched "damage to that creature at end of combat": Sawtooth Ogre, whose trigger is its blocking or becoming blocked, and Dwarven Sea Clan, whose ability targets an attacking or blocking creature whose controller controls an Island and is activated only before the end of combat step',
    ),
  ),
  'gain-control': needsCard(
    COMBAT_ONLY(
      'searched "gain control of that creature at": Tolarian Entrancer, "Whenever this creature becomes blocked by a creature, gain control of that creature at end of combat"',
    ),
  ),
  pump: needsCard(
    NOTHING_FOUND(
      '"end step, that creature gets"',
      'The +1/+0 of Mogg Cannon and Krovikan Elementalist is immediate, not delayed.',
    ),
  ),
  shrink: needsCard(
    NOTHING_FOUND(
      '"at end of combat, that creature gets -", "end step, that creature gets" and "gets -1/-1 until end of turn at"',
      "A code search for a delayed -2/-2 at end of combat found only immediate shrinks (Disfigure, Executioner's Swing, Farbog Boneflinger).",
    ),
  ),
};
