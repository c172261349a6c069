import type { Game } from '../engine/game.js';
import type { GameObject, PlayerId } from '../engine/types.js';
import type { TargetSpec } from './card-behaviour.js';

export const targetCreature: TargetSpec = { count: 1, kind: 'permanent', describe: 'target creature', filter: (g, o) => g.isType(o, 'Creature') };
export const targetPermanent: TargetSpec = { count: 1, kind: 'permanent', describe: 'target permanent' };
export const targetAny: TargetSpec = { count: 1, kind: 'any', describe: 'any target', filter: (g, o) => g.isType(o, 'Creature') || g.isType(o, 'Planeswalker') };
export const targetPlayer: TargetSpec = { count: 1, kind: 'player', describe: 'target player' };
/** "Enchant creature" (303.4a, 702.5): what an Aura with it may target and be attached to. */
export const enchantCreature: TargetSpec = { count: 1, kind: 'permanent', describe: 'a creature (enchant creature)', filter: (g, o) => g.isType(o, 'Creature') };

export function creaturesControlledBy(g: Game, player: PlayerId): GameObject[] {
  return g.permanents().filter((o) => g.isType(o, 'Creature') && g.controller(o) === player);
}

export function isOpponent(g: Game, a: PlayerId, b: PlayerId): boolean {
  return a !== b && g.player(b).inGame;
}
