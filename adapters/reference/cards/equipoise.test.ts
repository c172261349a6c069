import { describe, expect, it } from 'vitest';
import type { Choices } from '../engine/types.js';
import { leaveGame } from '../engine/leave-game.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { equipoise } from './equipoise.js';

// "For each land target player controls in excess of the number you control, choose a land that player
// controls, then the chosen permanents phase out. Repeat this process for artifacts and creatures.": B
// controls three Forests to A's one, so A chooses exactly two of B's lands, two different ones; a land B
// doesn't control is no choice, nor a count other than the excess.

const setup = () =>
  testGame([
    at('equipoise', 'Equipoise', 'battlefield'),
    at('my-forest', 'Forest', 'battlefield'),
    at('f1', 'Forest', 'battlefield', 'B'),
    at('f2', 'Forest', 'battlefield', 'B'),
    at('f3', 'Forest', 'battlefield', 'B'),
  ]);
const resolve = (g: ReturnType<typeof setup>, lands: string[]) => {
  const choices: Choices = { lands, artifacts: [], creatures: [] };
  equipoise.triggers![0]!.resolve(
    g,
    resolvingItem(g, 'equipoise', { kind: 'triggered', abilityKey: 'upkeep', targets: ['B'], choices }),
  );
};
const phasedOut = (g: ReturnType<typeof setup>) => ['my-forest', 'f1', 'f2', 'f3'].filter((id) => g.isPhasedOut(id));

describe('Equipoise', () => {
  it("phases out the two of B's lands A chose, its excess, and no other", () => {
    const g = setup();
    resolve(g, ['f1', 'f3']);
    expect(phasedOut(g)).toEqual(['f1', 'f3']);
  });

  it.each([
    ['fewer lands than the excess', ['f1'], '[f1]'],
    ['more lands than the excess', ['f1', 'f2', 'f3'], '[f1, f2, f3]'],
    ["a land of A's own", ['f1', 'my-forest'], '[f1, my-forest]'],
    ['the same land twice', ['f1', 'f1'], '[f1, f1]'],
  ])('refuses %s, phasing nothing out', (_what, lands, shown) => {
    const g = setup();
    expect(() => resolve(g, lands)).toThrow(
      `Equipoise: the lands pass needs 2 distinct land(s) controlled by B; the fixture chose ${shown}`,
    );
    expect(phasedOut(g)).toEqual([]);
  });

  it('takes a pass given no choice as choosing nothing, which is right when there is no excess', () => {
    const g = setup();
    equipoise.triggers![0]!.resolve(
      g,
      resolvingItem(g, 'equipoise', {
        kind: 'triggered',
        abilityKey: 'upkeep',
        targets: ['B'],
        choices: { lands: ['f2', 'f3'] },
      }),
    );
    expect(phasedOut(g)).toEqual(['f2', 'f3']);
  });

  it('does nothing when its target player has left the game (608.2b)', () => {
    const g = setup();
    leaveGame(g, 'B');
    expect(() => resolve(g, [])).not.toThrow();
    expect(g.isPhasedOut('my-forest')).toBe(false);
  });
});
