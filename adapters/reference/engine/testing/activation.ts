// Activates an ability through the reference engine from a fixture-like setup, for card modules' unit tests that
// check what an activation costs (a mana cost is paid by the engine, not by the ability's `resolve`). Used by
// tests only.
import type { Action, ObjectSetup } from '../../../../harness/generated/fixture.js';
import { played } from './played.js';

/**
 * The reasons the reference engine gives for rejecting A's activation of `ability` of `source` (with these
 * targets, by id), after A adds `mana`.
 */
export function activationRejections(
  objects: ObjectSetup[],
  source: string,
  ability: string,
  mana: string,
  targets: string[] = [],
): string[] {
  const actions: Action[] = [
    ...(mana ? [{ do: 'addMana' as const, player: 'A', mana }] : []),
    { do: 'activate', player: 'A', source, ability, ...(targets.length > 0 ? { targets } : {}) },
  ];
  const game = played(objects, undefined, actions);
  return game.statuses.flatMap((status, i) => (status === 'rejected' ? [game.reasons[i] ?? ''] : []));
}
