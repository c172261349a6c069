import { describe, expect, it } from 'vitest';
import type { ObjectSetup } from '../../../harness/generated/fixture.js';
import { activationRejections } from '../engine/testing/activation.js';
import { at } from '../engine/testing/game.js';

// "Enchant creature / {1}{B}: Put a -1/-1 counter on enchanted creature." The ability costs {1}{B}: with {B}
// alone in A's pool it can't be activated (602.2b, 601.2h), with {1}{B} it can. The corpus's Torture fixtures
// all pay it, so only here is the cost short.

const objects: ObjectSetup[] = [
  at('giant', 'Hill Giant', 'battlefield', 'B'),
  { ...at('torture', 'Torture', 'battlefield'), attachedTo: 'giant' },
];

describe('Torture', () => {
  it("costs {1}{B}: {B} alone can't pay it", () => {
    expect([
      activationRejections(objects, 'torture', 'counter', '{B}').length,
      activationRejections(objects, 'torture', 'counter', '{1}{B}'),
    ]).toEqual([1, []]);
  });
});
