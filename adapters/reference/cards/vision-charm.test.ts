import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import { IllegalAction, Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { chooseTargets } from '../engine/targets.js';
import type { Choices } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { visionCharm } from './vision-charm.js';

// Mode 2: "Choose a land type and a basic land type. Each land of the first chosen type becomes the second
// chosen type until end of turn." Every land of that type (a Forest of either player) changes, a land of
// another type doesn't, and the change ends in the cleanup step (514.2).

function afterMode2(choices: Choices): Game {
  const g = testGame([
    at('charm', 'Vision Charm', 'hand'),
    at('my-forest', 'Forest', 'battlefield'),
    at('their-forest', 'Forest', 'battlefield', 'B'),
    at('island', 'Island', 'battlefield'),
  ]);
  visionCharm.spell!.resolve(g, resolvingItem(g, 'charm', { choices: { mode: 2, ...choices } }));
  return g;
}

const landTypes = (g: Game, id: string) => [...g.characteristics(g.objects.get(id)!).subtypes];

describe('Vision Charm, mode 2', () => {
  it('makes each land of the first type the second type, and no other land', () => {
    const g = afterMode2({ landType: 'Forest', basicLandType: 'Swamp' });
    expect([landTypes(g, 'my-forest'), landTypes(g, 'their-forest'), landTypes(g, 'island')]).toEqual([
      ['Swamp'],
      ['Swamp'],
      ['Island'],
    ]);
  });

  it('ends its change in the cleanup step', () => {
    const g = afterMode2({ landType: 'Forest', basicLandType: 'Swamp' });
    endEffectsAt(g, 'cleanup');
    expect(landTypes(g, 'my-forest')).toEqual(['Forest']);
  });

  it.each([
    ['no first type', { basicLandType: 'Swamp' }],
    ['a first type that is no land type', { landType: 'Goblin', basicLandType: 'Swamp' }],
    ['no second type', { landType: 'Forest' }],
    ['a second type that is no basic land type', { landType: 'Forest', basicLandType: 'Gate' }],
  ])('is refused with %s', (_case, choices: Choices) => {
    expect(() => afterMode2(choices)).toThrow(
      new Unsupported('Vision Charm mode 2 needs landType (a land type) and basicLandType (a basic land type)'),
    );
  });
});

// Each mode's targets (601.2c): mode 1 "target player", mode 2 none, mode 3 "target artifact" (a permanent).
describe("Vision Charm's targets", () => {
  const g = testGame([at('skiff', 'Sky Skiff', 'battlefield', 'B'), at('bears', 'Grizzly Bears', 'battlefield', 'B')]);
  const choose = (mode: number, names: string[]) =>
    chooseTargets(g, visionCharm.spell!.targetsFor!({ mode }), names, 'A', 'Vision Charm');

  it('mode 1 targets a player, mode 2 nothing', () => {
    expect(choose(1, ['B'])).toEqual([{ player: 'B' }]);
    expect(visionCharm.spell!.targetsFor!({ mode: 2 })).toEqual([]);
  });

  it('mode 3 targets an artifact: not a player, not a creature', () => {
    expect(choose(3, ['skiff'])).toEqual([{ object: g.ref(g.objects.get('skiff')!) }]);
    expect(() => choose(3, ['B'])).toThrow(
      new IllegalAction('Vision Charm: B is a player, but the target must be target artifact'),
    );
    expect(() => choose(3, ['bears'])).toThrow(new IllegalAction('Vision Charm: bears is not target artifact'));
  });
});

// Mode 1: "Target player mills four cards." B's library (twenty unnamed cards, testGame's default) loses its top
// four to B's graveyard; A's library is untouched. Without a mode the spell is refused: "Choose one" (700.2a).
describe('Vision Charm, mode 1 and no mode', () => {
  it('makes the target player mill four cards', () => {
    const g = testGame([at('charm', 'Vision Charm', 'hand')]);
    visionCharm.spell!.resolve(g, resolvingItem(g, 'charm', { targets: ['B'], choices: { mode: 1 } }));
    const piles = (id: string) => [g.player(id).libraryCount, g.player(id).anonymousGraveyard];
    expect([piles('A'), piles('B')]).toEqual([
      [20, 0],
      [16, 4],
    ]);
  });

  it('is refused without a mode', () => {
    const g = testGame([at('charm', 'Vision Charm', 'hand')]);
    expect(() => visionCharm.spell!.resolve(g, resolvingItem(g, 'charm'))).toThrow(
      new Unsupported('Vision Charm needs a mode (1-3)'),
    );
  });
});
