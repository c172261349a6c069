import { describe, expect, it } from 'vitest';
import { activate } from '../engine/casting.js';
import { IllegalAction } from '../engine/errors.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { liquimetalCoating } from './liquimetal-coating.js';

// "{T}: Target permanent becomes an artifact in addition to its other types until end of turn."

const ability = liquimetalCoating.activated!.find((a) => a.key === 'becomes-artifact')!;
const types = (g: ReturnType<typeof testGame>, id: string) => [...g.characteristics(g.objects.get(id)!).types].sort();

describe('Liquimetal Coating', () => {
  it('makes its target an artifact in addition to its other types, until end of turn', () => {
    const g = testGame([at('coating', 'Liquimetal Coating', 'battlefield'), at('jace', 'Jace Beleren', 'battlefield')]);
    ability.resolve(
      g,
      resolvingItem(g, 'coating', { kind: 'activated', abilityKey: 'becomes-artifact', targets: ['jace'] }),
    );
    expect(types(g, 'jace')).toEqual(['Artifact', 'Planeswalker']);
    expect(g.effects.map((e) => e.duration.kind)).toEqual(['endOfTurn']);
  });

  it('is a type March of the Machines sees: the planeswalker becomes a creature with power and toughness its mana value', () => {
    const g = testGame([
      at('coating', 'Liquimetal Coating', 'battlefield'),
      at('jace', 'Jace Beleren', 'battlefield'),
      at('march', 'March of the Machines', 'battlefield'),
    ]);
    ability.resolve(
      g,
      resolvingItem(g, 'coating', { kind: 'activated', abilityKey: 'becomes-artifact', targets: ['jace'] }),
    );
    const ch = g.characteristics(g.objects.get('jace')!);
    expect([[...ch.types].sort(), ch.power, ch.toughness]).toEqual([['Artifact', 'Creature', 'Planeswalker'], 3, 3]);
  });

  it('taps as its cost, so it can be activated once until it untaps', () => {
    const g = testGame([at('coating', 'Liquimetal Coating', 'battlefield'), at('jace', 'Jace Beleren', 'battlefield')]);
    activate(g, 'A', 'coating', 'becomes-artifact', ['jace'], 0, {});
    expect(g.objects.get('coating')!.tapped).toBe(true);
    expect(() => activate(g, 'A', 'coating', 'becomes-artifact', ['jace'], 0, {})).toThrow(IllegalAction);
  });

  it('changes nothing when its target has phased out (702.26b, 608.2b)', () => {
    const g = testGame([
      at('coating', 'Liquimetal Coating', 'battlefield'),
      { ...at('bears', 'Grizzly Bears', 'battlefield'), phased: { how: 'directly', under: 'A' } },
    ]);
    ability.resolve(
      g,
      resolvingItem(g, 'coating', { kind: 'activated', abilityKey: 'becomes-artifact', targets: ['bears'] }),
    );
    expect(g.effects).toEqual([]);
  });
});
