import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { Choices, Step } from '../../../harness/generated/fixture.js';

export type PlayerId = string;
export type ObjectId = string;
/** `outside`: outside the game (400.11), as a sideboard card is; not a zone, reached only by a Wish. */
export type Zone = 'battlefield' | 'hand' | 'graveyard' | 'exile' | 'library' | 'stack' | 'command' | 'outside';
export type { Step, Choices };

export type AttachTarget = { object: ObjectId; incarnation: number } | { player: PlayerId };

/**
 * A phased-out permanent's status: how it phased out and under which player (702.26a, g). Only a
 * directly phased-out permanent has a schedule of its own; an indirectly phased-out one comes back
 * with the permanent it is attached to (702.26g).
 */
export type PhasedOutState =
  | {
      how: 'directly';
      under: PlayerId;
      /** 610.4: phased out "until" an event; such permanents ignore the untap-step phase-in (610.4a). */
      untilLink?: number;
      /** 702.26n: the player it phased out under left (it is orphaned); phase in at this untap step (turn index). */
      orphanedUntilTurn?: number;
    }
  | { how: 'indirectly'; under: PlayerId };

export interface Player {
  id: PlayerId;
  life: number;
  /** Unnamed cards (fixture libraries are counts). */
  libraryCount: number;
  anonymousHand: number;
  anonymousGraveyard: number;
  inGame: boolean;
  /** 704.5b: attempted to draw from a library with no cards in it since state-based actions were last checked. */
  drewFromEmptyLibrary?: boolean;
  skipUntapSteps: number;
  mana: Map<string, number>;
  loyaltyActivatedThisTurn: Set<ObjectId>;
  /** Turn index of the last turn in which this player declared attackers ("if you attacked this turn"). */
  attackedOnTurn?: number;
  /** Mana in the pool that remembers what it is spent on ("when that mana is spent to cast ..."), by color. */
  trackedMana?: TrackedMana[];
  /** 702.131b-c: the city's blessing, once got, kept for the rest of the game. */
  citysBlessing?: boolean;
  /** 725: whether the player is the monarch (one player at most, 725.3). */
  monarch?: boolean;
  /** 726: whether the player has the initiative (one player at most, 726.3). */
  initiative?: boolean;
  /** 309.4: the room of Undercity, the player's dungeon in the command zone, their venture marker is on. */
  dungeonRoom?: string;
}

/** One mana in a pool whose source cares what it is spent on (Path of Ancestry). */
export interface TrackedMana {
  color: string;
  /** Called once if it is spent to cast a spell, after the spell is cast (601.2i). */
  onSpent(spell: GameObject): void;
}

/**
 * What a creature attacks once the planeswalker or battle it attacked was removed from combat: nothing
 * (506.4c). It is still an attacking creature and may be blocked, but it deals no combat damage to what it
 * attacked, even if that permanent phases in again during the combat. No player or object has this id.
 */
export const ATTACKING_NOTHING = '~nothing';

export interface CombatState {
  /** The player or the planeswalker or battle (an object id) it attacks, or ATTACKING_NOTHING. */
  attacking?: string;
  blocking?: ObjectId[];
  /** 509.1h: stays true even if every blocker is removed from combat. */
  blocked?: boolean;
  /** The attacking band it is in (702.22c), named by its first member; it lasts for the rest of combat (702.22e). */
  band?: string;
}

/**
 * One blocking pair as it was declared (509.1a; a band's other members too, 702.22h), with the turn it was
 * declared in, kept for the rest of the game: "each creature that was blocked by one of those creatures this
 * turn" (Triton Tactics) asks after combat, when the creatures' combat state is gone (511.3). By reference:
 * an object that left and came back is a new object that blocked nothing (400.7).
 */
export interface DeclaredBlock {
  blocker: ObjectRef;
  attacker: ObjectRef;
  /** The game's turn index (Game.turnIndex) it was declared in. */
  turn: number;
}

export interface GameObject {
  id: ObjectId;
  card: CatalogueCard;
  owner: PlayerId;
  zone: Zone;
  token: boolean;
  /** Bumped on every zone change: a card that changes zones becomes a new object (400.7). */
  incarnation: number;
  timestamp: number;
  /** Controller before control-changing effects (the player it entered under). */
  baseController: PlayerId;
  tapped: boolean;
  counters: Map<string, number>;
  damage: number;
  attachedTo: AttachTarget | null;
  /** 302.6: true until its controller starts a turn having controlled it continuously. */
  sick: boolean;
  combat: CombatState | null;
  /** Its phasing status: null while phased in; set while phased out (Battlefield keeps it in step with its maps). */
  phased: PhasedOutState | null;
  bestowed: boolean;
  /** A double-faced permanent with its back face up (712; a status phasing never changes, 110.5). */
  transformed?: boolean;
  /** 310.9: a battle's protector (a designation of the permanent; kept through phasing, 702.26d). */
  protector?: PlayerId;
  /** 722.3a: the prepared designation of a permanent with a prepare spell (kept through phasing, 702.26d). */
  prepared?: boolean;
  /**
   * 722.3c: this object is the copy of a prepared permanent's prepare spell, made in exile for that permanent. A
   * copy of a card, not a card: out of exile and the stack it ceases to exist (704.5e), and in exile too once the
   * permanent no longer exists or is no longer prepared (engine/prepare.ts).
   */
  prepareCopyOf?: ObjectRef;
  /** 704.5h: dealt damage by a source with deathtouch since state-based actions were last checked. */
  deathtouchDamaged?: boolean;
  /** Choices made as it entered, and other remembered values (702.26d history). */
  memory: Record<string, unknown>;
  /** The card itself while a copy effect gives it another card's copiable values as `card` (707.2, Clone). */
  printed?: CatalogueCard;
}

/** A reference to one incarnation of an object: stale after a zone change. */
export interface ObjectRef {
  id: ObjectId;
  incarnation: number;
}

export type Target = { player: PlayerId } | { object: ObjectRef };

export interface StackItem {
  uid: number;
  kind: 'spell' | 'activated' | 'triggered';
  controller: PlayerId;
  /** The spell's card, or the ability's source object. */
  source: GameObject;
  sourceRef: ObjectRef;
  abilityKey: string;
  /**
   * For an ability: its source's card as it was activated or triggered, whose text the ability has. The ability
   * exists on the stack independently of its source (113.7a), so a copy (Clone) that leaves the battlefield, and
   * is its own card again there, still resolves the copied card's ability. Unset for a spell: its card is its text.
   */
  abilityCard?: CatalogueCard;
  targets: Target[];
  x: number;
  choices: Choices;
  /** Data a trigger captured when it triggered (e.g. which objects phased in). */
  triggerData?: unknown;
  /** A copy of a spell (707.10): not a card, so it ceases to exist instead of going anywhere as it leaves the stack. */
  copy?: boolean;
  /**
   * The cards spliced onto this spell as it was cast (702.47), in the order their rules text follows the
   * spell's own (702.47b); the cards stay in their owner's hand. Held on the stack item only, so the spell
   * loses the text as it leaves the stack (702.47e).
   */
  spliced?: GameObject[];
  /**
   * The colors of mana spent to cast this spell (601.2h), for "if {B} was spent to cast this spell". A copy
   * was not cast, so none was spent on it (707.10).
   */
  manaSpent?: ReadonlySet<string>;
}

export type EffectDuration =
  | { kind: 'endOfTurn' }
  | { kind: 'indefinite' }
  | { kind: 'untilTurnOf'; player: PlayerId; turnIndex: number }
  /** "Until the end of [a player's next] turn": ends in the cleanup step of that turn (514.2). */
  | { kind: 'untilEndOfTurn'; turnIndex: number; player: PlayerId }
  /** "Until your next upkeep": ends as that player's next upkeep step begins. */
  | { kind: 'untilUpkeepOf'; player: PlayerId }
  | { kind: 'forAsLongAs'; holds: () => boolean; description: string };

/** A continuous effect generated by a resolving spell or ability, with its locked set (611.2c). */
export interface ContinuousEffect {
  id: number;
  timestamp: number;
  controller: PlayerId;
  affected: ObjectRef[];
  duration: EffectDuration;
  change:
    | { kind: 'control'; player: PlayerId }
    | { kind: 'pt'; power: number; toughness: number }
    | { kind: 'addKeyword'; keyword: string }
    /** Layer 6: "loses [keyword]"; with addKeyword, applied in timestamp order (613.7). */
    | { kind: 'removeKeyword'; keyword: string }
    /** "becomes a P/T [subtype] creature ... It's still a [type]": layer 4 types and layer 7b base power/toughness. */
    | { kind: 'becomeCreature'; power: number; toughness: number; addSubtypes: string[] }
    /** "Becomes an artifact in addition to its other types" (Liquimetal Coating): layer 4, card types added. */
    | { kind: 'addTypes'; types: string[] }
    /** "Each land of the first chosen type becomes the second chosen type": layer 4 (305.7 replaces its land types). */
    | { kind: 'setLandType'; landType: string }
    | { kind: 'cantPhaseIn' }
    /**
     * "Prevent all combat damage that would be dealt this turn" (Fog): it changes no object, so it
     * modifies the rules (611.2c) and reaches every creature; `affected` records the creatures there
     * as it began, which the rules ignore (Seams.effects.rulesEffectCovers).
     */
    | { kind: 'preventCombatDamage' }
    /** "[This permanent] can't phase out" (Spatial Binding, Ertai's Familiar): for any reason, not only its phasing ability. */
    | { kind: 'cantPhaseOut' }
    /** "[It] doesn't untap during its controller's untap step" (Dungeon Geists). */
    | { kind: 'doesntUntap' }
    /** "[They] block this turn if able" (Domineering Will): a blocking requirement on each creature in its set (509.1c). */
    | { kind: 'blocksIfAble' }
    /** "[It] can't block this turn" (Manacles of Decay): a blocking restriction on each creature in its set (509.1b). */
    | { kind: 'cantBlock' }
    /** 701.15a-b: goaded by `by` until `by`'s next turn: two attack requirements on each creature in its set (goad.ts). */
    | { kind: 'goaded'; by: PlayerId }
    /** 702.95b: soulbond's pair of the two creatures in its set (soulbond.ts). */
    | { kind: 'paired' }
    /** 614.1a: "If [it] would die this turn, exile it instead" (Gallifrey Falls), a replacement effect on its set. */
    | { kind: 'exileIfDies' }
    /** "Damage can't be prevented this turn" (Flaring Pain): prevention effects don't apply (615.12); it modifies the rules. */
    | { kind: 'damageCantBePrevented' }
    /** 614.1a: "The next time [player] would draw a card this turn, [they] gain N life instead" (Words of Worship); used up once applied. */
    | { kind: 'drawReplacement'; player: PlayerId; gainLife: number }
    /** 119.7, 119.8: "[player]'s life total can't change" (Teferi's Protection). */
    | { kind: 'lifeCantChange'; player: PlayerId }
    /** 702.16j: [player] has protection from everything (Teferi's Protection). */
    | { kind: 'protectionFromEverything'; player: PlayerId };
}

export interface TriggerRecord {
  source: ObjectId;
  ability: string;
}

export interface PendingTrigger {
  source: GameObject;
  sourceRef: ObjectRef;
  /** The source's card (a copy's copiable values, 707.2) as it triggered: the ability's text comes from it. */
  abilityCard: CatalogueCard;
  controller: PlayerId;
  key: string;
  data?: unknown;
  order: number;
}

declare const exists: unique symbol;

/**
 * A permanent that exists: an object on the battlefield, phased in (702.26b). Only the battlefield
 * module makes one, from a handle (an id or an `ObjectRef`) or by enumerating the battlefield, so a
 * rule or card that holds a `Permanent` holds one an effect may affect, and the verbs that take one
 * (destroy, exile, sacrifice, bounce, damage, tap, untap, counters) need no check of their own. A
 * faulty engine's seams may let a reader resolve a phased-out permanent too (`seesPhasedOut`);
 * that is how the visibility faults reach the verbs.
 */
export type Permanent = GameObject & { readonly [exists]: true };

/**
 * An object's characteristics after the layers. The sets are read-only and may be shared with the
 * printed card or another result: a layer that changes one replaces it (see `withAdded`), so that
 * the common case, a permanent nothing modifies, allocates no set at all.
 */
export interface Characteristics {
  types: ReadonlySet<string>;
  subtypes: ReadonlySet<string>;
  supertypes: ReadonlySet<string>;
  keywords: ReadonlySet<string>;
  power: number;
  toughness: number;
  controller: PlayerId;
  /** Layer 5: W, U, B, R, G (105.2; 202.2 from the mana cost, or a color indicator / color-setting ability). */
  colors: ReadonlySet<string>;
}

/**
 * The rules that may look at phased-out permanents, each through the door
 * (`Game.phasedOutFor(reader)`). A phased-out permanent is treated as though it doesn't exist
 * (702.26b), so by the rules only these see it:
 *
 * - 'untap-phase-in'     702.26a: the untap step's phasing event phases in what phased out under the active player.
 * - 'phase-in'           702.26c: an effect that phases permanents in (Time and Tide, a "phase out until" link).
 * - 'cleanup-damage'     514.2: damage is removed from every permanent in the cleanup step.
 * - 'end-of-combat'      511.3: every permanent is removed from combat as the combat phase ends.
 * - 'continuous-control' 302.6: the active player has controlled their permanents continuously since the turn began.
 * - 'leaving-owner'      702.26k, 800.4a: a leaving player's phased-out permanents leave the game with them.
 * - 'leaving-controller' 702.26n, 800.4a: phased-out permanents a leaving player controls are exiled.
 * - 'orphan-schedule'    702.26n: what phased out under a player who left phases in on a new schedule.
 * - 'control-end-exile'  800.4c: a permanent whose default controller left is exiled when control effects end.
 * - 'until-leaves'       610.3c, 702.26d: a phased-out permanent has not left the battlefield.
 * - 'token-rule'         702.23k-702.25k (before 2017-08-25): phased-out tokens cease to exist.
 * - 'named-effect-set'   702.26e, 611.2c: an effect naming a permanent finds it phased out (and leaves it out).
 * - 'commander-identity' 903.4, 702.26d: a commander's color identity is the card's, in any zone and any status.
 * - 'object-information' 608.2h, 702.26d: an effect reads a specific object's current information while it is
 *                        still in the zone it was expected in (a phased-out permanent is still on the battlefield).
 *
 * The other readers don't see them by the rules; they exist so a faulty engine's reader can.
 * - 'battlefield'        702.26b: what enumerates the battlefield (counting, "all creatures", trigger sources).
 * - 'handle'             702.26b: an id, target or reference resolving to a permanent.
 * - 'verb'               702.26b: destroy, exile, sacrifice, bounce, damage.
 * - 'statics'            702.26b: static abilities that apply.
 * - 'sba'                702.26b, 704: the permanents state-based actions check.
 * - 'combat-declaration' 702.26b, 508.1a, 509.1a: attackers and blockers.
 * - 'block-requirement'  702.26b, 509.1c: the creatures a blocking requirement checks ("all creatures able to block").
 * - 'attack-requirement' 702.26b, 508.1d: the creatures an attack requirement checks ("attacks each combat if able").
 * - 'activation'         702.26b, 602.2: sources of activated abilities.
 * - 'duration'           702.26f, 611.2b: what a "for as long as" duration tracks.
 * - 'outside-the-game'   702.26d, 400.11: cards outside the game (a Wish).
 * - 'equip'              702.26b, 702.6a: the Equipment an equip ability moves.
 * - 'aura-host'          702.26b, 704.5m: what an Aura is legally attached to.
 * - 'described-set'      702.26e, 611.2c: the candidates for an effect's described set.
 * - 'commanders'         702.26b, 903: the commanders a player controls ("if you control a commander").
 * - 'tap-effect'         702.26b: the permanents a tap or untap effect names.
 * - 'sweep-set'          702.26b: the objects an "all creatures" one-shot effect finds as it resolves.
 * - 'own-source'         702.26b: an ability's own source as it resolves ("sacrifice it", "put a counter on it").
 * - 'remembered'         702.26b, 603.7c: the object a delayed or other triggered ability remembers ("that creature").
 * - 'legend-rule'        702.26b, 704.5j: the legendary permanents the legend rule compares.
 * - 'source-moved'       702.26b: the source an ability moves as it resolves ("sacrifice Stasis", "sacrifice it").
 * - 'trigger-source'     702.26b: the source a triggered ability changes as it resolves ("put a +1/+1 counter on [this]").
 * - 'trigger-listener'   702.26b, 603.2: the permanents whose triggered abilities an event is offered to.
 * - 'later-instruction'  702.26b, 608.2c: what a later instruction of a resolving spell finds (its target, "each
 *                        creature") after an earlier instruction of the same resolution phased something out.
 * - 'citys-blessing'     702.26b, 702.131b: the permanents ascend counts ("if you control ten or more permanents").
 * - 'daybound'           702.26b, 702.145d, g: the daybound (nightbound) permanents that make it day (night) when it is neither.
 * - 'day-night-transform' 702.26b, 702.145b, e: the permanents that transform as it becomes night or day.
 * - 'prepare-copy'       702.26b, 722.3c: the prepared permanent a copy of its prepare spell stays in exile for.
 */
export type PhasedOutReader =
  | 'untap-phase-in'
  | 'phase-in'
  | 'cleanup-damage'
  | 'end-of-combat'
  | 'continuous-control'
  | 'leaving-owner'
  | 'leaving-controller'
  | 'orphan-schedule'
  | 'control-end-exile'
  | 'until-leaves'
  | 'token-rule'
  | 'named-effect-set'
  | 'object-information'
  | 'commander-identity'
  | 'battlefield'
  | 'handle'
  | 'verb'
  | 'statics'
  | 'sba'
  | 'combat-declaration'
  | 'block-requirement'
  | 'attack-requirement'
  | 'activation'
  | 'duration'
  | 'outside-the-game'
  | 'equip'
  | 'aura-host'
  | 'described-set'
  | 'commanders'
  | 'tap-effect'
  | 'sweep-set'
  | 'own-source'
  | 'remembered'
  | 'legend-rule'
  | 'source-moved'
  | 'trigger-source'
  | 'trigger-listener'
  | 'later-instruction'
  | 'citys-blessing'
  | 'daybound'
  | 'day-night-transform'
  | 'prepare-copy';
