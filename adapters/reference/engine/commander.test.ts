import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { loadCatalogue } from '../index.js';
import { seamsFor, type FaultId } from '../faults.js';
import { controlsACommander } from './commander.js';
import { Game, IllegalAction } from './game.js';
import { phaseOut } from './phasing.js';
import { checkStateBasedActions } from './sba.js';
import { buildGame } from './setup.js';
import { cast } from './casting.js';

// The Commander variant's primitives (903), below the level of fixtures.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));

function game(setup: Partial<Setup> & Pick<Setup, 'objects'>, fault?: FaultId): Game {
  const catalogue = loadCatalogue();
  const g = new Game('2026-08-07', seamsFor(fault), behaviours, (name) => catalogue.get(name)!);
  buildGame(
    g,
    {
      format: 'commander',
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      ...setup,
    },
    (name) => catalogue.get(name)!,
  );
  return g;
}

const CMDR = { id: 'cmdr', card: 'Zirilan of the Claw', owner: 'A', commander: true } as const;

describe('a Commander game (903)', () => {
  it('starts players at 40 life unless the setup says otherwise (903.7)', () => {
    const g = game({ players: [{ id: 'A' }, { id: 'B', life: 7 }], objects: [] });
    expect(g.players.map((p) => p.life)).toEqual([40, 7]);
  });

  it('lets the owner cast their commander from the command zone, {2} more for each earlier cast (903.8)', () => {
    const g = game({ objects: [{ ...CMDR, zone: 'command' }], manaPool: { A: '{3}{R}{R}' } });
    cast(g, 'A', 'cmdr', undefined, 0, {});
    expect(g.objects.get('cmdr')!.zone).toBe('stack');
    expect(g.commander.castsFromCommandZone.get('cmdr')).toBe(1);
    g.stack.pop();
    g.objects.get('cmdr')!.zone = 'command';
    g.player('A').mana = new Map([
      ['R', 2],
      ['C', 3],
    ]);
    expect(() => cast(g, 'A', 'cmdr', undefined, 0, {})).toThrow(IllegalAction); // now costs {5}{R}{R}
  });

  it("refuses a card in the command zone that is not the caster's commander", () => {
    const g = game({ objects: [{ ...CMDR, zone: 'command' }], manaPool: { B: '{3}{R}{R}' } });
    expect(() => cast(g, 'B', 'cmdr', undefined, 0, {})).toThrow(IllegalAction);
  });

  it('does not count a phased-out commander as one its controller controls (702.26b), except under the fault', () => {
    for (const [fault, expected] of [
      [undefined, false],
      ['phased-out-commander-controlled', true],
    ] as const) {
      const g = game({ objects: [{ ...CMDR, zone: 'battlefield' }] }, fault);
      expect(controlsACommander(g, 'A')).toBe(true);
      phaseOut(g, [g.objects.get('cmdr')!]);
      expect(controlsACommander(g, 'A')).toBe(expected);
    }
  });

  it('makes a player dealt 21 combat damage by one commander lose, but not 20 from each of two (903.10a)', () => {
    const g = game({
      players: [
        { id: 'A' },
        { id: 'B', commanderDamage: { cmdr: 21 } },
        { id: 'C', commanderDamage: { cmdr: 20, other: 20 } },
      ],
      objects: [
        { ...CMDR, zone: 'battlefield' },
        { id: 'other', card: 'Zirilan of the Claw', owner: 'B', zone: 'command', commander: true },
      ],
    });
    checkStateBasedActions(g);
    expect(g.players.map((p) => p.inGame)).toEqual([true, false, true]);
  });
});
