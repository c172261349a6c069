// Activates an ability through the reference engine from a fixture-like setup, for card modules' unit tests that
// check what an activation costs (a mana cost is paid by the engine, not by the ability's `resolve`). Used by
// tests only.
import type { ObjectSetup } from '../../../../harness/generated/fixture.js';
import { runReference } from '../../index.js';

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
  const answer = runReference({
    fixture: 'activation-test',
    edition: '2026-08-07',
    setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'main1' }, objects },
    actions: [
      ...(mana ? [{ do: 'addMana' as const, player: 'A', mana }] : []),
      { do: 'activate', player: 'A', source, ability, ...(targets.length > 0 ? { targets } : {}) },
    ],
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.flatMap((a) => (a.status === 'rejected' ? [a.reason ?? ''] : []));
}
