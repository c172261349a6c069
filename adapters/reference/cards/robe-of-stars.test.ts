import { describe, expect, it } from 'vitest';
import { activationRejections } from '../engine/testing/activation.js';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { robeOfStars } from './robe-of-stars.js';

// "Astral Projection — {1}{W}: Equipped creature phases out." With no equipped creature it phases out nothing,
// the Robe included (702.26g: the Robe phases out only indirectly, along with its host).

const astralProjection = robeOfStars.activated!.find((a) => a.key === 'astral-projection')!;
const resolveIn = (g: ReturnType<typeof testGame>) =>
  astralProjection.resolve(g, resolvingItem(g, 'robe', { kind: 'activated', abilityKey: 'astral-projection' }));

describe('Robe of Stars', () => {
  it('phases out the equipped creature directly and the Robe indirectly', () => {
    const g = testGame([
      { ...at('robe', 'Robe of Stars', 'battlefield'), attachedTo: 'bears' },
      at('bears', 'Grizzly Bears', 'battlefield'),
    ]);
    resolveIn(g);
    expect(['bears', 'robe'].map((id) => g.objects.get(id)!.phased?.how)).toEqual(['directly', 'indirectly']);
  });

  it('phases out nothing while it equips no creature', () => {
    const g = testGame([at('robe', 'Robe of Stars', 'battlefield'), at('bears', 'Grizzly Bears', 'battlefield')]);
    resolveIn(g);
    expect(['bears', 'robe'].map((id) => g.objects.get(id)!.phased)).toEqual([null, null]);
  });
});

describe('Robe of Stars destroyed in response', () => {
  // 113.7a, 608.2h: the ability reads the Robe as it last existed on the battlefield, equipping the Bears.
  it('still phases out the creature it equipped', () => {
    const game = played(
      [
        { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
        { id: 'robe', card: 'Robe of Stars', owner: 'A', zone: 'battlefield', attachedTo: 'bears' },
      ],
      { A: '{1}{W}' },
      [
        { do: 'activate', player: 'A', source: 'robe', ability: 'astral-projection' },
        { do: 'destroy', objects: ['robe'] },
        { do: 'resolve' },
      ],
    );
    expect(game.statuses).toEqual(['ok', 'ok', 'ok']);
    expect([game.object('end', 'robe').zone, game.object('end', 'bears').phased]).toEqual([
      'graveyard',
      { how: 'directly', under: 'A' },
    ]);
  });
});

describe("Robe of Stars's costs", () => {
  // Astral Projection costs {1}{W} and Equip costs {1}: each is refused without its mana and allowed with it.
  const objects = [at('robe', 'Robe of Stars', 'battlefield'), at('bears', 'Grizzly Bears', 'battlefield')];
  const rejected = (ability: string, mana: string, targets: string[] = []) =>
    activationRejections(objects, 'robe', ability, mana, targets).length;
  it('asks {1}{W} for Astral Projection and {1} to equip', () => {
    expect([
      rejected('astral-projection', '{W}'),
      rejected('astral-projection', '{1}{W}'),
      rejected('equip', '', ['bears']),
      rejected('equip', '{1}', ['bears']),
    ]).toEqual([1, 0, 1, 0]);
  });
});
