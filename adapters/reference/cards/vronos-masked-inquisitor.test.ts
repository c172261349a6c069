import { describe, expect, it } from 'vitest';
import { blockRefusal } from '../engine/block-requirements.js';
import { activate } from '../engine/casting.js';
import { IllegalAction } from '../engine/errors.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { vronosMaskedInquisitor } from './vronos-masked-inquisitor.js';

// "[+1]: Up to two other target planeswalkers you control phase out at the beginning of the next end step."
// "[−2]: For each opponent, return up to one target nonland permanent that player controls to its owner's hand."
// "[−7]: Target artifact you control becomes a 9/9 Construct artifact creature and gains vigilance,
// indestructible, and 'This creature can't be blocked.'"

const ability = (key: string) => vronosMaskedInquisitor.activated!.find((a) => a.key === key)!;
const delayedPlusOne = vronosMaskedInquisitor.triggers!.find((t) => t.key === 'plus-1')!;

describe("Vronos's +1", () => {
  const objects = [
    at('vronos', 'Vronos, Masked Inquisitor', 'battlefield'),
    at('jace', 'Jace Beleren', 'battlefield'),
    at('teferi', 'Teferi, Master of Time', 'battlefield'),
  ];

  it('remembers the other planeswalkers it targets, never Vronos itself', () => {
    const g = testGame(objects);
    const item = resolvingItem(g, 'vronos', { kind: 'activated', abilityKey: 'plus-1', targets: ['jace', 'vronos'] });
    ability('plus-1').resolve(g, item);
    expect(
      g.delayed.map((d) => (d.data as { planeswalkers: { id: string }[] }).planeswalkers.map((r) => r.id)),
    ).toEqual([['jace']]);
  });

  it('phases out, as the delayed trigger resolves, only the remembered planeswalkers that are still the same objects', () => {
    const g = testGame(objects);
    const teferi = g.objects.get('teferi')!;
    const item = resolvingItem(g, 'vronos', { kind: 'activated', abilityKey: 'plus-1', targets: ['jace', 'teferi'] });
    ability('plus-1').resolve(g, item);
    const trigger = {
      ...resolvingItem(g, 'vronos', { kind: 'triggered', abilityKey: 'plus-1' }),
      triggerData: g.delayed[0]!.data,
    };
    // Teferi leaves and comes back: a new object the trigger doesn't remember (400.7).
    g.moveTo(teferi, 'hand');
    g.enterBattlefield(teferi, 'A');
    delayedPlusOne.resolve(g, trigger);
    expect([g.isPhasedOut('jace'), g.isPhasedOut('teferi'), teferi.zone]).toEqual([true, false, 'battlefield']);
  });
});

describe("Vronos's −2", () => {
  it("targets, for the one opponent, a nonland permanent that player controls, not A's own or a land", () => {
    const g = testGame([
      at('vronos', 'Vronos, Masked Inquisitor', 'battlefield'),
      at('mine', 'Grizzly Bears', 'battlefield'),
      at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
      at('forest', 'Forest', 'battlefield', 'B'),
    ]);
    const [first, second] = ability('minus-2').targets!;
    const fits = (spec: typeof first, id: string) => spec!.filter!(g, g.objects.get(id)!, 'A');
    expect(['mine', 'theirs', 'forest'].map((id) => fits(first, id))).toEqual([false, true, false]);
    expect(fits(second, 'theirs')).toBe(false);
  });
});

describe("Vronos's −7", () => {
  it("makes the artifact a 9/9 Construct artifact creature with vigilance and indestructible that can't be blocked", () => {
    const g = testGame([
      at('vronos', 'Vronos, Masked Inquisitor', 'battlefield'),
      at('splitter', 'Bonesplitter', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
    ]);
    const item = resolvingItem(g, 'vronos', { kind: 'activated', abilityKey: 'minus-7', targets: ['splitter'] });
    ability('minus-7').resolve(g, item);
    const splitter = g.objects.get('splitter')!;
    const ch = g.characteristics(splitter);
    expect([ch.power, ch.toughness, [...ch.types].sort(), ch.subtypes.has('Construct')]).toEqual([
      9,
      9,
      ['Artifact', 'Creature'],
      true,
    ]);
    expect([g.has(splitter, 'vigilance'), g.has(splitter, 'indestructible')]).toEqual([true, true]);
    expect(blockRefusal(g, g.objects.get('giant')!, splitter)).toBe("giant can't block splitter");
  });
});

describe("the targets Vronos's +1 and −7 may name", () => {
  const g = testGame([
    at('vronos', 'Vronos, Masked Inquisitor', 'battlefield'),
    at('jace', 'Jace Beleren', 'battlefield'),
    at('their-jace', 'Jace Beleren', 'battlefield', 'B'),
    at('blade', 'Bonesplitter', 'battlefield'),
    at('their-blade', 'Bonesplitter', 'battlefield', 'B'),
    at('bears', 'Grizzly Bears', 'battlefield'),
  ]);
  const fits = (key: string, id: string) => ability(key).targets![0]!.filter!(g, g.objects.get(id)!, 'A');
  const ids = ['jace', 'their-jace', 'blade', 'their-blade', 'bears'];

  it('+1: only planeswalkers A controls', () => {
    expect(ids.map((id) => fits('plus-1', id))).toEqual([true, false, false, false, false]);
  });

  it('−7: only artifacts A controls', () => {
    expect(ids.map((id) => fits('minus-7', id))).toEqual([false, false, true, false, false]);
  });

  it('+1 with no other planeswalker still targeted sets up no delayed trigger', () => {
    const item = resolvingItem(g, 'vronos', { kind: 'activated', abilityKey: 'plus-1', targets: ['vronos'] });
    ability('plus-1').resolve(g, item);
    expect(g.delayed).toEqual([]);
  });
});

describe("Vronos's targets are permanents", () => {
  // Each ability targets permanents only (115.1): a player named as its target is refused, in the words of the
  // target it asks for.
  it.each([
    ['plus-1', 'up to two other target planeswalkers you control'],
    ['minus-2', 'up to one target nonland permanent opponent 1 (in seat order) controls'],
    ['minus-7', 'target artifact you control'],
  ])('%s refuses player B as its target', (key, wanted) => {
    const g = testGame([{ ...at('vronos', 'Vronos, Masked Inquisitor', 'battlefield'), counters: { loyalty: 7 } }]);
    expect(() => activate(g, 'A', 'vronos', key, ['B'], 0, {})).toThrow(
      new IllegalAction(
        `activating Vronos, Masked Inquisitor (${key}): B is a player, but the target must be ${wanted}`,
      ),
    );
  });
});
