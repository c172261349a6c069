import { describe, expect, it } from 'vitest';
import { dropLapsedCombatRoles } from './combat-roles.js';
import { at, testGame } from './testing/game.js';
import { ATTACKING_NOTHING } from './types.js';
import type { FaultId } from '../faults.js';

// 506.4 and 506.4d, with the combat state set by hand: each role a permanent has in combat needs a type (an
// attacking or blocking creature a creature; a permanent being attacked a planeswalker or battle), and a permanent
// keeps the roles it still has the types for. Grizzly Bears and Hill Giant are creatures, Bonesplitter is a
// noncreature artifact, Jace Beleren a planeswalker.

const game = (fault?: FaultId) =>
  testGame(
    [
      at('giant', 'Hill Giant', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      at('splitter', 'Bonesplitter', 'battlefield', 'B'),
      at('jace', 'Jace Beleren', 'battlefield', 'B'),
    ],
    fault ? { fault } : {},
  );
const obj = (g: ReturnType<typeof game>, id: string) => g.objects.get(id)!;

describe('dropLapsedCombatRoles (506.4)', () => {
  it('removes an attacking or blocking permanent that is not a creature, and leaves the creatures alone', () => {
    const g = game();
    obj(g, 'giant').combat = { attacking: 'B', blocked: true };
    obj(g, 'splitter').combat = { blocking: ['giant'] };
    obj(g, 'bears').combat = { blocking: ['giant'] };
    dropLapsedCombatRoles(g);
    expect([obj(g, 'splitter').combat, obj(g, 'bears').combat, obj(g, 'giant').combat]).toEqual([
      null,
      { blocking: ['giant'] },
      { attacking: 'B', blocked: true },
    ]);
  });

  it('keeps a planeswalker being attacked, and ends the attack on a permanent that is neither planeswalker nor battle', () => {
    const g = game();
    obj(g, 'giant').combat = { attacking: 'jace' };
    dropLapsedCombatRoles(g);
    expect(obj(g, 'giant').combat).toEqual({ attacking: 'jace' });
    obj(g, 'giant').combat = { attacking: 'splitter' };
    dropLapsedCombatRoles(g);
    expect(obj(g, 'giant').combat).toEqual({ attacking: ATTACKING_NOTHING }); // 506.4c: still attacking
  });

  it('keeps a battle being attacked', () => {
    const g = testGame([
      at('giant', 'Hill Giant', 'battlefield'),
      at('invasion', 'Invasion of Dominaria // Serra Faithkeeper', 'battlefield', 'B'),
    ]);
    obj(g, 'giant').combat = { attacking: 'invasion' };
    dropLapsedCombatRoles(g);
    expect(obj(g, 'giant').combat).toEqual({ attacking: 'invasion' });
  });

  it('keeps a blocking creature blocking when the attack on it ends (506.4d)', () => {
    const g = game();
    obj(g, 'giant').combat = { attacking: 'bears', blocked: true };
    obj(g, 'bears').combat = { blocking: ['giant'] };
    dropLapsedCombatRoles(g);
    expect([obj(g, 'bears').combat, obj(g, 'giant').combat]).toEqual([
      { blocking: ['giant'] },
      { attacking: ATTACKING_NOTHING, blocked: true },
    ]);
  });

  it('keeps a planeswalker being attacked that stopped being a blocking creature attacked (506.4d)', () => {
    const g = game();
    obj(g, 'giant').combat = { attacking: 'jace', blocked: true };
    obj(g, 'jace').combat = { blocking: ['giant'] };
    dropLapsedCombatRoles(g);
    expect([obj(g, 'jace').combat, obj(g, 'giant').combat]).toEqual([null, { attacking: 'jace', blocked: true }]);
  });

  it('removes a permanent that lost the types of both its roles altogether', () => {
    const g = game();
    obj(g, 'giant').combat = { attacking: 'splitter', blocked: true };
    obj(g, 'splitter').combat = { blocking: ['giant'] };
    dropLapsedCombatRoles(g);
    expect([obj(g, 'splitter').combat, obj(g, 'giant').combat]).toEqual([
      null,
      { attacking: ATTACKING_NOTHING, blocked: true },
    ]);
  });

  it('with the fault blocking-planeswalker-leaves-combat-whole, the attack on such a planeswalker ends too', () => {
    const g = game('blocking-planeswalker-leaves-combat-whole');
    obj(g, 'giant').combat = { attacking: 'jace', blocked: true };
    obj(g, 'jace').combat = { blocking: ['giant'] };
    dropLapsedCombatRoles(g);
    expect([obj(g, 'jace').combat, obj(g, 'giant').combat]).toEqual([
      null,
      { attacking: ATTACKING_NOTHING, blocked: true },
    ]);
  });

  // A removal is a removal from combat like any other (506.4), through the seam faults plug into there.
  it('removes a noncreature blocker as every removal does: under unblocked-when-blockers-leave its attacker is unblocked', () => {
    const g = game('unblocked-when-blockers-leave');
    obj(g, 'giant').combat = { attacking: 'B', blocked: true };
    obj(g, 'splitter').combat = { blocking: ['giant'] };
    dropLapsedCombatRoles(g);
    expect(obj(g, 'giant').combat).toEqual({ attacking: 'B', blocked: false });
  });

  it('ends an attack on a permanent no longer attackable as every removal does: under attackers-leave-with-planeswalker its attackers leave', () => {
    const g = game('attackers-leave-with-planeswalker');
    obj(g, 'giant').combat = { attacking: 'splitter' };
    dropLapsedCombatRoles(g);
    expect(obj(g, 'giant').combat).toBeNull();
  });

  it('with the fault noncreature-stays-in-combat, a noncreature blocker keeps blocking', () => {
    const g = game('noncreature-stays-in-combat');
    obj(g, 'giant').combat = { attacking: 'B', blocked: true };
    obj(g, 'splitter').combat = { blocking: ['giant'] };
    dropLapsedCombatRoles(g);
    expect(obj(g, 'splitter').combat).toEqual({ blocking: ['giant'] });
  });
});
