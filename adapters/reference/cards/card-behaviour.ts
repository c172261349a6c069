import type { Characteristics, Game, GameEvent } from '../engine/game.js';
import type { GameObject, PlayerId, StackItem } from '../engine/types.js';

/** What a target must be. Checked when the spell or ability is put on the stack and again on resolution (608.2b). */
export interface TargetSpec {
  /** How many targets (exactly), or a range when `min` is given ("up to"). */
  count: number;
  min?: number;
  kind: 'permanent' | 'player' | 'any';
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
  targets?: TargetSpec[];
  resolve(g: Game, item: StackItem): void;
}

export interface TriggeredAbility {
  key: string;
  event: GameEvent['type'];
  /** 603.10: evaluated against the object as it was just before the event. */
  lookBack?: boolean;
  /** Whether the event triggers it; a non-boolean value is kept as trigger data. */
  matches(g: Game, self: GameObject, ev: GameEvent): boolean | Record<string, unknown>;
  targets?: TargetSpec[];
  resolve(g: Game, item: StackItem): void;
}

export interface StaticAbility {
  key: string;
  /**
   * The modification this ability makes to `obj`, or undefined. Decide what it affects from
   * `core` (obj's layers 1-4) and g.coreCharacteristics, never g.characteristics (that recurses).
   */
  modify(g: Game, self: GameObject, obj: GameObject, core: Characteristics): { power?: number; toughness?: number; addKeyword?: string } | undefined;
}

/** A card's rules, in code. Characteristics come from the card catalogue. */
export interface CardBehaviour {
  name: string;
  /** For instants and sorceries: the spell's effect. */
  spell?: { targets?: TargetSpec[]; resolve(g: Game, item: StackItem): void };
  /** For Auras: what it can enchant. */
  enchant?: TargetSpec;
  /** Permanent spells: runs as it resolves, before it enters (e.g. choices "as it enters"). */
  asEnters?(g: Game, self: GameObject, item: StackItem): void;
  activated?: ActivatedAbility[];
  triggers?: TriggeredAbility[];
  statics?: StaticAbility[];
  /** "can't phase in" / "can't phase out" restrictions this permanent imposes on `obj`. */
  forbidsPhasing?(g: Game, self: GameObject, obj: GameObject, direction: 'in' | 'out'): boolean;
  /** Extra requirement to attack or block with this creature. */
  cantAttack?(g: Game, self: GameObject): boolean;
}
