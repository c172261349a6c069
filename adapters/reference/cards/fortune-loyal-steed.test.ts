import { describe, expect, it } from 'vitest';
import type { FaultId } from '../faults.js';
import type { Game } from '../engine/game-interface.js';
import { activate } from '../engine/casting.js';
import { Unsupported } from '../engine/game.js';
import { phaseIn, phaseOut } from '../engine/phasing.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices, ObjectRef, StackItem } from '../engine/types.js';
import { fortuneLoyalSteed } from './fortune-loyal-steed.js';

// Saddle records who saddled Fortune this turn (702.171c), "attacks while saddled" asks for this turn's
// saddling (702.171b), and the delayed trigger's `saddler` choice must be one of the creatures it remembers.

const setup = (fault?: FaultId) => {
  const g = testGame(
    [
      { id: 'fortune', card: 'Fortune, Loyal Steed', owner: 'A', zone: 'battlefield' },
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
      { id: 'myr', card: 'Darksteel Myr', owner: 'A', zone: 'battlefield' },
      { id: 'elf', card: 'Elf Warrior Token', owner: 'A', zone: 'battlefield', token: true },
    ],
    fault ? { fault } : {},
  );
  const [fortune, bear, giant] = ['fortune', 'bear', 'giant'].map((id) => g.objects.get(id)!);
  return { g, fortune: fortune!, bear: bear!, giant: giant! };
};
const saddle = fortuneLoyalSteed.activated!.find((a) => a.key === 'saddle')!;
const attacks = fortuneLoyalSteed.triggers!.find((t) => t.key === 'trigger-attacks')!;
const endOfCombat = fortuneLoyalSteed.triggers!.find((t) => t.key === 'end-of-combat')!;
const enters = fortuneLoyalSteed.triggers!.find((t) => t.key === 'etb')!;

/** Pays Saddle 1 with these creatures (ids) and resolves the ability. */
function saddleWith(g: Game, ids: string[]): void {
  const fortune = g.objects.get('fortune')!;
  saddle.payCost!(g, fortune, { saddle: ids });
  saddle.resolve(g, { sourceRef: g.ref(fortune) } as StackItem);
}

const attackMatch = (g: Game) => {
  const fortune = g.objects.get('fortune')!;
  return attacks.matches(g, fortune, { type: 'attacks', obj: fortune });
};

/** The delayed end-of-combat trigger as it resolves, remembering Fortune and these saddlers (ids). */
function endOfCombatItem(g: Game, saddlers: string[], choices: Choices = {}): StackItem {
  const ref = (id: string): ObjectRef => g.ref(g.objects.get(id)!);
  const item = resolvingItem(g, 'fortune', { kind: 'triggered', abilityKey: 'end-of-combat', choices });
  return { ...item, triggerData: { fortune: ref('fortune'), saddlers: saddlers.map(ref) } };
}

describe('Fortune, Loyal Steed', () => {
  it('triggers on attacking only once saddled this turn, remembering the creatures that saddled it', () => {
    const { g, fortune, bear } = setup();
    const before = attacks.matches(g, fortune, { type: 'attacks', obj: fortune });
    saddle.payCost!(g, fortune, { saddle: ['bear'] });
    const paidOnly = attacks.matches(g, fortune, { type: 'attacks', obj: fortune });
    saddle.resolve(g, { sourceRef: g.ref(fortune) } as StackItem);
    expect([before, paidOnly, bear.tapped]).toEqual([false, false, true]);
    expect(attacks.matches(g, fortune, { type: 'attacks', obj: fortune })).toEqual({ saddlers: [g.ref(bear)] });
    expect(attacks.matches(g, fortune, { type: 'attacks', obj: bear })).toBe(false);
  });

  it('forgets saddling from an earlier turn', () => {
    const { g, fortune } = setup();
    saddle.payCost!(g, fortune, { saddle: ['bear'] });
    saddle.resolve(g, { sourceRef: g.ref(fortune) } as StackItem);
    g.turnIndex++;
    expect(attacks.matches(g, fortune, { type: 'attacks', obj: fortune })).toBe(false);
  });

  it('refuses a saddler choice that is not a remembered creature, and accepts one that is or none', () => {
    const { g, fortune, bear } = setup();
    const item = { triggerData: { fortune: g.ref(fortune), saddlers: [g.ref(bear)] } } as StackItem;
    const check = (saddler: unknown) => () =>
      endOfCombat.checkResolutionChoices!(g, saddler === undefined ? {} : ({ saddler } as never), item);
    expect(check('bear')).not.toThrow();
    expect(check(undefined)).not.toThrow();
    expect(check('giant')).toThrow(/not a creature that saddled it this turn/);
  });

  // 702.171c: "a creature that saddled it this turn" is any creature tapped to pay any of its saddle costs
  // that turn, and Saddle may be activated more than once a turn.
  it('remembers the creatures of every saddle activation this turn, and only this turn', () => {
    const sameTurn = setup();
    saddleWith(sameTurn.g, ['bear']);
    saddleWith(sameTurn.g, ['giant']);
    expect(attackMatch(sameTurn.g)).toEqual({
      saddlers: [sameTurn.g.ref(sameTurn.bear), sameTurn.g.ref(sameTurn.giant)],
    });
    const nextTurn = setup();
    saddleWith(nextTurn.g, ['bear']);
    nextTurn.g.turnIndex++;
    saddleWith(nextTurn.g, ['giant']);
    expect(attackMatch(nextTurn.g)).toEqual({ saddlers: [nextTurn.g.ref(nextTurn.giant)] });
  });

  // 702.171a: "Tap any number of other untapped creatures you control with total power 1 or more". The reason
  // names the keyword and the activation's choice ("saddle") that lists the creatures.
  it('refuses a saddle cost of total power 0, or one naming Fortune itself, saying which choice was wrong', () => {
    const { g, fortune } = setup();
    expect(() => saddle.payCost!(g, fortune, { saddle: ['myr'] })).toThrow(
      'saddle 1 needs creatures with total power 1 or greater; got 0',
    );
    expect(() => saddle.payCost!(g, fortune, { saddle: ['fortune'] })).toThrow(
      'saddle 1 taps other untapped creatures you control (choice "saddle"); "fortune" is not one',
    );
  });

  // 702.26b: a phased-out Fortune is treated as though it doesn't exist, so the saddle ability resolving then
  // saddles nothing; the fault own-source-skips-existence reaches it anyway.
  it('is not saddled by an ability that resolved while it was phased out, but is under own-source-skips-existence', () => {
    const saddledAfterPhasing = (fault?: FaultId) => {
      const { g, fortune } = setup(fault);
      saddle.payCost!(g, fortune, { saddle: ['bear'] });
      phaseOut(g, [fortune]);
      saddle.resolve(g, { sourceRef: g.ref(fortune) } as StackItem);
      phaseIn(g, [fortune]);
      return attackMatch(g) !== false;
    };
    expect([saddledAfterPhasing(), saddledAfterPhasing('own-source-skips-existence')]).toEqual([false, true]);
  });

  // 702.26b, 603.7c: the delayed trigger's "it" and "creature that saddled it" are remembered objects; one that
  // phased out doesn't exist for it. The fault remembered-object-reached-phased-out reaches them anyway.
  it('refuses a phased-out saddler as the choice, which only remembered-object-reached-phased-out accepts', () => {
    const choosingPhasedOutBear = (fault?: FaultId) => () => {
      const { g, bear } = setup(fault);
      phaseOut(g, [bear]);
      const item = endOfCombatItem(g, ['bear'], { saddler: 'bear' });
      endOfCombat.checkResolutionChoices!(g, item.choices, item);
    };
    expect(choosingPhasedOutBear()).toThrow(/"bear" is not a creature that saddled it this turn/);
    expect(choosingPhasedOutBear('remembered-object-reached-phased-out')).not.toThrow();
  });

  it('leaves a phased-out Fortune where it is, which only remembered-object-reached-phased-out exiles and returns', () => {
    const fortunePhasedInAfter = (fault?: FaultId) => {
      const { g, fortune } = setup(fault);
      phaseOut(g, [fortune]);
      endOfCombat.resolve(g, endOfCombatItem(g, []));
      return [fortune.zone, g.isPhasedIn(fortune)];
    };
    expect(fortunePhasedInAfter()).toEqual(['battlefield', false]);
    expect(fortunePhasedInAfter('remembered-object-reached-phased-out')).toEqual(['battlefield', true]);
  });

  // 111.8: a token that has left the battlefield can't come back; the card says "return those cards".
  it('returns Fortune but not a token that saddled it', () => {
    const { g } = setup();
    endOfCombat.resolve(g, endOfCombatItem(g, ['elf'], { saddler: 'elf' }));
    expect([g.objects.get('fortune')!.zone, g.objects.get('elf')!.zone]).toEqual(['battlefield', 'exile']);
  });

  // 702.171a: "Saddle only as a sorcery": not while the stack holds anything, such as an earlier saddle ability.
  it('refuses a second saddle activation while the first is on the stack', () => {
    const { g } = setup();
    activate(g, 'A', 'fortune', 'saddle', undefined, 0, { saddle: ['bear'] });
    expect(() => activate(g, 'A', 'fortune', 'saddle', undefined, 0, { saddle: ['giant'] })).toThrow(
      'saddle can be activated only at sorcery speed',
    );
  });

  // "When Fortune enters, scry 2" (701.22a). The reference engine answers unsupported when a named card of a
  // fixture library is among the top two cards, whose place after the scry it can't tell.
  it('scries 2 as it enters: unsupported with a named card among the top two cards, done without', () => {
    const scryWithUnnamedOnTop = (unnamed: number) => () => {
      const g = testGame([
        { id: 'fortune', card: 'Fortune, Loyal Steed', owner: 'A', zone: 'battlefield' },
        { id: 'forest', card: 'Forest', owner: 'A', zone: 'library' },
      ]);
      g.player('A').libraryCount = unnamed;
      enters.resolve(g, resolvingItem(g, 'fortune', { kind: 'triggered', abilityKey: 'etb' }));
    };
    expect(scryWithUnnamedOnTop(1)).toThrow(
      new Unsupported('Fortune, Loyal Steed: scry 2 with a named card among the top 2 cards of the library'),
    );
    expect(scryWithUnnamedOnTop(2)).not.toThrow();
  });
});
