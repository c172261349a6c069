import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { GameObject } from '../engine/types.js';
import { kingOfTheOathbreakers } from './king-of-the-oathbreakers.js';

// "Whenever King of the Oathbreakers or another Spirit you control becomes the target of a spell, it phases
// out." and "Whenever King of the Oathbreakers or another Spirit you control phases in, create a tapped 1/1
// white Spirit creature token with flying." An opponent's Spirit doesn't trigger it, nor an ability that
// targets one of A's Spirits (it says "a spell"); "it" that has left by the time the trigger resolves
// phases out nothing.

const [becomesTarget, phasesIn] = kingOfTheOathbreakers.triggers!;
const setup = () =>
  testGame([
    at('king', 'King of the Oathbreakers', 'battlefield'),
    at('spirit', 'Blinking Spirit', 'battlefield'),
    at('their-spirit', 'Blinking Spirit', 'battlefield', 'B'),
    at('bolt', 'Lightning Bolt', 'hand', 'B'),
    at('geists', 'Dungeon Geists', 'battlefield', 'B'),
  ]);

describe('King of the Oathbreakers', () => {
  it("triggers when a spell targets it or A's Spirit, not B's Spirit nor an ability targeting A's Spirit", () => {
    const g = setup();
    const king = g.objects.get('king')!;
    const spell = resolvingItem(g, 'bolt', { controller: 'B' });
    const ability = resolvingItem(g, 'geists', { controller: 'B', kind: 'activated', abilityKey: 'x' });
    const targeted = (id: string, by = spell) =>
      becomesTarget!.matches(g, king, { type: 'becomesTarget', obj: g.objects.get(id)!, by }) !== false;
    expect([targeted('king'), targeted('spirit'), targeted('their-spirit'), targeted('spirit', ability)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('phases out the Spirit that became the target, and nothing once that Spirit has left', () => {
    const g = setup();
    const spirit = g.objects.get('spirit')!;
    const resolveFor = (obj: GameObject) =>
      becomesTarget!.resolve(g, {
        ...resolvingItem(g, 'king', { kind: 'triggered' }),
        triggerData: { target: g.ref(obj) },
      });
    resolveFor(spirit);
    expect(g.isPhasedIn(spirit)).toBe(false);
    const king = g.objects.get('king')!;
    const kingRef = { target: g.ref(king) };
    g.moveTo(king, 'graveyard');
    becomesTarget!.resolve(g, { ...resolvingItem(g, 'spirit', { kind: 'triggered' }), triggerData: kingRef });
    expect(king.zone).toBe('graveyard');
  });

  it('creates a tapped 1/1 Spirit token for its controller when a Spirit of theirs phases in', () => {
    const g = setup();
    const before = new Set(g.objects.keys());
    phasesIn!.resolve(g, resolvingItem(g, 'king', { kind: 'triggered' }));
    const tokens = [...g.objects.values()].filter((o) => !before.has(o.id));
    expect(tokens.map((t) => [t.card.name, g.controller(t), t.tapped])).toEqual([['Spirit Token', 'A', true]]);
  });
});
