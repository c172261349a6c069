import type { GameObject } from './types.js';

/**
 * A new object (400.7): untapped, with no counters, damage, attachment, combat role, phasing status or memory.
 * The caller gives what makes it this object; anything else it gives replaces a starting value.
 */
export function newObject(
  fields: Pick<GameObject, 'id' | 'card' | 'owner' | 'zone' | 'timestamp'> & Partial<GameObject>,
): GameObject {
  return {
    token: false,
    incarnation: 0,
    baseController: fields.owner,
    tapped: false,
    counters: new Map(),
    damage: 0,
    attachedTo: null,
    sick: false,
    combat: null,
    phased: null,
    bestowed: false,
    memory: {},
    ...fields,
  };
}
