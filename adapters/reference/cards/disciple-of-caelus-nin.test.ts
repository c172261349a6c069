import { describe, expect, it } from 'vitest';
import type { Choices } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { claimsCard } from './claims.js';
import { discipleOfCaelusNin } from './disciple-of-caelus-nin.js';

// "When this creature enters, starting with you, each player chooses up to five permanents they control.
// All permanents other than this creature that weren't chosen this way phase out.": only the Disciple's own
// entering triggers it; each player's choice is at most five permanents that player controls; and "this
// creature" is the Disciple that entered, not a new object the card became after leaving and returning (400.7).
// Its "Permanents can't phase in." is a hook (forbidsPhasingIn) the engine claims as implemented through
// hookedAbilities: without that claim the corpus's Disciple fixtures would be skipped, not failed.

const mine = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
const setup = () =>
  testGame([
    at('disciple', 'Disciple of Caelus Nin', 'battlefield'),
    ...mine.map((id) => at(id, 'Forest', 'battlefield')),
    at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
  ]);
type TestGame = ReturnType<typeof setup>;
const trigger = discipleOfCaelusNin.triggers![0]!;
const itemFor = (g: TestGame, chosen: unknown) =>
  resolvingItem(g, 'disciple', { kind: 'triggered', abilityKey: 'etb', choices: { chosen } as Choices });
const phasedOut = (g: TestGame) => ['disciple', ...mine, 'theirs'].filter((id) => g.isPhasedOut(id));

describe('Disciple of Caelus Nin', () => {
  it('triggers on its own entering, not on another permanent entering nor on its becoming tapped', () => {
    const g = setup();
    const [disciple, forest] = ['disciple', 'f1'].map((id) => g.objects.get(id)!);
    expect([
      trigger.matches(g, disciple!, { type: 'enters', obj: disciple! }),
      trigger.matches(g, disciple!, { type: 'enters', obj: forest! }),
      trigger.matches(g, disciple!, { type: 'tapped', obj: disciple! }),
    ]).toEqual([true, false, false]);
  });

  it('phases out every unchosen permanent but itself; five chosen are up to five', () => {
    const g = setup();
    trigger.resolve(g, itemFor(g, { A: ['f1', 'f2', 'f3', 'f4', 'f5'], B: [] }));
    expect(phasedOut(g)).toEqual(['f6', 'theirs']);
  });

  it('phases out the Disciple too once it has left and returned: a new object, not "this creature"', () => {
    const g = setup();
    const item = itemFor(g, { A: mine.slice(0, 5), B: ['theirs'] });
    const disciple = g.objects.get('disciple')!;
    g.moveTo(disciple, 'hand');
    g.enterBattlefield(disciple, 'A');
    trigger.resolve(g, item);
    expect(phasedOut(g)).toEqual(['disciple', 'f6']);
  });

  it.each([
    ['a list rather than an object keyed by player', [], /"chosen" must be an object keyed by player/],
    ['a word rather than an object keyed by player', 'f1', /"chosen" must be an object keyed by player/],
    ["a player's choice that is a word, not a list", { A: 'f1' }, /player A's choice must be a list of object ids/],
    ["a player's list holding something not an id", { A: ['f1', 1] }, /player A's choice must be a list of object ids/],
    ['six permanents', { A: mine }, /A chooses up to five permanents/],
    ["a permanent of another player's", { A: ['theirs'] }, /theirs is not a permanent A controls/],
    ['an id of no permanent', { A: ['nowhere'] }, /nowhere is not a permanent A controls/],
    ['a choice by someone not in the game', { A: [], C: [] }, /C is not a player in the game/],
  ])('refuses %s, phasing nothing out', (_what, chosen, reason) => {
    const g = setup();
    expect(() => trigger.resolve(g, itemFor(g, chosen))).toThrow(reason);
    expect(phasedOut(g)).toEqual([]);
  });

  it('is claimed whole, its trigger and its "Permanents can\'t phase in."', () => {
    const g = setup();
    expect(claimsCard(g.objects.get('disciple')!.card, discipleOfCaelusNin)).toBe(true);
  });
});
