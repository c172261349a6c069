import { describe, expect, it } from 'vitest';
import { spellCast, turnEnds } from '../engine/day-night.js';
import type { Game } from '../engine/game-interface.js';
import { phaseOut } from '../engine/phasing.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { villagersOfEstwald } from './villagers-of-estwald.js';

// Villagers of Estwald (2/3): "At the beginning of each upkeep, if no spells were cast last turn, transform
// Villagers of Estwald." Howlpack of Estwald, its back face (green Werewolf 4/6): "At the beginning of each upkeep,
// if a player cast two or more spells last turn, transform Howlpack of Estwald."

const NAME = 'Villagers of Estwald // Howlpack of Estwald';
const ability = (key: string) => villagersOfEstwald.triggers!.find((t) => t.key === key)!;
const upkeepOf = (active: string) => ({ type: 'stepBegins', step: 'upkeep', active }) as const;

/** A game with A's Villagers in which turn 3 (A's) ends after A and B cast the given numbers of spells. */
function afterTurnWith(spells: { A?: number; B?: number }): Game {
  const g = testGame([at('villagers', NAME, 'battlefield')]);
  for (const [player, n] of Object.entries(spells)) for (let i = 0; i < n; i++) spellCast(g, player);
  turnEnds(g, 'A');
  return g;
}

/** Which of the two abilities trigger as B's upkeep begins. */
function triggering(g: Game): string[] {
  const self = g.objects.get('villagers')!;
  return ['no-spells', 'two-spells'].filter((key) => ability(key).matches(g, self, upkeepOf('B')));
}

describe('Villagers of Estwald // Howlpack of Estwald', () => {
  it('front face up, triggers at any upkeep after a turn in which no player cast a spell, not after one or two', () => {
    expect(triggering(afterTurnWith({}))).toEqual(['no-spells']);
    // An opponent's spell counts: "no spells were cast", by anyone.
    expect(triggering(afterTurnWith({ B: 1 }))).toEqual([]);
    // Front face up it has only its front face's ability (712.8d): two spells transform only the Howlpack.
    expect(triggering(afterTurnWith({ B: 2 }))).toEqual([]);
  });

  it('back face up, triggers after a turn in which one player cast two spells, whatever the others cast, not one spell each', () => {
    const twoByB = afterTurnWith({ B: 2 });
    twoByB.objects.get('villagers')!.transformed = true;
    expect(triggering(twoByB)).toEqual(['two-spells']);
    const oneEach = afterTurnWith({ A: 1, B: 1 });
    oneEach.objects.get('villagers')!.transformed = true;
    expect(triggering(oneEach)).toEqual([]);
    // Another player's single spell doesn't stop it: one player cast two.
    const twoAndOne = afterTurnWith({ A: 1, B: 2 });
    twoAndOne.objects.get('villagers')!.transformed = true;
    expect(triggering(twoAndOne)).toEqual(['two-spells']);
  });

  it("transforms as the ability resolves: Howlpack of Estwald has its back face's characteristics, a green 4/6 Werewolf", () => {
    const g = afterTurnWith({});
    const villagers = g.objects.get('villagers')!;
    ability('no-spells').resolve(g, resolvingItem(g, 'villagers', { kind: 'triggered', abilityKey: 'no-spells' }));
    const howlpack = g.characteristics(villagers);
    expect({
      transformed: villagers.transformed,
      subtypes: [...howlpack.subtypes],
      colors: [...howlpack.colors],
      pt: [howlpack.power, howlpack.toughness],
    }).toEqual({ transformed: true, subtypes: ['Werewolf'], colors: ['G'], pt: [4, 6] });
  });

  it('does nothing as it resolves if its permanent phased out (702.26b) or the "if" no longer holds (603.4)', () => {
    const phased = afterTurnWith({});
    const item = resolvingItem(phased, 'villagers', { kind: 'triggered', abilityKey: 'no-spells' });
    phaseOut(phased, [phased.objects.get('villagers')!]);
    ability('no-spells').resolve(phased, item);
    expect(phased.objects.get('villagers')!.transformed).not.toBe(true);

    const spellSince = afterTurnWith({});
    const again = resolvingItem(spellSince, 'villagers', { kind: 'triggered', abilityKey: 'no-spells' });
    spellSince.dayNight.previousTurn = { active: 'A', castBy: new Map([['A', 1]]) };
    ability('no-spells').resolve(spellSince, again);
    expect(spellSince.objects.get('villagers')!.transformed).not.toBe(true);
  });
});
