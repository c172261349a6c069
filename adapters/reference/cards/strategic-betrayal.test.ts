import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import { at, testGame } from '../engine/testing/game.js';
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
});
