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

/** The one-shot effects that take a permanent away: destroy, exile, return to hand or library, sacrifice. */
export const REMOVAL_MEANS: Partial<Record<string, (p: Parties) => Scenario>> = {
  'destroy/target': () =>
    targetedSpell(
      'Murder',
      '{1}{B}{B}',
      {},
      'Murder has one target; a phased-out creature is not a legal one (608.2b), so Murder does not resolve and the creature stays.',
    ),
  'destroy/all': (p) =>
    sweepSpell(
      p,
      'Day of Judgment',
      '{2}{W}{W}',
      { untouched: {}, witness: [at({ object: WITNESS, zone: 'graveyard' })] },
      '"Destroy all creatures" finds only the creatures that exist as it resolves: the Hill Giant is destroyed, the phased-out Bears are not (702.26b\'s second example).',
    ),
  'destroy/first-of-two-targets': (p) => wickedPact(p, [VICTIM, WITNESS]),
  'destroy/second-of-two-targets': (p) => wickedPact(p, [WITNESS, VICTIM]),
  'destroy/chosen-on-resolution': (p) =>
    edict(
      p,
      'Imperial Edict',
      '"Target opponent chooses a creature they control. Destroy it." The creature is chosen as Imperial Edict resolves; the opponent\'s only creature is phased out, so nothing can be chosen and nothing is destroyed.',
    ),
  'destroy/bare': (p) =>
    bareEffect(
      'A bare destroy effect',
      { do: 'destroy', label: 'effect', objects: [VICTIM, WITNESS] },
      { objects: [giant(p)], untouched: {}, stillHappens: [at({ object: WITNESS, zone: 'graveyard' })] },
      "An effect destroys the Bears and the Hill Giant; the phased-out Bears can't be affected, the Giant is destroyed.",
    ),
  'exile/bare': (p) =>
    bareMove(
      p,
      'exile',
      'exile',
      'exile',
      "An effect exiles the Bears and the Hill Giant; the phased-out Bears can't be affected, the Giant is exiled.",
    ),
  'bounce/bare': (p) =>
    bareMove(
      p,
      'return-to-hand',
      'returnToHand',
      'hand',
      "An effect returns the Bears and the Hill Giant to their owner's hand; the phased-out Bears can't be affected, the Giant is returned.",
    ),
  'library/bare': (p) =>
    bareMove(
      p,
      'put-on-top-of-library',
      'putOnLibrary',
      'library',
      "An effect puts the Bears and the Hill Giant on top of their owner's library; the phased-out Bears can't be affected, the Giant goes to the library.",
    ),
  'sacrifice/bare': (p) =>
    bareMove(
      p,
      'sacrifice',
      'sacrifice',
      'graveyard',
      `An effect makes the controller of the Bears and the Hill Giant, ${p.controller}, sacrifice them; the phased-out Bears are treated as though they don't exist, so no one sacrifices them, and the Giant is sacrificed.`,
    ),
  'destroy/attached': () => ({
    label: "Yoke of the Damned's dies trigger",
    objects: [
      { id: 'yoke', card: 'Yoke of the Damned', owner: 'A', zone: 'battlefield', attachedTo: VICTIM },
      { id: 'doomed', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
    ],
    attachedToVictim: ['yoke'],
    start: { do: 'destroy', label: 'effect', objects: ['doomed'] },
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: { zone: 'battlefield' },
    stillHappens: [
      at({ object: 'doomed', zone: 'graveyard' }),
      at({ triggered: { source: 'yoke', ability: 'dies' }, count: 1 }),
    ],
    whenOutBefore: {
      finish: [],
      stillHappens: [
        at({ object: 'doomed', zone: 'graveyard' }),
        at({ triggered: { source: 'yoke', ability: 'dies' }, count: 0 }),
      ],
    },
    whenRefused: [],
    notes:
      '"When a creature dies, destroy enchanted creature." A\'s Hill Giant is destroyed; the trigger names the Bears through the Aura, and they phase out with it on the stack, Yoke of the Damned with them, indirectly (702.26g), so the trigger finds no enchanted creature to destroy. With the Bears phased out before, the Yoke is phased out with them and doesn\'t trigger at all.',
  }),
  'exile/target': () =>
    targetedSpell(
      'Flicker of Fate',
      '{1}{W}',
      {},
      'Flicker of Fate exiles its target and returns it; with its only target phased out it does not resolve (608.2b), so the creature is neither exiled nor returned as a new, phased-in object.',
    ),
  'exile/first-of-two-targets': (p) => ashesToAshes(p, [VICTIM, WITNESS]),
  'exile/second-of-two-targets': (p) => ashesToAshes(p, [WITNESS, VICTIM]),
  'exile/all': (p) =>
    sweepSpell(
      p,
      'Final Judgment',
      '{4}{W}{W}',
      { untouched: {}, witness: [at({ object: WITNESS, zone: 'exile' })] },
      '"Exile all creatures" finds only the creatures that exist as it resolves: the Hill Giant is exiled, the phased-out Bears are not.',
    ),
  'exile/attached': () =>
    auraAbility(
      'Dreadful Apathy',
      'exile',
      '{2}{W}',
      '"{2}{W}: Exile enchanted creature." The enchanted Bears phased out with the ability on the stack, and Dreadful Apathy with them, indirectly (702.26g): the ability finds no enchanted creature to exile, so the Bears stay on the battlefield, phased out, and phase in with the Aura still attached (702.26i). A phased-out Aura\'s abilities can\'t be activated.',
    ),
  'library/all': (p) =>
    sweepSpell(
      p,
      'Hallowed Burial',
      '{3}{W}{W}',
      { untouched: {}, witness: [at({ object: WITNESS, zone: 'library' })] },
      '"Put all creatures on the bottom of their owners\' libraries" finds only the creatures that exist as it resolves: the Hill Giant goes to its owner\'s library, the phased-out Bears stay.',
    ),
  'bounce/target': () =>
    targetedSpell(
      'Unsummon',
      '{U}',
      { zone: 'battlefield' },
      "Unsummon's only target phased out, so it does not resolve (608.2b): the Bears stay on the battlefield, phased out.",
    ),
  'bounce/first-of-two-targets': (p) => undo(p, [VICTIM, WITNESS]),
  'bounce/second-of-two-targets': (p) => undo(p, [WITNESS, VICTIM]),
  'bounce/source': () =>
    ownAbility(
      "Blinking Spirit's return ability",
      { id: 'spirit', card: 'Blinking Spirit' },
      { ability: 'return' },
      {},
      "\"{0}: Return Blinking Spirit to its owner's hand.\" The Spirit phased out with its ability on the stack, so the ability finds no source to return: the Spirit stays on the battlefield, phased out. A phased-out permanent's abilities can't be activated.",
    ),
  'destroy/source': () => ({
    label: "Cosmic Horror's upkeep trigger",
    victim: { id: 'horror', card: 'Cosmic Horror' },
    objects: [],
    start: {
      do: 'advance',
      label: 'effect',
      to: { step: 'upkeep', turnOf: 'A' },
      triggers: [{ source: 'horror', ability: 'upkeep', choices: { pay: false } }],
    },
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: {},
    stillHappens: [at({ player: 'A', life: 20 })],
    whenRefused: [],
    notes:
      '"At the beginning of your upkeep, destroy Cosmic Horror unless you pay {3}{B}{B}{B}. If Cosmic Horror is destroyed this way, it deals 7 damage to you." A does not pay. The Horror phased out with the trigger on the stack, so the trigger finds no source to destroy: the Horror stays on the battlefield, phased out, and since it was not destroyed this way it deals no damage (A stays at 20 life).',
  }),
  'exile/source': (p) => ({
    label: "Mangara of Corondor's ability",
    victim: { id: 'mangara', card: 'Mangara of Corondor' },
    objects: [giant(p)],
    start: { do: 'activate', label: 'effect', player: 'A', source: 'mangara', ability: 'exile', targets: [WITNESS] },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: {},
    stillHappens: [at({ object: WITNESS, zone: 'exile' }), at({ object: 'mangara', tapped: true })],
    whenRefused: [refused, at({ object: WITNESS, zone: 'battlefield' })],
    notes:
      '"{T}: Exile Mangara of Corondor and target permanent.", targeting the Hill Giant. Mangara phased out with its ability on the stack: its target is still legal, so the ability resolves (608.2b) and exiles the Giant, but it finds no Mangara to exile, and Mangara stays on the battlefield, phased out and tapped. A phased-out permanent\'s abilities can\'t be activated, so then the Giant stays.',
  }),
  'library/source': () =>
    ownAbility(
      "Wayward Soul's library ability",
      { id: 'soul', card: 'Wayward Soul' },
      { ability: 'library', mana: '{U}' },
      {},
      "\"{U}: Put Wayward Soul on top of its owner's library.\" The Soul phased out with its ability on the stack, so the ability finds no source to put there: the Soul stays on the battlefield, phased out. A phased-out permanent's abilities can't be activated.",
    ),
  'bounce/attached': () =>
    auraAbility(
      'Sun Clasp',
      'return',
      '{W}',
      "\"{W}: Return enchanted creature to its owner's hand.\" The enchanted Bears phased out with the ability on the stack, and Sun Clasp with them, indirectly (702.26g): the ability finds no enchanted creature to return, so the Bears stay on the battlefield, phased out, and phase in with the Aura still attached (702.26i). A phased-out Aura's abilities can't be activated.",
    ),
  'library/attached': () =>
    auraAbility(
      'Dramatic Accusation',
      'shuffle',
      '{U}{U}',
      "\"{U}{U}: Shuffle enchanted creature into its owner's library.\" The enchanted Bears phased out with the ability on the stack, and Dramatic Accusation with them, indirectly (702.26g): the ability finds no enchanted creature to shuffle away, so the Bears stay on the battlefield, phased out, and phase in with the Aura still attached (702.26i). A phased-out Aura's abilities can't be activated. The Aura is set up attached, so its enters trigger never triggers.",
    ),
  'bounce/all': (p) =>
    sweepSpell(
      p,
      'Evacuation',
      '{3}{U}{U}',
      { untouched: {}, witness: [at({ object: WITNESS, zone: 'hand' })] },
      '"Return all creatures to their owners\' hands" returns the Hill Giant and not the phased-out Bears.',
    ),
  'library/target': () => ({
    label: "Teferi, Timeless Voyager's −3",
    objects: [
      { id: 'tef', card: 'Teferi, Timeless Voyager', owner: 'A', zone: 'battlefield', counters: { loyalty: 4 } },
    ],
    start: { do: 'activate', label: 'effect', player: 'A', source: 'tef', ability: 'minus-3', targets: [VICTIM] },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: {},
    stillHappens: [at({ object: 'tef', counters: { loyalty: 1 } })],
    whenRefused: [refused, at({ object: 'tef', counters: { loyalty: 4 } })],
    notes:
      '"Put target creature on top of its owner\'s library": with the target phased out the ability does not resolve (608.2b); its loyalty cost stays paid.',
  }),
  'sacrifice/target': () =>
    targetedSpell(
      'Mercy Killing',
      '{2}{G}',
      {},
      '"Target creature\'s controller sacrifices it, then creates X 1/1 green and white Elf Warrior creature tokens, where X is that creature\'s power." Its only target phased out, so Mercy Killing does not resolve (608.2b): nothing is sacrificed and no token is created. Its hybrid {G/W} is paid with {G}.',
      { stillHappens: [spellIn('spell', 'graveyard'), at({ count: { card: 'Elf Warrior Token' }, equals: 0 })] },
    ),
  'sacrifice/attached': () => ({
    label: "Grafted Wargear's unattach trigger",
    objects: [
      { id: 'wargear', card: 'Grafted Wargear', owner: 'A', zone: 'battlefield', attachedTo: VICTIM },
      { id: 'mover', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
    ],
    attachedToVictim: ['wargear'],
    start: { do: 'activate', label: 'effect', player: 'A', source: 'wargear', ability: 'equip', targets: ['mover'] },
    finish: [{ do: 'resolve' }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: true,
    untouched: {},
    stillHappens: [
      at({ triggered: { source: 'wargear', ability: 'trigger-unattached' }, count: 1 }),
      at({ object: 'wargear', attachedTo: 'mover' }),
      at({ object: 'mover', power: 6, toughness: 5 }),
    ],
    whenRefused: [refused, at({ object: 'wargear', attachedTo: VICTIM })],
    notes:
      '"Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent." A moves Grafted Wargear from the Bears to A\'s Hill Giant (equip {0}); the trigger names the Bears, which phase out with it on the stack, so nothing is sacrificed. With the Bears phased out before, the Wargear phased out with them (702.26g) and its equip ability can\'t be activated.',
  }),
  'exile/chosen-on-resolution': (p) => ({
    ...edict(
      p,
      'Strategic Betrayal',
      `"Target opponent exiles a creature they control and their graveyard." The creature is chosen as Strategic Betrayal resolves; ${p.controller}'s only creature is phased out, so nothing can be chosen and no creature is exiled, but ${p.controller}'s graveyard still is.`,
    ),
    objects: [
      inHand('spell', 'Strategic Betrayal'),
      { id: 'buried', card: 'Island', owner: p.controller, zone: 'graveyard' },
    ],
    stillHappens: [spellIn('spell', 'graveyard'), at({ object: 'buried', zone: 'exile' })],
  }),
  'bounce/chosen-on-resolution': (p) => ({
    label: 'Curfew',
    objects: [inHand('spell', 'Curfew')],
    manaPool: { A: '{U}' },
    start: castA('spell'),
    // The first resolution names the phased-out creature as its controller's choice: refused, Curfew stays
    // on the stack; the second makes no choice, as its controller has no creature that exists.
    finish: [
      { do: 'resolve', label: 'return-the-phased-out', choices: { return: { [p.controller]: VICTIM } } },
      { do: 'resolve' },
    ],
    namesVictim: false,
    untouched: {},
    stillHappens: [{ action: 'return-the-phased-out', rejected: true }, spellIn('spell', 'graveyard')],
    whenRefused: [],
    notes: `"Each player returns a creature they control to its owner's hand." Each player chooses as Curfew resolves; ${p.controller}'s only creature is phased out, so it is not a creature ${p.controller} controls: naming it is refused, with Curfew still on the stack, and ${p.controller} returns none.`,
  }),
  'sacrifice/chosen-on-resolution': (p) =>
    edict(
      p,
      'Diabolic Edict',
      'The targeted player sacrifices a creature, chosen as Diabolic Edict resolves; their only creature is phased out, so they sacrifice nothing.',
    ),
  'sacrifice/all': (p) =>
    sweepSpell(
      p,
      'All Is Dust',
      '{7}',
      { untouched: {}, witness: [at({ object: WITNESS, zone: 'graveyard' })] },
      '"Each player sacrifices all permanents they control that are one or more colors": the red Hill Giant is sacrificed; the green Bears, phased out, are not among the permanents their controller controls and stay.',
    ),
  'sacrifice/source': () => ({
    label: "Phyrexian Dreadnought's enters trigger",
    victim: { id: 'dread', card: 'Phyrexian Dreadnought', owner: 'A', zone: 'hand' },
    objects: [],
    manaPool: { A: '{1}' },
    start: castA('dread'),
    finish: [{ do: 'resolve' }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: false,
    untouched: {},
    stillHappens: [],
    whenRefused: [],
    notes:
      '"Sacrifice it unless you sacrifice …": the Dreadnought phased out with its trigger on the stack, so it can\'t be sacrificed (bug B-03).',
  }),
};

/** An edict ({1}{B}) aimed at the victim's controller, whose only creature is the victim: nothing can be chosen. */
function edict(p: Parties, card: string, notes: string): Scenario {
  return {
    label: card,
    objects: [inHand('spell', card)],
    manaPool: { A: '{1}{B}' },
    start: castA('spell', [p.controller]),
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: {},
    stillHappens: [spellIn('spell', 'graveyard')],
    whenRefused: [],
    notes,
  };
}

/**
 * A removal spell with two targets that moves each to `zone` (and costs its caster 5 life, when `life`):
 * with the Bears, one of the two, phased out, it still resolves for the Hill Giant (608.2b).
 */
function twoTargetRemoval(
  card: string,
  mana: string,
  moved: { zone: 'graveyard' | 'exile' | 'hand'; lifeAfter?: number },
  oracle: string,
  outcome: string,
): (p: Parties, targets: [string, string]) => Scenario {
  const life = (n: number) => (moved.lifeAfter === undefined ? [] : [at({ player: 'A', life: n })]);
  return (p, targets) =>
    twoTargetSpell(
      p,
      card,
      mana,
      targets,
      {
        untouched: {},
        witness: [at({ object: WITNESS, zone: moved.zone }), ...life(moved.lifeAfter ?? 20)],
        witnessUnchanged: [at({ object: WITNESS, zone: 'battlefield' }), ...life(20)],
      },
      `"${oracle}" The Bears are the ${victimPlace(targets)} target. With one target phased out ${card} still resolves for the other (608.2b): ${outcome}`,
    );
}

const wickedPact = twoTargetRemoval(
  'Wicked Pact',
  '{1}{B}{B}',
  { zone: 'graveyard', lifeAfter: 15 },
  'Destroy two target nonblack creatures. You lose 5 life.',
  'the Hill Giant is destroyed and its caster loses 5 life; the phased-out Bears are not destroyed.',
);
const ashesToAshes = twoTargetRemoval(
  'Ashes to Ashes',
  '{1}{B}{B}',
  { zone: 'exile', lifeAfter: 15 },
  'Exile two target nonartifact creatures. Ashes to Ashes deals 5 damage to you.',
  'the Hill Giant is exiled and its caster is dealt 5 damage; the phased-out Bears stay.',
);
const undo = twoTargetRemoval(
  'Undo',
  '{1}{U}{U}',
  { zone: 'hand' },
  "Return two target creatures to their owners' hands.",
  "the Hill Giant returns to its owner's hand; the phased-out Bears stay on the battlefield.",
);

/** A bare effect that moves the Bears and the Hill Giant it names: the Giant, which exists, goes; the Bears stay. */
function bareMove(
  p: Parties,
  verb: string,
  action: 'exile' | 'returnToHand' | 'putOnLibrary' | 'sacrifice',
  zone: 'exile' | 'hand' | 'library' | 'graveyard',
  notes: string,
): Scenario {
  return bareEffect(
    `A bare ${verb} effect`,
    { do: action, label: 'effect', objects: [VICTIM, WITNESS] },
    { objects: [giant(p)], untouched: {}, stillHappens: [at({ object: WITNESS, zone })] },
    notes,
  );
}

/**
 * The own-source means that are triggers of their source at its controller's upkeep: why their cells where
 * the source phased out before the effect began are illegal.
 */
export const UPKEEP_OF_ITS_OWN: Partial<Record<string, string>> = {
  'destroy/source':
    "Cosmic Horror's trigger is at its controller's upkeep: a Horror phased out before that turn phases in during its untap step (702.26a), before the upkeep begins, so it is never phased out as its own trigger triggers.",
};
