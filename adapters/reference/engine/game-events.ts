import type { GameObject, PlayerId, StackItem, Step, Zone } from './types.js';

/** A game event, offered to every triggered ability that could see it. */
export type GameEvent =
  | { type: 'enters'; obj: GameObject }
  | { type: 'leaves'; obj: GameObject; to: Zone }
  | { type: 'phasesOut'; objs: GameObject[] }
  | { type: 'phasesIn'; objs: GameObject[] }
  | { type: 'tapped'; obj: GameObject }
  | { type: 'untapped'; obj: GameObject }
  /** `player` lost control of a permanent that stays on the battlefield (lost-control.ts; leaving is 'leaves'). */
  | { type: 'controlLost'; obj: GameObject; player: PlayerId }
  | { type: 'attached'; obj: GameObject }
  | { type: 'unattached'; obj: GameObject }
  | { type: 'stepBegins'; step: Step; active: PlayerId }
  | { type: 'loreAdded'; obj: GameObject; before: number; after: number }
  /** 310.12b: the last defense counter was removed from a battle. */
  | { type: 'lastDefenseCounterRemoved'; obj: GameObject }
  | { type: 'becomesTarget'; obj: GameObject; by: StackItem }
  | { type: 'attacks'; obj: GameObject }
  | { type: 'blocks'; obj: GameObject; attacker: GameObject }
  /** 509.3c: an attacking creature becomes blocked (once per combat, however many creatures block it). */
  | { type: 'becomesBlocked'; obj: GameObject }
  /** 510.2: combat damage dealt to a player (after prevention), by one source. */
  | { type: 'combatDamageToPlayer'; obj: GameObject; player: PlayerId; amount: number }
  /** A source dealt damage, once per damage event however many it was dealt to (700.1), `amount` in all (damage-events.ts). */
  | { type: 'dealsDamage'; obj: GameObject; amount: number };
