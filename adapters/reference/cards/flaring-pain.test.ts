import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { claimsCard } from './claims.js';
import { flaringPain } from './flaring-pain.js';

// "Damage can't be prevented this turn.": a "this turn" effect ends in the cleanup step (514.2), so damage
// can be prevented again from the next turn on. The corpus's Flaring Pain fixtures look within one turn only,
// and run only while the engine claims the card, which takes its flashback keyword as implemented: a module
// that stopped declaring it would leave those fixtures skipped, not failed.

describe('Flaring Pain', () => {
  it('makes damage unpreventable for this turn only', () => {
    const g = testGame([at('pain', 'Flaring Pain', 'hand')]);
    const before = g.damageCantBePrevented();
    flaringPain.spell!.resolve(g, resolvingItem(g, 'pain'));
    const thisTurn = g.damageCantBePrevented();
    endEffectsAt(g, 'cleanup');
    expect([before, thisTurn, g.damageCantBePrevented()]).toEqual([false, true, false]);
  });

  it('is claimed whole, its spell and its flashback', () => {
    const g = testGame([at('pain', 'Flaring Pain', 'hand')]);
    expect(claimsCard(g.objects.get('pain')!.card, flaringPain)).toBe(true);
  });
});
