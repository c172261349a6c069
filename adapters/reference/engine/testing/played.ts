// Plays actions through the reference engine from a fixture-like setup (two players, A active in the first main
// phase of turn 3, the newest edition), for card modules' unit tests that need the engine's own casting, costs and
// turn structure rather than a direct call of `resolve`. Used by tests only.
import type { Action, Setup } from '../../../../harness/generated/fixture.js';
import type { ObservedObject } from '../../../../harness/generated/observation.js';
import { runReference } from '../../index.js';

export interface Played {
  /** Each action's status, in order ('ok' or 'rejected'). */
  statuses: string[];
  /** Each action's rejection reason, or undefined for one that was carried out. */
  reasons: (string | undefined)[];
  /** An object's power and toughness at a checkpoint ('end' after the last action). */
  pt(at: string, id: string): [number | undefined, number | undefined];
  /** An object as observed at a checkpoint (its zone, phasing, tapped state...). */
  object(at: string, id: string): ObservedObject;
  /** Every object observed at a checkpoint, tokens the actions created among them (their ids are the engine's). */
  objects(at: string): ObservedObject[];
  /** A player's hand size at a checkpoint. */
  handSize(at: string, player: string): number;
}

export function played(objects: Setup['objects'], manaPool: Setup['manaPool'], actions: Action[]): Played {
  const answer = runReference({
    fixture: 'played-test',
    edition: '2026-08-07',
    setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'main1' }, objects, manaPool },
    actions,
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const { actions: fates, checkpoints } = answer.observation;
  const observedObjects = (at: string): ObservedObject[] => {
    const observed = checkpoints[at];
    if (!observed) throw new Error(`no checkpoint ${at}`);
    return observed.objects;
  };
  const object = (at: string, id: string): ObservedObject => {
    const o = observedObjects(at).find((x) => x.id === id);
    if (!o) throw new Error(`no object ${id} at checkpoint ${at}`);
    return o;
  };
  return {
    statuses: fates.map((f) => f.status),
    reasons: fates.map((f) => (f.status === 'rejected' ? f.reason : undefined)),
    pt(at, id) {
      const o = object(at, id);
      return [o.power, o.toughness];
    },
    object,
    objects: observedObjects,
    handSize(at, player) {
      const p = checkpoints[at]?.players.find((x) => x.id === player);
      if (!p) throw new Error(`no player ${player} at checkpoint ${at}`);
      return p.handSize;
    },
  };
}
