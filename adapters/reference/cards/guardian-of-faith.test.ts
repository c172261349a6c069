import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { chooseTargets } from '../engine/targets.js';
import { guardianOfFaith } from './guardian-of-faith.js';

// "When this creature enters, any number of other target creatures you control phase out." "Other": the
// target check can't see the trigger's source, so a Guardian named among its own targets is left out as
// the ability resolves and stays phased in; the other targets phase out.

describe('Guardian of Faith', () => {
  it('targets creatures its controller controls, never a player', () => {
    const g = testGame([
      at('guardian', 'Guardian of Faith', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
    ]);
    const choose = (names: string[]) =>
      chooseTargets(g, guardianOfFaith.triggers![0]!.targets, names, 'A', 'Guardian of Faith');
    expect(choose(['bears'])).toEqual([{ object: g.ref(g.objects.get('bears')!) }]);
    expect(() => choose(['A'])).toThrow(
      'A is a player, but the target must be any number of other target creatures you control',
    );
  });

  it('phases out the other target creatures, never the Guardian itself', () => {
    const g = testGame([
      at('guardian', 'Guardian of Faith', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield'),
    ]);
    const item = resolvingItem(g, 'guardian', { kind: 'triggered', abilityKey: 'etb', targets: ['guardian', 'bears'] });
    guardianOfFaith.triggers![0]!.resolve(g, item);
    const phasedIn = ['guardian', 'bears', 'giant'].map((id) => g.isPhasedIn(g.objects.get(id)!));
    expect(phasedIn).toEqual([true, false, true]);
  });
});
