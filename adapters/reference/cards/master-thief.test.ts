import { describe, expect, it } from 'vitest';
import { chooseTargets, hasAnyLegalTarget } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { masterThief } from './master-thief.js';

// "When this creature enters, gain control of target artifact for as long as you control this creature.":
// only the Thief's own entering triggers it (603.2), not another permanent's nor another event of its own. Its
// target is an artifact on the battlefield, never a player; with none there the trigger has no legal target and
// is removed from the stack (603.3d).

const g = testGame([
  at('thief', 'Master Thief', 'battlefield'),
  at('dread', 'Phyrexian Dreadnought', 'battlefield', 'B'),
  at('bears', 'Grizzly Bears', 'battlefield', 'B'),
]);
const [thief, dread] = ['thief', 'dread'].map((id) => g.objects.get(id)!);
const etb = masterThief.triggers![0]!;

describe('Master Thief', () => {
  it('triggers on its own entering, not on another permanent entering nor on its becoming tapped', () => {
    expect([
      etb.matches(g, thief!, { type: 'enters', obj: thief! }),
      etb.matches(g, thief!, { type: 'enters', obj: dread! }),
      etb.matches(g, thief!, { type: 'tapped', obj: thief! }),
    ]).toEqual([true, false, false]);
  });

  it('targets an artifact, refusing a player and a creature that is not an artifact, saying what it must be', () => {
    const specs = etb.targets!;
    expect(chooseTargets(g, specs, ['dread'], 'A', 'Master Thief')).toEqual([{ object: g.ref(dread!) }]);
    expect(() => chooseTargets(g, specs, ['B'], 'A', 'Master Thief')).toThrow(
      'Master Thief: B is a player, but the target must be target artifact',
    );
    expect(() => chooseTargets(g, specs, ['bears'], 'A', 'Master Thief')).toThrow('bears is not target artifact');
  });

  it('has no legal target when no artifact is on the battlefield, players notwithstanding', () => {
    const noArtifact = testGame([
      at('thief', 'Master Thief', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
    ]);
    expect([hasAnyLegalTarget(g, etb.targets!, 'A'), hasAnyLegalTarget(noArtifact, etb.targets!, 'A')]).toEqual([
      true,
      false,
    ]);
  });
});
