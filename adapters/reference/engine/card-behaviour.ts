import type { Characteristics, Game, GameEvent } from './game.js';
import type { GameObject, PlayerId, StackItem } from './types.js';

/** What a target must be. Checked when the spell or ability is put on the stack and again on resolution (608.2b). */
export interface TargetSpec {
  /** How many targets (exactly), or a range when `min` is given ("up to"). */
  count: number;
  min?: number;
  /** 'spell': a spell on the stack (115.1a), e.g. a counterspell's target; `filter` then sees the spell's card. */
  kind: 'permanent' | 'player' | 'any' | 'spell' | 'graveyardCard';
  /** Extra restriction on a permanent target, checked against phased-in permanents only. */
  filter?: (g: Game, obj: GameObject, controller: PlayerId) => boolean;
  describe: string;
}

export interface ActivatedAbility {
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
  targets?: TargetSpec[];
  /** Other costs paid as it is activated (602.2b), e.g. "Sacrifice a creature", from the action's choices. */
  payCost?(g: Game, self: GameObject, choices: StackItem['choices']): void;
  /** Whether the ability exists right now (e.g. only on the face of a double-faced card that is up). */
  available?(g: Game, self: GameObject): boolean;
  resolve(g: Game, item: StackItem): void;
}

export interface TriggeredAbility {
  key: string;
  event: GameEvent['type'];
  /** 603.10: evaluated against the object as it was just before the event. */
  lookBack?: boolean;
  /**
   * Whether the event triggers it; a non-boolean value is kept as trigger data. An array triggers it
   * once per element (an event with several occurrences, such as several Spirits phasing in, 603.2c).
   */
  matches(g: Game, self: GameObject, ev: GameEvent): boolean | Record<string, unknown> | Record<string, unknown>[];
  targets?: TargetSpec[];
  /** "Up to that many targets": the most targets allowed, from the data the trigger captured. */
  maxTargets?(data: unknown): number;
  /** The effect of a delayed triggered ability this card creates (603.7): it never triggers by itself. */
  delayedOnly?: boolean;
  resolve(g: Game, item: StackItem): void;
}

export interface StaticAbility {
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
    g: Game,
    self: GameObject,
    obj: GameObject,
    core: Characteristics,
  ): { power?: number; toughness?: number; addKeyword?: string } | undefined;
  /**
   * Layer 2: the player this ability makes control `obj` ("You control enchanted creature"), or
   * undefined. Must decide whether it applies before asking anyone's controller (no recursion).
   */
  control?(g: Game, self: GameObject, obj: GameObject): PlayerId | undefined;
  /**
   * Layers 4 and 7b: makes `obj` a creature with this base power and toughness, or undefined. Decide
   * from `obj.card` (printed characteristics), never from computed characteristics (that recurses).
   */
  animate?(g: Game, self: GameObject, obj: GameObject): { power: number; toughness: number } | undefined;
}

/** "Enchant creature" (303.4a, 702.5): what an Aura with it may target and be attached to; a bestowed Aura's too (702.103b). */
export const enchantCreature: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'a creature (enchant creature)',
  filter: (g, o) => g.isType(o, 'Creature'),
};

/** A card's rules, in code. Characteristics come from the card catalogue. */
export interface CardBehaviour {
  name: string;
  /** For instants and sorceries: the spell's effect. */
  spell?: {
    targets?: TargetSpec[];
    /** Targets that depend on the choices (a modal spell's mode); overrides `targets` when given. */
    targetsFor?(choices: StackItem['choices']): TargetSpec[];
    /**
     * The total cost to pay as it is cast (601.2f: additional costs and cost reductions applied to
     * the mana cost), and any non-mana additional cost to pay after it. Throws IllegalAction for
     * choices that can't be made (too many targets, cards that can't be exiled).
     */
    prepareCast?(
      g: Game,
      ctx: { obj: GameObject; player: PlayerId; x: number; choices: StackItem['choices']; targets: number },
    ): { cost: string; payExtra?(): void };
    resolve(g: Game, item: StackItem): void;
  };
  /** Flashback [cost] (702.34): it may be cast from its owner's graveyard for this cost, and is then exiled as it leaves the stack. */
  flashback?: string;
  /** Bestow [cost] (702.103): cast with choices {"bestow": true}, it is an Aura spell with enchant creature. */
  bestow?: string;
  /** For Auras: what it can enchant. */
  enchant?: TargetSpec;
  /**
   * Catalogue ability keys this module implements through its hooks (asEnters, forbidsCombat, …)
   * rather than as a keyed ability; the claimed-cards test holds each to an approved fixture.
   */
  hookedAbilities?: readonly string[];
  /**
   * Runs as the permanent enters, with the choices made "as it enters" (614.12): from the resolving
   * spell's choices, or from a setup object's `chosen` (a permanent set up as if it had entered so).
   */
  asEnters?(g: Game, self: GameObject, choices: StackItem['choices']): void;
  activated?: ActivatedAbility[];
  triggers?: TriggeredAbility[];
  statics?: StaticAbility[];
  /** "can't phase in" / "can't phase out" restrictions this permanent imposes on `obj`. */
  forbidsPhasing?(g: Game, self: GameObject, obj: GameObject, direction: 'in' | 'out'): boolean;
  /** Extra requirement to attack or block with this creature. */
  cantAttack?(g: Game, self: GameObject): boolean;
  /** A static prevention ability of this permanent: whether damage `source` would deal to the permanent `target` is prevented (702.16e protection). */
  preventsDamageTo?(g: Game, self: GameObject, target: GameObject, source: GameObject): boolean;
  /** A static prevention ability of this permanent: whether damage that would be dealt to `player` is prevented (615; Glacial Chasm). */
  preventsDamageToPlayer?(g: Game, self: GameObject, player: PlayerId): boolean;
  /** "You may activate loyalty abilities of [this] on any player's turn any time you could cast an instant." */
  loyaltyAtInstantSpeed?: boolean;
  /** A double-faced card's back face (the catalogue describes the front face): used while `transformed`. */
  backFace?: { types: string[]; subtypes: string[]; power: number; toughness: number; colors: string[] };
  /** Layer 4: subtypes a static ability of this permanent gives it in addition to its others (Adaptive Automaton's chosen type). */
  addsOwnSubtypes?(g: Game, self: GameObject): string[] | undefined;
  /** Layer 5: the colors this object sets for itself (a characteristic-setting ability), if any. */
  colors?(g: Game, self: GameObject): string[] | undefined;
  /** A static ability of this permanent that stops `creature` from attacking (508.1c) or blocking (509.1b). */
  forbidsCombat?(g: Game, self: GameObject, creature: GameObject, role: 'attack' | 'block'): boolean;
  /** A static ability of this permanent that stops `blocker` from blocking `attacker` (509.1b), e.g. "can't be blocked except by Walls". */
  forbidsBlock?(g: Game, self: GameObject, blocker: GameObject, attacker: GameObject): boolean;
  /** A static ability of this permanent that stops an activated ability of `source` from being activated (602.5). */
  forbidsActivation?(g: Game, self: GameObject, source: GameObject, abilityKey: string): boolean;
  /** "Players skip their untap steps" (Stasis, Sands of Time): whether `player` skips the untap step now beginning. */
  skipsUntapStep?(g: Game, self: GameObject, player: PlayerId): boolean;
  /** A replacement effect of this permanent that makes `entering` enter tapped (614.1c), e.g. Frozen Aether. */
  makesEnterTapped?(g: Game, self: GameObject, entering: GameObject, controller: PlayerId): boolean;
}
