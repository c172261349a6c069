import { describe, expect, it } from 'vitest';
import { activationRejections } from '../engine/testing/activation.js';

// "{W}: Return enchanted creature to its owner's hand.": the ability costs {W} (602.2b: the activation is
// refused when its cost can't be paid), and with {W} in A's pool it is activated.

const objects = [
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' as const },
  { id: 'clasp', card: 'Sun Clasp', owner: 'A', zone: 'battlefield' as const, attachedTo: 'bears' },
];

describe('Sun Clasp', () => {
  it('costs {W} to return the enchanted creature: refused with no mana, activated with {W}', () => {
    expect([
      activationRejections(objects, 'clasp', 'return', '').length,
      activationRejections(objects, 'clasp', 'return', '{W}'),
    ]).toEqual([1, []]);
  });
});
