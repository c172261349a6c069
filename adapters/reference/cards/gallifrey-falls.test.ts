import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import type { Game } from '../engine/game-interface.js';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices } from '../engine/types.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { gallifreyFalls } from './gallifrey-falls.js';

// Gallifrey Falls {4}{R}{R} // No More {2}{W}, fuse (702.102): the `half` choice says which half or halves are
// cast, and the cost is that half's, or both halves' fused (702.102c). Gallifrey Falls: "deals 4 damage to each
// creature. If a creature dealt damage this way would die this turn, exile it instead." No More: "Any number of
// target creatures you control phase out." Gallifrey Falls alone targets nothing; No More only its caster's
// creatures.

const spell = gallifreyFalls.spell!;

const setup = () =>
  testGame([
    at('falls', 'Gallifrey Falls // No More', 'hand'),
    at('giant', 'Hill Giant', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('forest', 'Forest', 'battlefield'),
    at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
  ]);

function resolved(choices: Choices, targets: string[] = []): Game {
  const g = setup();
  spell.resolve(g, resolvingItem(g, 'falls', { choices, targets }));
  return g;
}

const damage = (g: Game, id: string) => g.objects.get(id)!.damage;

describe('Gallifrey Falls // No More', () => {
  it('is implemented whole: every catalogue ability under its key, its fuse by a hook', () => {
    expect(claimGaps(loadCatalogue().get('Gallifrey Falls // No More')!, gallifreyFalls)).toEqual({
      missing: [],
      unknown: [],
    });
  });

  it("costs the half cast, or both halves' costs fused, and needs the half named", () => {
    const g = setup();
    const obj = g.objects.get('falls')!;
    const cost = (half?: string) =>
      spell.prepareCast!(g, { obj, player: 'A', x: 0, choices: half ? { half } : {}, targets: 0 }).cost;
    expect([cost('Gallifrey Falls'), cost('No More'), cost('fused')]).toEqual([
      '{4}{R}{R}',
      '{2}{W}',
      '{4}{R}{R}{2}{W}',
    ]);
    expect(() => cost()).toThrow('Gallifrey Falls // No More needs the choice "half"');
    expect(() => cost('both')).toThrow('needs the choice "half"');
  });

  it('targets only when No More is cast, alone or fused', () => {
    const targets = (half: string) => spell.targetsFor!({ half }).length;
    expect([targets('Gallifrey Falls'), targets('No More'), targets('fused')]).toEqual([0, 1, 1]);
  });

  it("No More's targets are creatures its caster controls", () => {
    const g = setup();
    const [yourCreatures] = spell.targetsFor!({ half: 'No More' });
    const allowed = ['giant', 'forest', 'theirs'].map((id) => yourCreatures!.filter!(g, g.objects.get(id)!, 'A'));
    expect(allowed).toEqual([true, false, false]);
  });

  it("refuses a player or another player's creature as No More's target, naming what the target must be", () => {
    const g = setup();
    const choose = (name: string) => chooseTargets(g, spell.targetsFor!({ half: 'No More' }), [name], 'A', 'No More');
    expect(() => choose('B')).toThrow(
      'B is a player, but the target must be any number of target creatures you control',
    );
    expect(() => choose('theirs')).toThrow('theirs is not any number of target creatures you control');
  });

  it('No More alone phases out its targets and deals no damage', () => {
    const g = resolved({ half: 'No More' }, ['giant']);
    expect([g.isPhasedIn(g.objects.get('giant')!), damage(g, 'bears')]).toEqual([false, 0]);
  });

  it('Gallifrey Falls deals 4 damage to each creature, and a creature dealt it that dies this turn is exiled', () => {
    const g = resolved({ half: 'Gallifrey Falls' });
    expect(['giant', 'bears', 'theirs'].map((id) => damage(g, id))).toEqual([4, 4, 4]);
    g.destroy(g.permanentById('bears')!);
    expect(g.objects.get('bears')!.zone).toBe('exile');
  });

  it('the exile replacement lasts this turn only (514.2)', () => {
    const g = resolved({ half: 'Gallifrey Falls' });
    endEffectsAt(g, 'cleanup');
    g.destroy(g.permanentById('bears')!);
    expect(g.objects.get('bears')!.zone).toBe('graveyard');
  });
});
