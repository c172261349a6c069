import { describe, expect, it } from 'vitest';
import { testGame } from './testing/game.js';
import type { Setup } from '../../../harness/generated/fixture.js';
import type { Game } from './game.js';
import { dealDamage, gainLife, loseLife } from './life.js';
import { checkStateBasedActions } from './sba.js';

// Damage (120) and life totals (119) below the level of fixtures: amounts of none or less, and damage
// prevention to a player (615) with and without "damage can't be prevented" (Flaring Pain).

const game = (objects: Setup['objects']): Game => testGame(objects);
const bear = { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' } as const;

describe('damage of no amount (120.3)', () => {
  it('is not dealt: nothing remembers having dealt it', () => {
    const g = game([bear]);
    const source = g.permanentById('bear')!;
    expect(dealDamage(g, { player: 'B' }, 0, source)).toBe(0);
    expect(source.memory['damagedPlayers']).toBeUndefined();
    expect(dealDamage(g, { player: 'B' }, 2, source)).toBe(2);
    expect([g.player('B').life, source.memory['damagedPlayers']]).toEqual([18, ['B']]);
  });
});

describe('losing and gaining life (119.3)', () => {
  it('changes nothing for a negative amount', () => {
    const g = game([]);
    loseLife(g, g.player('A'), -2);
    gainLife(g, g.player('B'), -2);
    expect([g.player('A').life, g.player('B').life]).toEqual([20, 20]);
  });
});

describe('0 or less life once the game is over (704.5a, 104.2a)', () => {
  it('makes the last player left lose nothing: the game ended when the other lost', () => {
    const g = game([]);
    const [a, b] = [g.player('A'), g.player('B')];
    loseLife(g, a, 20);
    checkStateBasedActions(g);
    expect([a.inGame, b.inGame]).toEqual([false, true]);
    loseLife(g, b, 20);
    checkStateBasedActions(g);
    expect(b.inGame).toBe(true);
  });
});

describe('damage to a player prevented by a static ability (615, Glacial Chasm)', () => {
  const chasm = { id: 'chasm', card: 'Glacial Chasm', owner: 'A', zone: 'battlefield' } as const;

  it("prevents damage to its controller only, unless damage can't be prevented (Flaring Pain)", () => {
    const g = game([chasm]);
    expect(g.damageToPlayerPrevented('A')).toBe(true);
    expect(g.damageToPlayerPrevented('B')).toBe(false);
    g.addEffect({
      controller: 'B',
      affected: [],
      duration: { kind: 'endOfTurn' },
      change: { kind: 'damageCantBePrevented' },
    });
    expect(g.damageToPlayerPrevented('A')).toBe(false);
  });
});

describe('damage from a deathtouch source (704.5h)', () => {
  it('destroys only at the next check of state-based actions: a creature that survived it stays', () => {
    // 702.2b: a creature "that's been dealt damage by a source with deathtouch since the last time
    // state-based actions were checked is destroyed". Darksteel Myr survives that check (indestructible);
    // losing indestructible afterwards must not let the old damage destroy it at a later check.
    const g = game([
      { id: 'slime', card: 'Acidic Slime', owner: 'B', zone: 'battlefield' },
      { id: 'myr', card: 'Darksteel Myr', owner: 'A', zone: 'battlefield' },
    ]);
    const myr = g.permanentById('myr')!;
    dealDamage(g, { object: myr }, 1, g.permanentById('slime'));
    checkStateBasedActions(g);
    expect(myr.zone).toBe('battlefield');
    myr.damage = 0; // as in the cleanup step (514.2), so that only the deathtouch could destroy it
    const duration = { kind: 'untilEndOfTurn', player: 'A', turnIndex: g.turnIndex } as const;
    g.addEffect({
      controller: 'A',
      affected: [g.ref(myr)],
      duration,
      change: { kind: 'removeKeyword', keyword: 'indestructible' },
    });
    checkStateBasedActions(g);
    expect(myr.zone).toBe('battlefield');
  });
});

describe('protection from a quality (702.16e)', () => {
  // 702.16e: "Any damage that would be dealt by sources that have the stated quality to a permanent or
  // player with protection is prevented." Old Fogey has protection from Homarids; Grizzly Bears equipped
  // with Amorphous Axe ("is every creature type") are a Homarid. Flaring Pain: "Damage can't be prevented
  // this turn." (615.12), so while it lasts protection prevents nothing.
  function fogeyDealtFiveByAHomarid(cantBePrevented: boolean): { dealt: number; damage: number } {
    const g = game([
      { id: 'fogey', card: 'Old Fogey', owner: 'A', zone: 'battlefield', counters: { fade: 3 } },
      { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
      { id: 'axe', card: 'Amorphous Axe', owner: 'B', zone: 'battlefield', attachedTo: 'bear' },
    ]);
    if (cantBePrevented)
      g.addEffect({
        controller: 'B',
        affected: [],
        duration: { kind: 'endOfTurn' },
        change: { kind: 'damageCantBePrevented' },
      });
    const fogey = g.permanentById('fogey')!;
    const dealt = dealDamage(g, { object: fogey }, 5, g.permanentById('bear'));
    return { dealt, damage: fogey.damage };
  }

  it('prevents the damage a source of that quality would deal to the permanent', () => {
    expect(fogeyDealtFiveByAHomarid(false)).toEqual({ dealt: 0, damage: 0 });
  });

  it("prevents nothing while damage can't be prevented (Flaring Pain)", () => {
    expect(fogeyDealtFiveByAHomarid(true)).toEqual({ dealt: 5, damage: 5 });
  });

  it('prevents nothing from a source without the quality', () => {
    const g = game([
      { id: 'fogey', card: 'Old Fogey', owner: 'A', zone: 'battlefield', counters: { fade: 3 } },
      { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
    ]);
    const fogey = g.permanentById('fogey')!;
    expect(dealDamage(g, { object: fogey }, 2, g.permanentById('bear'))).toBe(2);
    expect(fogey.damage).toBe(2);
  });
});
