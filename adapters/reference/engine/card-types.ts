// What a card's rules are written as: its abilities and hooks, generic in the game they are given (G is
// the Game of game-interface.ts, which names these types back as CardBehaviour and the rest). Being
// generic, this module needs no import of the game, so the two name each other without an import cycle
// (import-cycles.test.ts). Cards use the aliases (card-behaviour.ts).
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { GameEvent } from './game-events.js';
import type { Characteristics, Choices, GameObject, ObjectRef, PlayerId, StackItem, Target } from './types.js';

/**
 * A delayed triggered ability (603.7): created by a resolving spell or ability, it triggers once,
 * the next time its event happens, whatever became of the object that created it.
 */
export interface DelayedTriggerOf<G> {
  /** The object whose card behaviour holds the ability's effect (a trigger with `delayedOnly`). */
  source: GameObject;
  controller: PlayerId;
  key: string;
  event: GameEvent['type'];
  matches(g: G, ev: GameEvent): boolean;
  data?: unknown;
  /**
   * For a 'controlLost' trigger, whose control of which permanent the engine watches, and whether that
   * player held it when last compared: control comes from the layers, so no one action announces its
   * change (lost-control.ts compares as players would receive priority).
   */
  watchesControl?: { object: ObjectRef; player: PlayerId; held: boolean };
  /**
   * The halves of one delayed ability with several trigger events share this token: when one triggers,
   * every half is gone, so the ability triggers once (603.7b).
   */
  oneOf?: object;
}

/**
 * A triggered ability of an emblem in a player's command zone (114.1, 114.4): it lasts for the rest
 * of the game and triggers each time its event happens. The emblem has no other characteristics, so
 * it is kept as its ability; `source` is the object whose card behaviour created it and holds its effect.
 */
export interface EmblemAbilityOf<G> {
  owner: PlayerId;
  source: GameObject;
  key: string;
  event: GameEvent['type'];
  matches(g: G, ev: GameEvent): boolean;
}

// ---------------------------------------------------------------- card behaviours (card-behaviour.ts)

/** What a target must be. Checked when the spell or ability is put on the stack and again on resolution (608.2b). */
export interface TargetSpecOf<G> {
  /** How many targets (exactly), or a range when `min` is given ("up to"). */
  count: number;
  min?: number;
  /** 'spell': a spell on the stack (115.1a), e.g. a counterspell's target; `filter` then sees the spell's card. */
  kind: 'permanent' | 'player' | 'any' | 'spell' | 'graveyardCard';
  /** Extra restriction on a permanent target, checked against phased-in permanents only. */
  filter?: (g: G, obj: GameObject, controller: PlayerId) => boolean;
  /** "Target opponent": a player target other than the spell's or ability's controller. */
  opponent?: boolean;
  describe: string;
}

export interface ActivatedAbilityOf<G> {
  key: string;
  /** Mana cost; X is paid from the action's x. */
  mana?: string;
  tap?: boolean;
  /** Loyalty cost (+n / -n); loyalty abilities are sorcery-speed and once per turn (606.3). */
  loyalty?: number;
  sorcerySpeed?: boolean;
  /** "Pay N life" in the cost (119.4: only with at least N life, and not while the life total can't change). */
  lifeCost?: number;
  /** A mana ability (605): it resolves immediately, without using the stack. */
  manaAbility?: boolean;
  targets?: TargetSpecOf<G>[];
  /** Other costs paid as it is activated (602.2b), e.g. "Sacrifice a creature", from the action's choices. */
  payCost?(g: G, self: GameObject, choices: StackItem['choices']): void;
  /**
   * A restriction on when it may be activated (602.5b), e.g. "Activate only before the end of combat step":
   * `allows` says whether now is such a time, `describe` says when, for the rejection.
   */
  activateOnly?: { describe: string; allows(g: G): boolean };
  /** Whether the ability exists right now (e.g. only on the face of a double-faced card that is up). */
  available?(g: G, self: GameObject): boolean;
  resolve(g: G, item: StackItem): void;
}

export interface TriggeredAbilityOf<G> {
  key: string;
  event: GameEvent['type'];
  /** 603.10: evaluated against the object as it was just before the event. */
  lookBack?: boolean;
  /**
   * Whether the event triggers it; a non-boolean value is kept as trigger data. An array triggers it
   * once per element (an event with several occurrences, such as several Spirits phasing in, 603.2c).
   */
  matches(g: G, self: GameObject, ev: GameEvent): boolean | Record<string, unknown> | Record<string, unknown>[];
  targets?: TargetSpecOf<G>[];
  /** "Up to that many targets": the most targets allowed, from the data the trigger captured. */
  maxTargets?(data: unknown): number;
  /**
   * Checks the choices made as the ability is put on the stack with its targets (603.3d: a division
   * among targets is chosen then, 601.2d); throws IllegalAction for one the rules don't allow.
   */
  checkChoices?(targets: readonly Target[], choices: Choices, what: string): void;
  /**
   * Refuses (IllegalAction) the choices its resolution will use before it begins to resolve, so that a refused
   * choice leaves it on the stack (Magnetic Mountain's creatures to untap). `choices` are the ability's and the
   * resolve action's together.
   */
  checkResolutionChoices?(g: G, choices: Choices, item: StackItem): void;
  /** The effect of a delayed triggered ability this card creates (603.7): it never triggers by itself. */
  delayedOnly?: boolean;
  resolve(g: G, item: StackItem): void;
}

/**
 * A state trigger (603.8): it triggers as soon as `holds` is true of the game, rather than on an event,
 * and doesn't trigger again while it is waiting to go on the stack or is on the stack.
 */
export interface StateTriggerOf<G> {
  key: string;
  holds(g: G, self: GameObject): boolean;
  /** The catalogue's state triggers have no targets (Dandân's "sacrifice Dandân"). */
  targets?: undefined;
  resolve(g: G, item: StackItem): void;
}

export interface StaticAbilityOf<G> {
  key: string;
  /**
   * 502.3: "You may choose not to untap [this] during your untap step": the controller's choice,
   * the catalogue's `untap` choice of this ability (given with an `advance` action's staticChoices).
   */
  optionalUntap?: boolean;
  /**
   * The modification this ability makes to `obj`, or undefined. Decide what it affects from
   * `core` (obj's layers 1-4) and g.coreCharacteristics, never g.characteristics (that recurses).
   */
  modify?(
    g: G,
    self: GameObject,
    obj: GameObject,
    core: Characteristics,
  ): { power?: number; toughness?: number; addKeyword?: string } | undefined;
  /**
   * Layer 2: the player this ability makes control `obj` ("You control enchanted creature"), or
   * undefined. Must decide whether it applies before asking anyone's controller (no recursion).
   */
  control?(g: G, self: GameObject, obj: GameObject): PlayerId | undefined;
  /**
   * Layers 4 and 7b: makes `obj` a creature with this base power and toughness, or undefined. Decide
   * from `obj.card` (printed characteristics) or `core` (obj's layers 1-4 so far: the resolved effects'
   * animation applied, so an ability that applies only to noncreatures sees them first, 613.8), never
   * from computed characteristics (that recurses).
   */
  animate?(
    g: G,
    self: GameObject,
    obj: GameObject,
    core: Characteristics,
  ): { power: number; toughness: number } | undefined;
  /**
   * Layer 4: subtypes this ability gives `obj` in addition to its others ("Each creature you control is
   * the chosen type"), or undefined. `core` is obj's layers 1-4 so far (control and animation applied).
   */
  addSubtypes?(g: G, self: GameObject, obj: GameObject, core: Characteristics): string[] | undefined;
}

/** One half of a split card (709.1): its own name, mana cost and card types; `aftermath` when it has that keyword (702.127a). */
export interface SplitHalf {
  name: string;
  manaCost: string;
  types: readonly string[];
  aftermath?: boolean;
}

/**
 * A preparation card's prepare spell (722.2): the alternative characteristics in its inset frame, which the card
 * never has itself (722.4) and which only a copy made as the permanent becomes prepared has (722.3c).
 */
export interface PrepareSpellOf<G> {
  /** The copy's characteristics, in the catalogue's shape: its name, mana cost, color, type and rules text. */
  card: CatalogueCard;
  targets?: TargetSpecOf<G>[];
  resolve(g: G, item: StackItem): void;
}

/** A card's rules, in code. Characteristics come from the card catalogue. */
export interface CardBehaviourOf<G> {
  name: string;
  /** For instants and sorceries: the spell's effect. */
  spell?: {
    targets?: TargetSpecOf<G>[];
    /** Targets that depend on the choices (a modal spell's mode); overrides `targets` when given. */
    targetsFor?(choices: StackItem['choices']): TargetSpecOf<G>[];
    /**
     * The total cost to pay as it is cast (601.2f: additional costs and cost reductions applied to
     * the mana cost), and any non-mana additional cost to pay after it. Throws IllegalAction for
     * choices that can't be made (too many targets, cards that can't be exiled).
     */
    prepareCast?(
      g: G,
      ctx: { obj: GameObject; player: PlayerId; x: number; choices: StackItem['choices']; targets: number },
    ): { cost: string; payExtra?(): void };
    resolve(g: G, item: StackItem): void;
  };
  /** Flashback [cost] (702.34): it may be cast from its owner's graveyard for this cost, and is then exiled as it leaves the stack. */
  flashback?: string;
  /**
   * A split card's two halves (709.1), each with its own name, mana cost and card types. The cast's `half`
   * choice names the half cast (709.3), whose characteristics alone the spell has (709.3b); a half with
   * aftermath (702.127a) is cast only from its owner's graveyard and exiled as it leaves the stack. The
   * catalogue gives the card's combined characteristics, which it has in every other zone (709.4).
   */
  split?: readonly [SplitHalf, SplitHalf];
  /** Bestow [cost] (702.103): cast with choices {"bestow": true}, it is an Aura spell with enchant creature. */
  bestow?: string;
  /** A preparation card's prepare spell (722.2); a copy of it is cast while the permanent is prepared (722.3c). */
  prepare?: PrepareSpellOf<G>;
  /** "This creature enters prepared" (722.3a): it gains the designation as it enters, as a permanent that enters tapped is tapped. */
  entersPrepared?: boolean;
  /**
   * Splice onto [quality] [cost] (702.47a): while the card is in its owner's hand, they may reveal it as they
   * cast a spell `onto` accepts and pay `cost` as an additional cost; the spell gains this card's `spell` text.
   */
  splice?: { quality: string; onto(g: G, spell: GameObject): boolean; cost: string };
  /** For Auras: what it can enchant. */
  enchant?: TargetSpecOf<G>;
  /**
   * Catalogue ability keys this module implements through its hooks (asEnters, forbidsCombat, …)
   * rather than as a keyed ability; the claimed-cards test holds each to an approved fixture.
   */
  hookedAbilities?: readonly string[];
  /**
   * Runs as the permanent enters, with the choices made "as it enters" (614.12): from the resolving
   * spell's choices, or from a setup object's `chosen` (a permanent set up as if it had entered so).
   */
  asEnters?(g: G, self: GameObject, choices: StackItem['choices']): void;
  /**
   * Refuses (IllegalAction) the choices a spell's resolution will use before it begins to resolve, so that a
   * refused choice leaves the spell on the stack (Clone's creature to copy, the creature an edict's player
   * chooses). `choices` are the spell's and the resolve action's together; `item` is the spell on the stack.
   */
  checkResolutionChoices?(g: G, self: GameObject, choices: StackItem['choices'], item: StackItem): void;
  activated?: ActivatedAbilityOf<G>[];
  triggers?: TriggeredAbilityOf<G>[];
  /** State triggers (603.8), checked each time a player would receive priority (engine/state-triggers.ts). */
  stateTriggers?: StateTriggerOf<G>[];
  statics?: StaticAbilityOf<G>[];
  /**
   * A "can't phase in" restriction this permanent's static ability imposes on `obj` (Disciple of Caelus
   * Nin: "Permanents can't phase in"). The catalogue's "can't phase out" abilities are all resolved
   * effects (Spatial Binding, Ertai's Familiar), which cantPhaseOut reads from the game's effects.
   */
  forbidsPhasingIn?(g: G, self: GameObject, obj: GameObject): boolean;
  /** "Can't attack unless …" (508.1c): whether this creature may attack the player `defending` (a planeswalker's controller when it attacks one). */
  attacksOnlyIf?(g: G, self: GameObject, defending: PlayerId): boolean;
  /** A static prevention ability of this permanent: whether damage `source` would deal to the permanent `target` is prevented (702.16e protection). */
  preventsDamageTo?(g: G, self: GameObject, target: GameObject, source: GameObject): boolean;
  /** A static prevention ability of this permanent: whether damage that would be dealt to `player` is prevented (615; Glacial Chasm). */
  preventsDamageToPlayer?(g: G, self: GameObject, player: PlayerId): boolean;
  /**
   * A replacement effect of this permanent on damage that would be dealt to `player` (614.1a; Nefarious Lich):
   * whether it applies, having done what replaces the damage (the damage is then not dealt).
   */
  replacesDamageToPlayer?(g: G, self: GameObject, player: PlayerId, amount: number): boolean;
  /**
   * A replacement effect of this permanent on a life gain of `player` (614.1a; Nefarious Lich's "draw that many
   * cards instead"): whether it applies, having done what replaces the gain. Asked only while a replacement
   * may apply to the gain at all (119.7: not when the player can't gain life).
   */
  replacesLifeGain?(g: G, self: GameObject, player: PlayerId, amount: number): boolean;
  /** A static ability of this permanent giving `player` that quality (Platinum Emperion: "Your life total can't change."). */
  givesPlayer?(g: G, self: GameObject, player: PlayerId, kind: 'lifeCantChange' | 'protectionFromEverything'): boolean;
  /** "You may activate loyalty abilities of [this] on any player's turn any time you could cast an instant." */
  loyaltyAtInstantSpeed?: boolean;
  /** A double-faced card's back face (the catalogue describes the front face): used while `transformed`. */
  backFace?: {
    types: string[];
    subtypes: string[];
    power: number;
    toughness: number;
    colors: string[];
    /** The back face's keywords (Nightbound); none when absent. */
    keywords?: string[];
  };
  /** Layer 4: subtypes a static ability of this permanent gives it in addition to its others (Adaptive Automaton's chosen type). */
  addsOwnSubtypes?(g: G, self: GameObject): string[] | undefined;
  /** Layer 5: the colors this object sets for itself (a characteristic-setting ability), if any. */
  colors?(g: G, self: GameObject): string[] | undefined;
  /** A static ability of this permanent that stops `creature` from attacking (508.1c) or blocking (509.1b). */
  forbidsCombat?(g: G, self: GameObject, creature: GameObject, role: 'attack' | 'block'): boolean;
  /** A static ability of this permanent that stops `blocker` from blocking `attacker` (509.1b), e.g. "can't be blocked except by Walls". */
  forbidsBlock?(g: G, self: GameObject, blocker: GameObject, attacker: GameObject): boolean;
  /** A static ability of this permanent that requires `blocker` to block `attacker` if able (509.1c), e.g. Lure. */
  requiresBlock?(g: G, self: GameObject, blocker: GameObject, attacker: GameObject): boolean;
  /** A static ability of this permanent that requires `creature` to attack if able (508.1d), e.g. Juggernaut. */
  requiresAttack?(g: G, self: GameObject, creature: GameObject): boolean;
  /** A static ability of this permanent that stops an activated ability of `source` from being activated (602.5). */
  forbidsActivation?(g: G, self: GameObject, source: GameObject, abilityKey: string): boolean;
  /** "Players skip their untap steps" (Stasis, Sands of Time): whether `player` skips the untap step now beginning. */
  skipsUntapStep?(g: G, self: GameObject, player: PlayerId): boolean;
  /** "Blue creatures don't untap during their controllers' untap steps" (Magnetic Mountain): whether `obj` is held tapped (502.3). */
  holdsTappedInUntapStep?(g: G, self: GameObject, obj: GameObject): boolean;
  /** A static ability of this permanent that makes `spell`, cast by `caster`, cost this much more generic mana (601.2f; Thalia). */
  raisesSpellCost?(g: G, self: GameObject, spell: GameObject, caster: PlayerId): number;
  /** "Affinity for [text]" (702.41a): the permanents whose each one the caster controls makes this spell cost {1} less. */
  affinityFor?(g: G, permanent: GameObject): boolean;
  /** The mana a static ability of this permanent makes `attacker`'s controller pay to attack `defending` (508.1h; Propaganda). */
  attackCost?(g: G, self: GameObject, attacker: GameObject, defending: string): string | undefined;
  /** The mana a static ability of this permanent makes `blocker`'s controller pay to block `attacker` (509.1d; Oppressive Rays). */
  blockCost?(g: G, self: GameObject, blocker: GameObject, attacker: GameObject): string | undefined;
  /** The generic mana a static ability of this permanent adds to the cost of `source`'s activated abilities (602.2b, 601.2f; Oppressive Rays). */
  raisesActivationCost?(g: G, self: GameObject, source: GameObject): number;
  /** A static ability of this permanent that gives `player` no maximum hand size (402.2, 613.11; Spellbook). */
  removesMaximumHandSize?(g: G, self: GameObject, player: PlayerId): boolean;
  /** A replacement effect of this permanent that makes `entering` enter tapped (614.1c), e.g. Frozen Aether. */
  makesEnterTapped?(g: G, self: GameObject, entering: GameObject, controller: PlayerId): boolean;
}
