// The third test Stryker runs against each mutant of the reference engine (`npm run mutation`): a rejected
// action's reason names what was wrong. The reason is what a user reads: `explain` prints it beside the
// action ("rejected: …", harness/explain/explain-fixture.ts), and a fixture whose action the engine refuses
// against the rules fails with it ("… was rejected by the engine: …", harness/check/check-observation.ts).
// The corpus only says that an action was rejected, not why, so a mutant that empties a reason or drops
// the part naming the object, the player or the rule survives the corpus; this test drives each rejection
// through the adapter, on the fixture that reaches it, and checks the reason. Each entry names a fixture of
// the corpus, the label of an action it expects rejected, and what the reason must say. Not part of
// `npm test` (vitest.mutation.config.ts selects it).
import { describe, expect, it } from 'vitest';
import { runReference } from '../../adapters/reference/index.js';
import { prepareCorpus } from './prepared-corpus.js';

const { work } = await prepareCorpus();
const byId = new Map(work.map((w) => [w.id, w]));

/** [fixture id, label of the rejected action, what its reason must contain]. */
const REJECTIONS: [string, string, (string | RegExp)[]][] = [
  // stack.ts: choosing targets (601.2c, 115; 702.26b: a phased-out permanent can't be targeted)
  [
    'out-status-phased-out-permanent-cannot-be-targeted',
    'target-phased-out',
    ['casting Shock: bear is not a permanent on the battlefield that can be targeted (it is phased out)'],
  ],
  [
    'pfe-player-with-protection-cant-be-targeted',
    'shock-a',
    ['casting Shock: player A has protection from everything (702.16j)'],
  ],
  [
    'alloy-golem-keeps-its-chosen-color-through-phasing',
    'blade-before',
    ['casting Doom Blade: golem is not target nonblack creature'],
  ],
  [
    'sweep-one-shot-library-target-before-cast-own',
    'effect',
    [
      'activating Teferi, Timeless Voyager (minus-3): bear is not a permanent on the battlefield that can be targeted (it is phased out)',
    ],
  ],
  [
    'target-check-on-resolution-spell-snare-whose-spell-was-countered-does-nothing',
    'mana-value-3',
    ['casting Spell Snare: divination is not target spell with mana value 2'],
  ],
  [
    'target-check-on-resolution-spell-snare-whose-spell-was-countered-does-nothing',
    'a-permanent',
    ['casting Spell Snare: bear is not a spell on the stack'],
  ],
  [
    'ability-not-a-spell-spell-snare-cant-target-an-ability-or-its-source',
    'an-ability',
    ['casting Spell Snare: sb is not a spell on the stack'],
  ],
  [
    'b-38-teferis-protection-phases-out-every-permanent-without-targeting',
    'with-a-target',
    ["casting Teferi's Protection has no targets, but 1 were given"],
  ],
  [
    'leave-game-neither-the-player-who-left-nor-their-permanents-can-be-targeted',
    'at-the-player-who-left',
    [/^casting Shock: player C has left the game$/],
  ],
  [
    'leave-game-neither-the-player-who-left-nor-their-permanents-can-be-targeted',
    'at-their-creature',
    [/^casting Shock: c-bear is not a permanent on the battlefield that can be targeted$/],
  ],
  // stack.ts: putting a triggered ability on the stack (603.3d: its targets chosen as for a spell, 601.2c)
  [
    'trigger-choices-oubliette-cant-target-a-land',
    'land-target',
    [/^Oubliette's etb trigger: forest is not target creature$/],
  ],
  [
    'targets-spectral-adversary-paid-once-cant-take-two-targets',
    'two-targets',
    [/^Spectral Adversary's trigger-reflexive trigger can have at most 1 target\(s\)$/],
  ],
  // stack.ts: casting (601.2, 601.2c: the number and kind of targets, 307.1: from the caster's own hand, 205.4e,
  // 702.51a, 903.8)
  [
    'targets-a-spell-is-cast-from-its-casters-hand-with-the-targets-it-requires',
    'arc-trail-one-target',
    [/^casting Arc Trail needs 1 target\(s\): any target$/],
  ],
  [
    'targets-a-spell-is-cast-from-its-casters-hand-with-the-targets-it-requires',
    'shock-two-targets',
    [/^casting Shock: too many targets given$/],
  ],
  [
    'targets-a-spell-is-cast-from-its-casters-hand-with-the-targets-it-requires',
    'murder-a-player',
    ['casting Murder: B is a player, but the target must be target creature'],
  ],
  [
    'targets-a-spell-is-cast-from-its-casters-hand-with-the-targets-it-requires',
    'mill-a-creature',
    ['casting Vision Charm: bear is not a player'],
  ],
  [
    'targets-a-spell-is-cast-from-its-casters-hand-with-the-targets-it-requires',
    'land-mode-with-a-target',
    ['casting Vision Charm has no targets, but 1 were given'],
  ],
  [
    'targets-a-spell-is-cast-from-its-casters-hand-with-the-targets-it-requires',
    'another-players-card',
    [/^b-divination is not in A's hand$/],
  ],
  [
    'targets-a-spell-is-cast-from-its-casters-hand-with-the-targets-it-requires',
    'a-library-card',
    [/^library-divination is not in A's hand$/],
  ],
  [
    'commander-phased-out-is-on-the-battlefield-not-in-the-command-zone',
    'cast-from-command-zone',
    ["cmdr is not in A's hand (it is on the battlefield, phased out)"],
  ],
  [
    'b-13-phased-out-legend-does-not-enable-a-legendary-sorcery',
    'cast',
    ["Urza's Ruinous Blast is legendary: A controls no legendary creature or planeswalker (205.4e)"],
  ],
  [
    'clever-concealment-cant-be-convoked-by-a-phased-out-creature',
    'convoke-with-phased-out',
    ['bear2 is not an untapped creature A controls (convoke, 702.51a)'],
  ],
  [
    'untap-no-priority-phase-in-trigger-waits-for-the-upkeep',
    'cast-in-untap',
    ['no player receives priority in this step'],
  ],
  [
    'cleanup-no-priority-no-spell-or-ability-in-the-cleanup-step',
    'instant-in-cleanup',
    [/^no player receives priority in this step$/],
  ],
  [
    'sorcery-timing-only-in-your-main-phase-with-an-empty-stack',
    'in-the-upkeep',
    ["Divination can be cast only in A's main phase with an empty stack"],
  ],
  [
    'sorcery-timing-only-in-your-main-phase-with-an-empty-stack',
    'on-the-opponents-turn',
    ["Divination can be cast only in B's main phase with an empty stack"],
  ],
  // improvise.ts (702.126a)
  [
    'improvise-each-untapped-artifact-you-control-pays-one-generic-mana',
    'no-improvise',
    ['Shock has no improvise ability'],
  ],
  [
    'improvise-each-untapped-artifact-you-control-pays-one-generic-mana',
    'opponents-artifact',
    ['b-myr is not an untapped artifact A controls (improvise, 702.126a)'],
  ],
  [
    'improvise-each-untapped-artifact-you-control-pays-one-generic-mana',
    'twice',
    ['an artifact can improvise a spell only once'],
  ],
  [
    'improvise-each-untapped-artifact-you-control-pays-one-generic-mana',
    'too-many',
    ['4 artifacts can pay for only 3 generic mana in {3}{U}{U} (improvise, 702.126a)'],
  ],
  ['convoke-each-creature-pays-one-generic-or-one-mana-of-its-color', 'no-convoke', ['Shock has no convoke ability']],
  [
    'convoke-each-creature-pays-one-generic-or-one-mana-of-its-color',
    'twice',
    ['a creature can convoke a spell only once'],
  ],
  [
    'convoke-each-creature-pays-one-generic-or-one-mana-of-its-color',
    'green-for-white',
    ['bear3 can pay for nothing left in {2}{W}{W} (convoke, 702.51a)'],
  ],
  [
    'convoke-only-with-creatures-the-caster-controls',
    'opponents-creature',
    ['b-bear is not an untapped creature A controls (convoke, 702.51a)'],
  ],
  // stack.ts: bestow (702.103a)
  [
    'bestow-cast-only-a-card-with-bestow-and-only-for-its-bestow-cost',
    'bestowed-for-r',
    ["cannot pay {1}{R}: {R}×1 in A's mana pool"],
  ],
  [
    'bestow-cast-only-a-card-with-bestow-and-only-for-its-bestow-cost',
    'bears-bestowed',
    ['Grizzly Bears has no bestow ability'],
  ],
  // stack.ts: activating (602, 606.3, 302.6; 702.26b: a phased-out permanent's abilities can't be activated)
  [
    'activate-only-a-controllers-abilities-it-has-with-legal-targets-at-their-timing',
    'b-activates-as-sorcerer',
    [/^B does not control a-sorcerer$/],
  ],
  [
    'activate-only-a-controllers-abilities-it-has-with-legal-targets-at-their-timing',
    'back-face-ability',
    ['Hostile Hostel // Creeping Inn has no ability "phase-out" right now'],
  ],
  [
    'activate-only-a-controllers-abilities-it-has-with-legal-targets-at-their-timing',
    'creature-card-in-a-hand',
    ['activating Coffin Queen (reanimate): bear-in-hand is not a card in a graveyard'],
  ],
  [
    'activate-only-a-controllers-abilities-it-has-with-legal-targets-at-their-timing',
    'noncreature-card-in-a-graveyard',
    [/^activating Coffin Queen \(reanimate\): shock-in-graveyard is not target creature card from a graveyard$/],
  ],
  [
    'activate-only-a-controllers-abilities-it-has-with-legal-targets-at-their-timing',
    'loyalty-over-an-ability',
    [/^plus-1 can be activated only at sorcery speed$/],
  ],
  [
    'activate-only-a-controllers-abilities-it-has-with-legal-targets-at-their-timing',
    'snare-at-an-abilitys-source',
    [/^casting Spell Snare: b-sorcerer is not a spell on the stack$/],
  ],
  [
    'out-status-activated-abilities-of-a-phased-out-permanent-can-not-be-activated',
    'ping',
    ['sorcerer is not a permanent on the battlefield (it is phased out)'],
  ],
  ['kaito-auras-attached-phase-out-and-in-with-him', 'plus-one', ["plus-1 of kaito can't be activated"]],
  [
    'teferi-master-of-time-removes-an-attacker-on-an-opponents-turn-once-per-turn',
    'second-this-turn',
    ['a loyalty ability of this permanent was already activated this turn (606.3)'],
  ],
  [
    'summoning-sickness-ends-only-when-the-controllers-own-turn-begins',
    'on-a-turn',
    ['sorcerer has summoning sickness (302.6)'],
  ],
  [
    'untap-no-priority-no-ability-can-be-activated-in-the-untap-step',
    'in-the-untap-step',
    ['no player receives priority in this step'],
  ],
  ['status-retained-creature-phased-in-tapped-cant-pay-its-tap-cost', 'ping', ['sorcerer is tapped']],
  [
    'loyalty-cost-a-planeswalker-can-pay-its-last-counters-but-not-more',
    'three-of-two',
    ['teferi has 2 loyalty, too little to pay minus-3 (606.4)'],
  ],
  ['tp-ruling-an-ability-costing-life-cant-be-activated', 'pay-1', ["A can't pay 1 life"]],
  // combat.ts: declaring attackers (508.1a, 508.1c, 302.6; 702.26b: a phased-out creature can't attack)
  [
    'out-status-phased-out-creature-cannot-attack',
    'attack',
    ['bear is not a creature on the battlefield (it is phased out)'],
  ],
  [
    'ce-set-insurrection-does-not-take-a-creature-phased-out-as-it-resolves',
    'attack-with-b2',
    ['b2 is not controlled by the active player'],
  ],
  ['status-retained-creature-phased-in-by-an-effect-stays-tapped', 'attack', ['bear is tapped']],
  [
    'time-and-tide-creature-that-entered-this-turn-stays-summoning-sick',
    'attack',
    ["bear has not been under A's control continuously since the turn began (302.6)"],
  ],
  ['indirect-every-attachment-of-the-creature-phases-out', 'attack', ["b1 can't attack"]],
  [
    'kaito-shizuki-minus-7-emblem-search-finds-only-a-blue-or-black-creature-card-in-your-library',
    'find-a-green-creature',
    ['"bear-card" is not a blue or black creature card in A\'s library'],
  ],
  [
    'out-status-phased-out-planeswalker-can-not-be-attacked',
    'attack-kaito',
    ['kaito is not a planeswalker or battle that can be attacked'],
  ],
  [
    'attack-restrictions-attackers-are-creatures-declared-in-their-step-against-an-opponent',
    'in-main-phase',
    ['attackers are declared in the declare attackers step, not main1'],
  ],
  [
    'attack-restrictions-attackers-are-creatures-declared-in-their-step-against-an-opponent',
    'own-controller',
    ["A can't be attacked"],
  ],
  [
    'attack-restrictions-attackers-are-creatures-declared-in-their-step-against-an-opponent',
    'a-land',
    [/^plains is not a creature on the battlefield$/],
  ],
  ['defender-a-wall-of-stone-cant-be-declared-as-an-attacker', 'with-wall', ["wall can't attack"]],
  // combat.ts: declaring blockers (509.1a, 509.1b, 702.9b; 702.26b: a phased-out creature can't block)
  [
    'out-status-phased-out-creature-can-not-block',
    'block',
    ['b-bear is not a creature on the battlefield (it is phased out)'],
  ],
  [
    'ce-expire-mist-dragon-phases-in-still-flying-from-its-own-ability',
    'block',
    ["bear can't block a creature with flying"],
  ],
  ['attach-phase-in-pacifism-stops-applying-while-out-and-applies-again', 'block', ["angel can't block"]],
  [
    'declare-blockers-a-creature-cant-be-declared-blocking-two-fogeys-of-one-band',
    'twice',
    ['bear is declared blocking more than one creature (509.1a)'],
  ],
  [
    'flying-a-giant-spider-with-reach-blocks-a-serra-angel',
    'bears-blocks',
    ["bear can't block a creature with flying"],
  ],
  ['ninja-token-from-kaito-shizuki-cant-be-blocked', 'block-the-ninja', ["bear can't block ninja"]],
  [
    'block-restriction-blockers-are-untapped-creatures-blocking-attackers-in-their-step',
    'in-attackers-step',
    ['blockers are declared in the declare blockers step, not declareAttackers'],
  ],
  [
    'block-restriction-blockers-are-untapped-creatures-blocking-attackers-in-their-step',
    'tapped',
    ['tapped-b is tapped'],
  ],
  [
    'block-restriction-blockers-are-untapped-creatures-blocking-attackers-in-their-step',
    'not-attacking',
    ['giant-a is not an attacking creature'],
  ],
  [
    'block-restriction-blockers-are-untapped-creatures-blocking-attackers-in-their-step',
    'a-land',
    [/^plains-b is not a creature on the battlefield$/],
  ],
  // splice.ts: what may be spliced onto what (702.47a-b); the spliced text's choices are the spell's (702.47d)
  [
    'out-status-fell-beasts-shriek-spliced-onto-divination-skips-a-phased-out-creature-and-stays-in-hand',
    'splice-onto-itself',
    ["shriek is not a card in A's hand to splice (702.47a)"],
  ],
  [
    'out-status-fell-beasts-shriek-spliced-onto-divination-skips-a-phased-out-creature-and-stays-in-hand',
    'splice-an-opponents-card',
    ["b-shriek is not a card in A's hand to splice (702.47a)"],
  ],
  [
    'out-status-fell-beasts-shriek-spliced-onto-divination-skips-a-phased-out-creature-and-stays-in-hand',
    'splice-twice',
    ["Fell Beast's Shriek can be spliced onto a spell only once (702.47b)"],
  ],
  [
    'out-status-fell-beasts-shriek-spliced-onto-divination-skips-a-phased-out-creature-and-stays-in-hand',
    'splice-onto-a-creature-spell',
    ["Fell Beast's Shriek splices onto an instant or sorcery spell only; Hill Giant is not one"],
  ],
  [
    'out-status-fell-beasts-shriek-spliced-onto-divination-skips-a-phased-out-creature-and-stays-in-hand',
    'splice-a-card-without-splice',
    ['Divination has no splice ability'],
  ],
  [
    'out-status-fell-beasts-shriek-spliced-onto-divination-skips-a-phased-out-creature-and-stays-in-hand',
    'splice-with-a-target',
    ["splicing Fell Beast's Shriek has no targets, but 1 were given"],
  ],
  // cards/fell-beasts-shriek.ts and cards/rags-riches.ts: a phased-out creature can't be chosen (702.26b)
  [
    'out-status-fell-beasts-shriek-spliced-onto-divination-skips-a-phased-out-creature-and-stays-in-hand',
    'choose-the-phased-out-giant',
    [/^Fell Beast's Shriek: giant is not a creature B controls$/],
  ],
  [
    'rags-riches-riches-opponent-cannot-choose-a-phased-out-creature',
    'choose-phased-out',
    [/^Riches: bear is not a creature B controls$/],
  ],
  // casting.ts and split-cards.ts: a half with aftermath is cast only from a graveyard (702.127a)
  [
    'rags-riches-rags-skips-a-phased-out-creature-that-phases-in-later',
    'riches-from-hand',
    ['Riches has aftermath: it can be cast only from a graveyard (702.127a)'],
  ],
];

function reasonOf(id: string, label: string): string | undefined {
  const w = byId.get(id);
  if (!w) throw new Error(`no fixture ${id}`);
  const index = w.fixture.actions.findIndex((a) => a.label === label);
  if (index < 0) throw new Error(`${id} has no action labelled ${label}`);
  const edition = w.editions[0]!;
  const answer = runReference({ fixture: id, edition, setup: w.fixture.setup, actions: w.fixture.actions }, {});
  if ('error' in answer) return `engine error: ${answer.error.message}`;
  const fate = answer.observation.actions[index];
  return fate?.status === 'rejected' ? (fate.reason ?? '') : undefined;
}

describe('a rejected action says why', () => {
  it.each(REJECTIONS)('%s (%s)', (id, label, says) => {
    const reason = reasonOf(id, label);
    expect(reason, 'the action is not rejected').toBeDefined();
    for (const s of says) {
      if (typeof s === 'string') expect(reason).toContain(s);
      else expect(reason).toMatch(s);
    }
  });
});
