import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import type { StackItem } from '../engine/types.js';
import { fortuneLoyalSteed } from './fortune-loyal-steed.js';

// Saddle records who saddled Fortune this turn (702.171c), "attacks while saddled" asks for this turn's
// saddling (702.171b), and the delayed trigger's `saddler` choice must be one of the creatures it remembers.

const setup = () => {
  const g = testGame([
    { id: 'fortune', card: 'Fortune, Loyal Steed', owner: 'A', zone: 'battlefield' },
    { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
    { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
  ]);
  const [fortune, bear, giant] = ['fortune', 'bear', 'giant'].map((id) => g.objects.get(id)!);
  return { g, fortune: fortune!, bear: bear!, giant: giant! };
};
const saddle = fortuneLoyalSteed.activated!.find((a) => a.key === 'saddle')!;
const attacks = fortuneLoyalSteed.triggers!.find((t) => t.key === 'trigger-attacks')!;
const endOfCombat = fortuneLoyalSteed.triggers!.find((t) => t.key === 'end-of-combat')!;

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
});
