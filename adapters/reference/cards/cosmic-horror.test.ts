import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { cosmicHorror } from './cosmic-horror.js';

// "At the beginning of your upkeep, destroy Cosmic Horror unless you pay {3}{B}{B}{B}. If Cosmic Horror is
// destroyed this way, it deals 7 damage to you." The ability acts on its own source: a Horror that phased out
// with the trigger on the stack is treated as though it doesn't exist (702.26b), so it is neither destroyed
// nor deals damage. The fault own-source-skips-existence (faults/sweeps.ts) is an engine whose own-source
// lookups skip that check: under it the phased-out Horror is reached.

const upkeep = cosmicHorror.triggers!.find((t) => t.key === 'upkeep')!;

/** A's Cosmic Horror (phased out when `phasedOut`) with A's mana pool holding `mana`; its upkeep trigger resolves. */
function resolved(opts: { pay: boolean; phasedOut?: boolean; mana?: [string, number][]; fault?: FaultId }): Game {
  const phased = opts.phasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
  const g = testGame(
    [{ id: 'horror', card: 'Cosmic Horror', owner: 'A', zone: 'battlefield', ...phased }],
    opts.fault ? { fault: opts.fault } : {},
  );
  g.player('A').mana = new Map(opts.mana ?? []);
  const item = resolvingItem(g, 'horror', { kind: 'triggered', abilityKey: 'upkeep', choices: { pay: opts.pay } });
  upkeep.resolve(g, item);
  return g;
}

const outcome = (g: Game) => [g.objects.get('horror')!.zone, g.player('A').life];

describe('Cosmic Horror', () => {
  it('stays when its controller pays {3}{B}{B}{B}, which empties a pool of six black mana', () => {
    const g = resolved({ pay: true, mana: [['B', 6]] });
    const manaLeft = [...g.player('A').mana.values()].reduce((a, b) => a + b, 0);
    expect([...outcome(g), manaLeft]).toEqual(['battlefield', 20, 0]);
  });

  it('is destroyed and deals 7 damage to its controller when they do not pay', () => {
    expect(outcome(resolved({ pay: false }))).toEqual(['graveyard', 13]);
  });

  it('is neither destroyed nor deals damage when it has phased out, except under an engine that skips existence', () => {
    const correct = resolved({ pay: false, phasedOut: true });
    const faulty = resolved({ pay: false, phasedOut: true, fault: 'own-source-skips-existence' });
    expect([outcome(correct), outcome(faulty)]).toEqual([
      ['battlefield', 20],
      ['graveyard', 13],
    ]);
  });
});
