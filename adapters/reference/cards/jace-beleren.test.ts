import { describe, expect, it } from 'vitest';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { jaceBeleren } from './jace-beleren.js';

// "[+2]: Each player draws a card.", "[−1]: Target player draws a card." and "[−10]: Target player mills
// twenty cards." The −1 ability costs one loyalty, targets one player, and only that player draws.

const minusOne = jaceBeleren.activated!.find((a) => a.key === 'minus-1')!;
const setup = () => testGame([at('jace', 'Jace Beleren', 'battlefield')]);

describe('Jace Beleren', () => {
  it('has the loyalty costs +2, −1 and −10', () => {
    expect(jaceBeleren.activated!.map((a) => [a.key, a.loyalty])).toEqual([
      ['plus-2', 2],
      ['minus-1', -1],
      ['minus-10', -10],
    ]);
  });

  it('−1: targets one player, and that player draws a card', () => {
    const g = setup();
    expect(chooseTargets(g, minusOne.targets, ['B'], 'A', 'Jace Beleren')).toEqual([{ player: 'B' }]);
    minusOne.resolve(g, resolvingItem(g, 'jace', { kind: 'activated', abilityKey: 'minus-1', targets: ['B'] }));
    expect(['A', 'B'].map((p) => g.player(p).anonymousHand)).toEqual([0, 1]);
  });
});
