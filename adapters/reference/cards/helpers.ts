import type { Game } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import { targetObjects } from '../engine/targets.js';
import type { GameObject, PlayerId, StackItem, Zone } from '../engine/types.js';
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

/**
 * "Target creature gets +N/+N until end of turn" (or -N/-N): the pump-or-shrink effect of a resolving spell
 * on its target, locked to that creature (611.2c); a target that no longer exists gets nothing (608.2b).
 */
export function targetGetsUntilEndOfTurn(power: number, toughness: number): (g: Game, item: StackItem) => void {
  return (g, item) => {
    const affected = g.lockedSet(targetObjects(g, item));
    if (affected.length > 0)
      g.addEffect({
        controller: item.controller,
        affected,
        duration: { kind: 'endOfTurn' },
        change: { kind: 'pt', power, toughness },
      });
  };
}

/** "Exile all creatures", "Return all creatures to their owners' hands": every creature that exists (702.26b) moves at once. */
export function allCreaturesTo(zone: Zone): (g: Game) => void {
  return (g) =>
    g.moveAllTo(
      sweepSet(g, (p) => g.isType(p, 'Creature')),
      zone,
    );
}
