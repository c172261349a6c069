import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { ObjectRef } from '../engine/types.js';
import { awakenerDruid } from './awakener-druid.js';

// "When Awakener Druid enters the battlefield, target Forest becomes a 4/5 green Treefolk creature for as long
// as Awakener Druid remains on the battlefield. It's still a land."

const etb = awakenerDruid.triggers!.find((t) => t.key === 'etb')!;

/** Awakener Druid and a Forest on A's battlefield. */
function druidAndForest(): Game {
  return testGame([
    { id: 'druid', card: 'Awakener Druid', owner: 'A', zone: 'battlefield' },
    { id: 'forest', card: 'Forest', owner: 'A', zone: 'battlefield' },
  ]);
}

/** Resolves A's trigger of Awakener Druid with `target` (a reference taken as it was put on the stack) as its target. */
function resolveOn(g: Game, target: ObjectRef): void {
  etb.resolve(g, {
    ...resolvingItem(g, 'druid', { kind: 'triggered', abilityKey: 'etb' }),
    targets: [{ object: target }],
  });
}

describe('Awakener Druid', () => {
  it('triggers when it enters, not when another permanent enters nor when it leaves', () => {
    const g = druidAndForest();
    const [druid, forest] = [g.objects.get('druid')!, g.objects.get('forest')!];
    expect([
      etb.matches(g, druid, { type: 'enters', obj: druid }),
      etb.matches(g, druid, { type: 'enters', obj: forest }),
      etb.matches(g, druid, { type: 'leaves', obj: druid, to: 'graveyard' }),
    ]).toEqual([true, false, false]);
  });

  it('makes the Forest a 4/5 Treefolk creature that is still a land', () => {
    const g = druidAndForest();
    resolveOn(g, g.ref(g.objects.get('forest')!));
    const forest = g.objects.get('forest')!;
    const { power, toughness } = g.characteristics(forest);
    expect([
      power,
      toughness,
      g.isType(forest, 'Creature'),
      g.isType(forest, 'Land'),
      g.hasSubtype(forest, 'Treefolk'),
      g.hasSubtype(forest, 'Forest'),
    ]).toEqual([4, 5, true, true, true, true]);
  });

  it('creates no effect when its target is gone as it resolves (608.2b)', () => {
    const g = druidAndForest();
    const forest = g.objects.get('forest')!;
    const target = g.ref(forest);
    g.moveTo(forest, 'graveyard');
    resolveOn(g, target);
    expect(g.effects).toEqual([]);
  });
});
