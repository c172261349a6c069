import type { Action, Expectation, ObjectExpectation, ObjectSetup, PlayerId } from '../../generated/fixture.js';

// The scenarios of the one-shot family (one-shot.ts): who owns what, and the shapes a means takes.

export const WHOSE = ['own', 'opponent', 'stolen', 'third-player'] as const;

export type Whose = (typeof WHOSE)[number];

/** Who holds what in a cell: A casts (or activates) and is the active player; the victim is the creature that phases out. */
export interface Parties {
  owner: PlayerId;
  controller: PlayerId;
  /** The other player (the one who doesn't control the victim). */
  other: PlayerId;
}

export function parties(whose: Whose): Parties {
  if (whose === 'own') return { owner: 'A', controller: 'A', other: 'B' };
  if (whose === 'opponent') return { owner: 'B', controller: 'B', other: 'A' };
  if (whose === 'third-player') return { owner: 'C', controller: 'C', other: 'A' }; // the third seat of a three-player game
  return { owner: 'B', controller: 'A', other: 'B' }; // stolen: B's creature under A's control
}

/** What one means of doing an effect contributes to a fixture. */
export interface Scenario {
  /** The turn the fixture starts in, when not A's turn 3 (in its first main phase either way). */
  turn?: { number: number; active: PlayerId };
  /** Objects besides the victim (the spell in hand, a witness, a planeswalker). */
  objects: ObjectSetup[];
  manaPool?: Record<string, string>;
  /** The action that starts the effect; labelled 'effect'. */
  start: Action;
  /** Actions after the start (resolutions). */
  finish: Action[];
  /**
   * The actions after the start and what else must happen, when the victim phased out before the start
   * (default `finish` and `stillHappens`): a trigger of what phased out with it never triggers, so isn't resolved.
   */
  whenOutBefore?: { finish: Action[]; stillHappens: Expectation[] };
  /**
   * Before the effect began, for an upkeep means: the victim is this card with phasing (702.26a), set up
   * phased in, so it phases out in its controller's untap step just before their upkeep; one set up phased
   * out would phase in then. `notes` say so.
   */
  phasingVictimBefore?: { card: string; notes: string };
  /** Where, in `finish`, the victim phases out in response (before that action; 0 when absent). */
  respondAt?: number;
  /** Whether starting the effect names the victim as a target or source (so it is refused when the victim phased out first). */
  namesVictim: boolean;
  /** Facts about the victim that the effect would have changed, checked while it is phased out. */
  untouched: Omit<ObjectExpectation, 'object'>;
  /** Facts after the victim phased in again. */
  afterPhaseIn?: Omit<ObjectExpectation, 'object'>;
  /** What else the effect does, which must still happen (at the 'resolved' checkpoint). */
  stillHappens: Expectation[];
  /** What must be so when the start was refused (before-cast, when it names the victim). */
  whenRefused: Expectation[];
  /** Objects attached to the victim: set up phased out with it, indirectly (702.26g), when it phased out before the effect began. */
  attachedToVictim?: string[];
  /** The victim, when it is not the default Grizzly Bears (the effect's own source). */
  victim?: Partial<ObjectSetup> & { id: string; card: string };
  /**
   * The delayed triggered ability the effect creates to act on the victim later (603.7), by its source and
   * ability key: the fixture runs on through the step it triggers in and counts whether it triggered.
   */
  delayed?: { source: string; ability: string };
  /**
   * The effect has targets besides the victim, so with the victim phased out in response it still resolves
   * for them (608.2b) and creates its delayed trigger, which triggers once (Shambling Swarm).
   */
  delayedForTheOthers?: boolean;
  /**
   * The effect neither names the victim nor is started by it (Triton Tactics targets the creatures that
   * blocked it): it creates its delayed trigger however early the victim phased out, which triggers once.
   */
  delayedWhateverTheVictim?: boolean;
  /**
   * The actions at the start of the step the delayed trigger triggers in, with it on the stack (a resolution
   * whose choice names the victim, refused while it is phased out), before the fixture runs on.
   */
  delayedResolution?: Action[];
  /**
   * What the victim keeps of the effect's first part when it phased out only after the delayed trigger was
   * created, checked while phased out and after it phased in (the counters Shambling Swarm's delayed
   * trigger would have removed).
   */
  keptBeforeDelayed?: Omit<ObjectExpectation, 'object'>;
  /** What 603.7 adds to the notes by when the victim phased out, for a means the default reading doesn't fit. */
  reading?: Record<'before-cast' | 'in-response' | 'before-delayed-trigger', string>;
  /**
   * A combat means (one-shot-delayed.ts): the effect is a combat trigger's delayed trigger for end of
   * combat. The fixture starts at the beginning of combat in `active`'s turn, `leadIn` comes before the
   * start (the declaration or activation that names the victim), and `reading` is what 603.7 adds to the
   * notes by when the victim phased out (a combat trigger with no target creates its delayed trigger even
   * when the victim phased out in response).
   */
  combat?: {
    active: PlayerId;
    leadIn: Action[];
    reading: Record<'before-cast' | 'in-response' | 'before-delayed-trigger', string>;
    /**
     * The combat ability targets the victim (an activated ability, an attack trigger): with the victim
     * phased out in response it doesn't resolve (608.2b), so it creates no delayed trigger.
     */
    targetsVictim?: boolean;
    /** The lead-in declares the victim in combat: before-cast, it phases out after the lead-in, just before the start, not in setup. */
    victimInLeadIn?: boolean;
    /** The lead-in begins in the first main phase (a sorcery-speed activation), not at the beginning of combat. */
    fromMainPhase?: boolean;
  };
  /** A sentence for the title: what the effect is. */
  label: string;
  /** Extra meanings the expectation rests on, and the first edition it holds in. */
  meanings?: string[];
  from?: string;
  notes: string;
  /**
   * A named fault the reference engine still lacks for this means (no existing fault makes it reach
   * the phased-out object): the fixture stays proposed, saying so, until the fault exists.
   */
  awaitingFault?: { id: string; description: string };
}

export const VICTIM = 'bear';
export const WITNESS = 'giant';

export const bears = (p: Parties, extra: Partial<ObjectSetup> = {}): ObjectSetup => ({
  id: VICTIM,
  card: 'Grizzly Bears',
  owner: p.owner,
  ...(p.controller !== p.owner ? { controller: p.controller } : {}),
  zone: 'battlefield',
  ...extra,
});
export const giant = (p: Parties, extra: Partial<ObjectSetup> = {}): ObjectSetup => ({
  id: WITNESS,
  card: 'Hill Giant',
  owner: p.owner,
  ...(p.controller !== p.owner ? { controller: p.controller } : {}),
  zone: 'battlefield',
  ...extra,
});
export const inHand = (id: string, card: string): ObjectSetup => ({ id, card, owner: 'A', zone: 'hand' });
export const castA = (
  object: string,
  targets?: string[],
  more: Partial<Extract<Action, { do: 'cast' }>> = {},
): Action => ({
  do: 'cast',
  label: 'effect',
  player: 'A',
  object,
  ...(targets ? { targets } : {}),
  ...more,
});
export const at = (e: Expectation): Expectation => ({ at: 'resolved', ...e });
export const spellIn = (id: string, zone: 'graveyard' | 'hand'): Expectation => at({ object: id, zone });
export const refused: Expectation = { action: 'effect', rejected: true };

/**
 * A spell from A's hand whose only target is the victim: with it phased out the spell does not
 * resolve (608.2b) and goes to the graveyard; cast at a phased-out victim it is refused and stays in hand.
 */
export const targetedSpell = (
  card: string,
  mana: string,
  untouched: Scenario['untouched'],
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label: card,
  objects: [inHand('spell', card)],
  manaPool: { A: mana },
  start: castA('spell', [VICTIM]),
  finish: [{ do: 'resolve' }],
  namesVictim: true,
  untouched,
  stillHappens: [spellIn('spell', 'graveyard')],
  whenRefused: [refused, spellIn('spell', 'hand')],
  notes,
  ...more,
});

/** A's permanent activating an ability of its own that acts on itself: the victim is the ability's source. */
export const ownAbility = (
  label: string,
  victim: NonNullable<Scenario['victim']>,
  activation: { ability: string; mana?: string },
  untouched: Scenario['untouched'],
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label,
  victim,
  objects: [],
  ...(activation.mana === undefined ? {} : { manaPool: { A: activation.mana } }),
  start: { do: 'activate', label: 'effect', player: 'A', source: victim.id, ability: activation.ability },
  finish: [{ do: 'resolve' }],
  namesVictim: true,
  untouched,
  stillHappens: [],
  whenRefused: [refused],
  notes,
  ...more,
});

/** A spell from A's hand that acts on a set (all creatures, those A controls) with the Hill Giant beside the victim. */
export const sweepSpell = (
  p: Parties,
  card: string,
  mana: string,
  found: { untouched: Scenario['untouched']; witness: Expectation[]; giant?: Partial<ObjectSetup> },
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label: card,
  objects: [inHand('spell', card), giant(p, found.giant)],
  manaPool: { A: mana },
  start: castA('spell'),
  finish: [{ do: 'resolve' }],
  namesVictim: false,
  untouched: found.untouched,
  stillHappens: [...found.witness, spellIn('spell', 'graveyard')],
  whenRefused: [],
  notes,
  ...more,
});

/** A fixture action that does the effect itself (no card), naming the victim among what it acts on. */
export const bareEffect = (
  label: string,
  start: Action,
  found: { untouched: Scenario['untouched']; stillHappens: Expectation[]; objects: ObjectSetup[] },
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label,
  objects: found.objects,
  start,
  finish: [],
  namesVictim: false,
  untouched: found.untouched,
  stillHappens: found.stillHappens,
  whenRefused: [],
  notes,
  ...more,
});

/**
 * A spell from A's hand with two targets, the victim and the Hill Giant in the order given: with the
 * victim phased out in response the spell still resolves for the Giant (608.2b); cast at a phased-out
 * victim it is refused, stays in hand, and the Giant is as it was.
 */
export const twoTargetSpell = (
  p: Parties,
  card: string,
  mana: string,
  targets: [string, string],
  found: { untouched: Scenario['untouched']; witness: Expectation[]; witnessUnchanged: Expectation[] },
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label: card,
  objects: [inHand('spell', card), giant(p)],
  manaPool: { A: mana },
  start: castA('spell', targets),
  finish: [{ do: 'resolve' }],
  namesVictim: true,
  untouched: found.untouched,
  stillHappens: [...found.witness, spellIn('spell', 'graveyard')],
  whenRefused: [refused, spellIn('spell', 'hand'), ...found.witnessUnchanged],
  notes,
  ...more,
});

/** Which of a two-target spell's targets the victim is, for the notes. */
export const victimPlace = (targets: [string, string]): 'first' | 'second' =>
  targets[0] === VICTIM ? 'first' : 'second';

/**
 * An Aura on the Bears whose activated ability acts on the enchanted creature: activated, then the Bears
 * phase out (the Aura with them, indirectly) before it resolves, so it finds no enchanted creature. By
 * default the Bears stay on the battlefield; `more` says what else stays as it was.
 */
export const auraAbility = (
  card: string,
  ability: string,
  mana: string,
  notes: string,
  more: Partial<Scenario> = {},
): Scenario => ({
  label: `${card}'s ability`,
  objects: [{ id: 'aura', card, owner: 'A', zone: 'battlefield', attachedTo: VICTIM }],
  attachedToVictim: ['aura'],
  manaPool: { A: mana },
  start: { do: 'activate', label: 'effect', player: 'A', source: 'aura', ability },
  finish: [{ do: 'resolve' }],
  namesVictim: true,
  untouched: { zone: 'battlefield' },
  stillHappens: [at({ object: 'aura', phased: { how: 'indirectly', under: 'A' }, attachedTo: VICTIM })],
  whenRefused: [refused],
  notes,
  ...more,
});
