// The game's state that needs no rules: the players, the objects, the stack and the other records the
// rules keep, the turn, and counters. engine/game.ts adds the rules' entry points on top (class Game).
import { newDayNight, type DayNightState } from './day-night-state.js';
import type { CombatDamageAssignment, StaticChoice } from '../../../harness/generated/fixture.js';
import { CommanderState } from './commander-state.js';
import { IllegalAction } from './errors.js';
import type { DeclaredBlock, DelayedTrigger, EmblemAbility } from './game-interface.js';
import type {
  ContinuousEffect,
  GameObject,
  ObjectId,
  ObjectRef,
  PendingTrigger,
  Player,
  PlayerId,
  StackItem,
  Step,
  TriggerRecord,
} from './types.js';

export abstract class GameState {
  readonly players: Player[] = [];
  /** Every object the game knows, by id, in whatever zone (including phased-out permanents). */
  readonly objects = new Map<ObjectId, GameObject>();
  readonly stack: StackItem[] = [];
  readonly effects: ContinuousEffect[] = [];
  readonly pending: PendingTrigger[] = [];
  readonly triggerLog: TriggerRecord[] = [];
  /** Choices static abilities offer (an `advance` action's staticChoices), each used up when its ability asks. */
  staticChoices: StaticChoice[] = [];
  /** The legendary permanents the current action's legendRule names: each kept when the legend rule (704.5j) applies to it and others. */
  legendRuleKeeps: readonly string[] = [];
  /** The attacking player's divisions of blocked attackers' damage (an `advance` action's combatDamage), each used up when its attacker assigns. */
  combatDamage: CombatDamageAssignment[] = [];
  /** The cards each player chooses to discard at cleanup (an `advance` action's discards), each used up as it is discarded. */
  cleanupDiscards: Partial<Record<PlayerId, ObjectId[]>> = {};
  /** Delayed triggered abilities waiting for their event (603.7). */
  readonly delayed: DelayedTrigger[] = [];
  /**
   * While a spell or ability resolves with checkpoints asked inside it (a `resolve` action's
   * `checkpoints`): told after each instruction a card module reports with `instructionDone`.
   */
  onInstruction: ((followed: number) => void) | undefined = undefined;
  /** Whether a spell or ability is resolving now (608.2): the stack's top was taken and is being followed. */
  resolving = false;
  /** Work a faulty seam postpones until the resolving spell or ability has finished (never used by the rules). */
  readonly afterResolution: (() => void)[] = [];
  /** While one damage event is being dealt (a resolution, a combat damage step): how much each source dealt (damage-events.ts). */
  damageBatch: Map<GameObject, number> | undefined = undefined;
  /** The triggered abilities of emblems players have (114). */
  readonly emblems: EmblemAbility[] = [];
  /** 731: whether it is day or night, and the spells its untap-step check counts. */
  readonly dayNight: DayNightState = newDayNight();
  /** 610.4 links: phased out "until" the watched object leaves the battlefield. */
  readonly untilLinks = new Map<
    number,
    {
      watch: ObjectRef;
      kind: 'phaseIn' | 'returnFromExile';
      objects: ObjectRef[];
      tapOnPhaseIn: boolean;
      owner?: PlayerId;
    }
  >();
  /**
   * Permanents whose default controller left the game while an effect gave them to another player
   * (so 800.4a didn't exile them): 800.4c exiles them once no such effect remains. Set by leaveGame.
   */
  readonly controlledAwayFromDepartedDefault = new Set<ObjectId>();
  /** The Commander variant's state (903), off in other games. */
  readonly commander = new CommanderState();
  active: PlayerId = 'A';
  /** Extra turns to be taken after the current one, the next first (500.7). */
  readonly extraTurns: PlayerId[] = [];
  /** During extra turns: the player of the regular turn they were added after, where the turn order resumes (500.7). */
  regularTurnBefore: PlayerId | undefined = undefined;
  step: Step = 'main1';
  /** Count of turns begun in this game (index of the current turn). */
  turnIndex = 0;
  turnNumber = 1;
  private clock = 0;
  private uidCounter = 0;
  private createdCounter = 0;
  protected pendingOrder = 0;

  tick(): number {
    return ++this.clock;
  }

  uid(): number {
    return ++this.uidCounter;
  }

  newObjectId(): ObjectId {
    return `~${++this.createdCounter}`;
  }

  /**
   * 608.2c: the resolving spell or ability has followed its first `followed` instructions (counted
   * as the catalogue's `instructions` list them); a checkpoint asked there is taken now.
   */
  instructionDone(followed: number): void {
    this.onInstruction?.(followed);
  }

  /** The choices given for a static ability of `source` the next time it asks, used up (undefined: none given). */
  takeStaticChoice(source: GameObject, ability: string): StaticChoice['choices'] | undefined {
    const i = this.staticChoices.findIndex((c) => c.source === source.id && c.ability === ability);
    if (i < 0) return undefined;
    return this.staticChoices.splice(i, 1)[0]!.choices;
  }

  /** The division given for this attacker (or blocker) the next time it assigns combat damage, used up (undefined: none given). */
  takeCombatDamageChoice(creature: GameObject, role: 'attacker' | 'blocker'): CombatDamageAssignment | undefined {
    const i = this.combatDamage.findIndex((c) => c[role] === creature.id);
    return i < 0 ? undefined : this.combatDamage.splice(i, 1)[0];
  }

  // ---------------------------------------------------------------- players

  player(id: PlayerId): Player {
    const p = this.players.find((x) => x.id === id);
    if (!p) throw new IllegalAction(`no player ${id}`);
    return p;
  }

  playersInGame(): Player[] {
    return this.players.filter((p) => p.inGame);
  }

  /** Players in turn order starting with the active player (APNAP order, 101.4). */
  apnap(): PlayerId[] {
    const ids = this.playersInGame().map((p) => p.id);
    const i = Math.max(0, ids.indexOf(this.active));
    return [...ids.slice(i), ...ids.slice(0, i)];
  }

  nextPlayerAfter(id: PlayerId): PlayerId {
    const ids = this.players.map((p) => p.id);
    for (let k = 1; k <= ids.length; k++) {
      const p = this.players[(ids.indexOf(id) + k) % ids.length]!;
      if (p.inGame) return p.id;
    }
    return id;
  }

  /** Every blocking pair declared this game, with its turn (types.ts). */
  readonly declaredBlocks: DeclaredBlock[] = [];
}
