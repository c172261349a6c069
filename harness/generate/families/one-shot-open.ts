import type { NoFixture } from '../family.js';
import { regexSearch } from './one-shot-searched.js';

// The one-shot pairs still without a means, each with what was looked for (issue 25 item 2). A pair
// whose printed card is named here is open work: the card is not yet in the catalogue, implemented whole.

const needsCard = (reason: string): NoFixture => ({ kind: 'needs-card', reason });

const NOTHING_SACRIFICES_TWO_TARGETS =
  "A sacrifice is made by the permanent's controller (701.17a), so a printed effect that sacrifices a targeted creature makes \"target creature's controller\" sacrifice it. The printed ones found (code search for \"creature's controller sacrifices it\" over the Forge, XMage and other engines' card texts) each have one target: Mercy Killing (swept as sacrifice × target) and Sarkhan the Mad's −2; none was found with two target creatures. Searched again for issue 25 (find_string over public repositories' card code and text): \"creatures' controllers sacrifices\" found nothing. " +
  regexSearch(
    '(two|three|X|up to (two|three|X)|any number of) target [^.]*sacrifices?|target [^.]*(and|another) target[^.]*controllers? sacrifices?|controllers sacrifices? them',
    'finds nothing.',
    'finds nothing.',
  );
const LIBRARY_TWO_TARGETS =
  'No printed card was found that puts two target creatures into their owners\' libraries (Plow Under does it to two target lands; this family\'s object is a creature). Searched again for issue 25 (find_string over public repositories\' card code and text): "two target creatures into their owners" found only a rules-parser test sentence; "two target creatures on top of their owners" found a list of made-up effects and XMage\'s early placeholder for Wash Away, whose printed Oracle text (Innistrad: Crimson Vow) counters a spell instead; "target creatures on the bottom of their owners" found nothing. ' +
  regexSearch(
    '(two|three|X|up to (one|two|three|X)|any number of) target [a-z ]*(creatures|permanents)[^.]*owner[^ ]* librar|target [^.]*(and|another) target[^.]*owner[^ ]* librar|owner[^ ]* librar[^.]*(and|another) target',
    'finds nothing (Plow Under and Rebuking Ceremony say "two target lands" and "two target artifacts", outside its first alternative\'s creatures and permanents).',
    'finds nothing.',
  );
const CHOSEN_SEARCH =
  'The catalogue\'s means that pick the object as they resolve are Imperial Edict (destroy), Diabolic Edict (sacrifice), Aven Tactician\'s bolster (counters), Curfew (bounce: each player returns a creature they control), Flaming Gambit (damage: the damaged player may choose a creature they control to be dealt it instead), Magnetic Mountain (untap: at their upkeep a player may untap tapped blue creatures they control), Strategic Betrayal (exile), Fell Beast\'s Shriek (tap) and Riches, the aftermath half of Rags // Riches (gain control). Code searches over engines\' card texts for "chooses a creature they control" and "exiles a creature they control" found edicts that destroy, sacrifice or exile, Fell Beast\'s Shriek (tap and goad) and Riches (gain control); Council\'s Judgment exiles by vote, and voting is not in the fixture vocabulary. Searched again for issue 25 (find_string): "chooses a creature they control. Put" and "chooses a creature they control. Gain control" found nothing; "chooses a creature they control. Tap" found only Fell Beast\'s Shriek.';
const chosen = (what: string): NoFixture => needsCard(`${CHOSEN_SEARCH} ${what}`);
/** The chosen-on-resolution regex: a player choosing a creature or permanent they control, then the effect's verb in that sentence or the next. */
const CHOSEN_REGEX = (verb: string): string =>
  `chooses? (a|an|one|up to one|any number of) ([a-z-]+ ){0,3}(creature|permanent)s? (you|they|he or she) controls?[^.]*(\\.[^.]*)?${verb}`;

export const OPEN_PAIRS: Partial<Record<string, NoFixture>> = {
  'sacrifice/first-of-two-targets': needsCard(NOTHING_SACRIFICES_TWO_TARGETS),
  'sacrifice/second-of-two-targets': needsCard(NOTHING_SACRIFICES_TWO_TARGETS),
  'library/first-of-two-targets': needsCard(LIBRARY_TWO_TARGETS),
  'library/second-of-two-targets': needsCard(LIBRARY_TWO_TARGETS),
  'library/chosen-on-resolution': chosen(
    `None of them does this effect. ${regexSearch(CHOSEN_REGEX('librar'), 'finds nothing.', 'finds nothing.')}`,
  ),
  'pump/chosen-on-resolution': chosen(
    `None of them does this effect. ${regexSearch(
      CHOSEN_REGEX('gets? [+-]'),
      'finds only Aurelia, Exemplar of Justice, whose "choose up to one target creature you control" targets it (pump × target).',
      'finds nothing.',
    )}`,
  ),
  'shrink/chosen-on-resolution': chosen(
    `None of them does this effect. ${regexSearch(
      CHOSEN_REGEX('gets? [+-]'),
      'finds only Aurelia, Exemplar of Justice, whose chosen target gets +2/+0, not a shrink.',
      'finds nothing.',
    )}`,
  ),
};

// What was searched for the one-sided pairs (one-shot.ts, OWN_CREATURES_ONLY and OPPONENTS_ONLY) whose other
// side has no second means yet: exact-text find_string over public repositories' card code and text (Forge,
// XMage and other engines' card scripts), this round (issue 25 item 2).
const searched = (queries: string, found: string): string => `Searched ${queries}: ${found}`;

const DESTROY_EXILE_TAP_FOUND =
  'finds Divine Reckoning (the creatures not chosen are destroyed), Imperial Edict and Wei Assassins (a target opponent chooses), no card whose caster chooses a creature of their own to destroy, exile or tap.';
const DESTROY_EXILE_TAP_FOUND_SINCE =
  'finds only Close Encounter (Edge of Eternities), whose "choose a creature you control or a warped creature card you own in exile" is an additional cost to cast it, not a choice made as it resolves.';

/** Each one-sided pair without a second means, keyed `effect/finds`: what was searched for the cells its first means can't reach. */
export const ONE_SIDED_OPEN: Partial<Record<string, string>> = {
  'counters/chosen-on-resolution': searched(
    '"chooses a creature they control. Put", "Target player chooses a creature they control" and "puts a -1/-1 counter on a creature they control"',
    "Mikey & Mona, Mutant Sitters (\"Target player chooses a creature they control and puts two +1/+1 counters on it\", one of two modes of an enters trigger, each targeting a different player, the other returning a card from a graveyard) is not in the catalogue: its modes with distinct player targets are not in the reference engine. Thelon's Chant and Tourach's Chant have a player put a -1/-1 counter on a creature they control only when that player puts a land onto the battlefield, which an opponent can't do in A's main phase, where this family's effects begin. " +
      regexSearch(CHOSEN_REGEX('(-1/-1|\\+1/\\+1) counter'), 'finds nothing.', 'finds nothing.'),
  ),
  'destroy/chosen-on-resolution': searched(
    '"player chooses a creature they control. Destroy" and "Target player chooses a creature they control"',
    'Divine Reckoning ("Each player chooses a creature they control. Destroy the rest.") destroys the creatures not chosen, the destroy × all question; no printed card was found whose chosen creature of its caster\'s is destroyed. Imperial Edict and the others found name "target opponent". ' +
      regexSearch(CHOSEN_REGEX('\\b(destroy|exile|tap)\\b'), DESTROY_EXILE_TAP_FOUND, DESTROY_EXILE_TAP_FOUND_SINCE),
  ),
  'tap/chosen-on-resolution': searched(
    '"Each player chooses a creature they control. Tap", "chooses a creature you control. Tap" and "chooses a creature they control. Tap"',
    "the first two found nothing; the third found only Fell Beast's Shriek, whose opponents choose. No printed card was found that has its caster choose a creature they control to tap as it resolves. " +
      regexSearch(CHOSEN_REGEX('\\b(destroy|exile|tap)\\b'), DESTROY_EXILE_TAP_FOUND, DESTROY_EXILE_TAP_FOUND_SINCE),
  ),
  'exile/chosen-on-resolution': searched(
    '"Target player exiles a creature they control", "Each player exiles a creature they control" and "exiles a creature they control"',
    'Doomfall\'s mode and the others found have "target opponent" exile; the one "each player exiles" hit is a card of a fan-made Hydra deck, not a printed card. No printed card was found that has its caster exile a creature they choose as it resolves. ' +
      regexSearch(CHOSEN_REGEX('\\b(destroy|exile|tap)\\b'), DESTROY_EXILE_TAP_FOUND, DESTROY_EXILE_TAP_FOUND_SINCE),
  ),
};
