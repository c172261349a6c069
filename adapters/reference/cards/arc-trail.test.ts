import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { arcTrail } from './arc-trail.js';

// "Arc Trail deals 2 damage to any target and 1 damage to another target.": a target that is no longer
// legal as it resolves (608.2b), here a permanent that is no creature, planeswalker or battle (a
// creature land that stopped being a creature would be one), is dealt no damage; the legal one is.

describe('Arc Trail', () => {
  it('deals no damage to a target no longer legal, and its amount to the other', () => {
    const g = testGame([at('trail', 'Arc Trail', 'hand'), at('forest', 'Forest', 'battlefield', 'B')]);
    const lifeBefore = g.player('B').life;
    arcTrail.spell!.resolve(g, resolvingItem(g, 'trail', { targets: ['forest', 'B'] }));
    expect([g.objects.get('forest')!.damage, lifeBefore - g.player('B').life]).toEqual([0, 1]);
  });
});
