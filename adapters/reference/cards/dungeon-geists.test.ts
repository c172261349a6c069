import { describe, expect, it } from 'vitest';
import { chooseTargets, hasAnyLegalTarget } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { dungeonGeists } from './dungeon-geists.js';

// "When this creature enters, tap target creature an opponent controls.": only the Geists' own entering
// triggers it, and its target is a creature, one an opponent of the ability's controller controls: never a
// player, and with no such creature on the battlefield the trigger has no legal target (603.3d).

const g = testGame([
  at('geists', 'Dungeon Geists', 'battlefield'),
  at('mine', 'Grizzly Bears', 'battlefield'),
  at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
  at('their-land', 'Forest', 'battlefield', 'B'),
]);
const [geists, mine, theirs, theirLand] = ['geists', 'mine', 'theirs', 'their-land'].map((id) => g.objects.get(id)!);
const trigger = dungeonGeists.triggers![0]!;

describe('Dungeon Geists', () => {
  it('triggers on its own entering, not on another creature entering nor on its becoming tapped', () => {
    expect([
      trigger.matches(g, geists!, { type: 'enters', obj: geists! }),
      trigger.matches(g, geists!, { type: 'enters', obj: mine! }),
      trigger.matches(g, geists!, { type: 'tapped', obj: geists! }),
    ]).toEqual([true, false, false]);
  });

  it("targets only a creature an opponent controls: not its controller's creature, nor an opponent's land", () => {
    const filter = trigger.targets![0]!.filter!;
    expect([filter(g, theirs!, 'A'), filter(g, mine!, 'A'), filter(g, theirLand!, 'A')]).toEqual([true, false, false]);
  });

  it("refuses a player and its controller's own creature as the target, saying what the target must be", () => {
    const specs = trigger.targets!;
    expect(() => chooseTargets(g, specs, ['B'], 'A', 'Dungeon Geists')).toThrow(
      'Dungeon Geists: B is a player, but the target must be target creature an opponent controls',
    );
    expect(() => chooseTargets(g, specs, ['mine'], 'A', 'Dungeon Geists')).toThrow(
      'Dungeon Geists: mine is not target creature an opponent controls',
    );
  });

  it('has a legal target only while an opponent controls a creature', () => {
    const alone = testGame([
      at('geists', 'Dungeon Geists', 'battlefield'),
      at('their-land', 'Forest', 'battlefield', 'B'),
    ]);
    const specs = trigger.targets!;
    expect([hasAnyLegalTarget(g, specs, 'A'), hasAnyLegalTarget(alone, specs, 'A')]).toEqual([true, false]);
  });
});
