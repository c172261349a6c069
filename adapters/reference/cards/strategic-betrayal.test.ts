import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { strategicBetrayal } from './strategic-betrayal.js';

// "Target opponent exiles a creature they control and their graveyard." The opponent's choice is a creature they
// control; naming another player's creature is refused, and the refusal names the card (as its check before
// resolution does), so a fixture's author sees which spell's choice was wrong.

describe('Strategic Betrayal', () => {
  const board = () =>
    testGame([
      at('betrayal', 'Strategic Betrayal', 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
      at('forest', 'Forest', 'graveyard', 'B'),
    ]);
  const resolveChoosing = (g: ReturnType<typeof board>, exile: string) =>
    strategicBetrayal.spell!.resolve(g, resolvingItem(g, 'betrayal', { targets: ['B'], choices: { exile } }));

  it("exiles the creature the opponent chooses and the opponent's graveyard", () => {
    const g = board();
    resolveChoosing(g, 'giant');
    expect(['giant', 'forest', 'bears'].map((id) => g.objects.get(id)!.zone)).toEqual([
      'exile',
      'exile',
      'battlefield',
    ]);
  });

  it("refuses, naming itself, a creature the opponent doesn't control", () => {
    const g = board();
    expect(() => resolveChoosing(g, 'bears')).toThrow(IllegalAction);
    expect(() => resolveChoosing(g, 'bears')).toThrow(/^Strategic Betrayal: bears is not a creature B controls/);
  });

  it('refuses the same choice, naming itself, before it begins to resolve', () => {
    const g = board();
    const item = resolvingItem(g, 'betrayal', { targets: ['B'], choices: { exile: 'bears' } });
    const check = () => strategicBetrayal.checkResolutionChoices!(g, g.objects.get('betrayal')!, item.choices, item);
    expect(check).toThrow(/^Strategic Betrayal: bears is not a creature B controls/);
  });
});

describe("Strategic Betrayal's target", () => {
  // "Target opponent": a player who is an opponent of its caster, never the caster nor a permanent.
  const castTargeting = (target: string) =>
    played([at('betrayal', 'Strategic Betrayal', 'hand'), at('giant', 'Hill Giant', 'battlefield', 'B')], undefined, [
      { do: 'addMana', player: 'A', mana: '{1}{B}' },
      { do: 'cast', player: 'A', object: 'betrayal', targets: [target], choices: { exile: 'giant' } },
    ]).reasons[1];

  it('is an opponent of its caster', () => {
    expect(castTargeting('B')).toBeUndefined();
  });

  it("can't be its caster, and the refusal says what it must be", () => {
    expect(castTargeting('A')).toContain('A is not an opponent, but the target must be target opponent');
  });

  it("can't be a permanent", () => {
    expect(castTargeting('giant')).toContain('giant is not a player');
  });
});
