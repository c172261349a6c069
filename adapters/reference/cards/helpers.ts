import type { Game } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import type { GameObject, PlayerId } from '../engine/types.js';
import type { TargetSpec } from '../engine/card-behaviour.js';

export const targetCreature: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature',
  filter: (g, o) => g.isType(o, 'Creature'),
};
export const targetPermanent: TargetSpec = { count: 1, kind: 'permanent', describe: 'target permanent' };
export const targetAny: TargetSpec = {
  count: 1,
  kind: 'any',
  describe: 'any target',
  filter: (g, o) => g.isType(o, 'Creature') || g.isType(o, 'Planeswalker'),
};
export const targetPlayer: TargetSpec = { count: 1, kind: 'player', describe: 'target player' };
export { enchantCreature } from '../engine/card-behaviour.js';

/**
 * The permanents an "all creatures" one-shot effect finds as it resolves: those that exist (702.26b),
 * through the door's 'sweep-set' reader (engine/seams.ts).
 */
export function sweepSet(g: Game, test: (o: GameObject) => boolean): Permanent[] {
  return g.existingFor('sweep-set').filter(test);
}

export function creaturesControlledBy(g: Game, player: PlayerId): Permanent[] {
  return g.permanents().filter((o) => g.isType(o, 'Creature') && g.controller(o) === player);
}

export function isOpponent(g: Game, a: PlayerId, b: PlayerId): boolean {
  return a !== b && g.player(b).inGame;
}
