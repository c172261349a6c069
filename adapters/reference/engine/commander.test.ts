import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { loadCatalogue } from '../index.js';
import { seamsFor, type FaultId } from '../faults.js';
import {
  commanderColorIdentity,
  commanderCreatureTypes,
  commandersOf,
  commanderTax,
  controlsACommander,
  isCommander,
  losersToCommanderDamage,
  mayCastFromCommandZone,
  recordCombatDamage,
} from './commander.js';
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

// The primitives one by one: the fixtures reach them only through the few cards that ask (Command Tower, Path of
// Ancestry, Zirilan of the Claw), which leaves most of their answers unasked.
const at = (g: Game, id: string) => g.objects.get(id)!;

describe('which objects are commanders (903.3)', () => {
  it('only a designated card, only in a Commander game', () => {
    const g = game({
      objects: [
        { ...CMDR, zone: 'battlefield' },
        { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      ],
    });
    expect(isCommander(g, at(g, 'cmdr'))).toBe(true);
    expect(isCommander(g, at(g, 'bear'))).toBe(false);
    g.commander.on = false;
    expect(isCommander(g, at(g, 'cmdr'))).toBe(false);
  });

  it('never a token, even one that was designated (a commander is a card)', () => {
    const g = game({ objects: [{ ...CMDR, zone: 'battlefield', token: true }] });
    expect(isCommander(g, at(g, 'cmdr'))).toBe(false);
  });

  it('are found for their owner only, wherever they are', () => {
    const g = game({ objects: [{ ...CMDR, zone: 'graveyard' }] });
    expect(commandersOf(g, 'A', 'commanders').map((o) => o.id)).toEqual(['cmdr']);
    expect(commandersOf(g, 'B', 'commanders')).toEqual([]);
  });
});

describe('"if you control a commander"', () => {
  it('asks whether the player controls one on the battlefield, not whether one exists', () => {
    const g = game({
      objects: [
        { ...CMDR, zone: 'command' },
        { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      ],
    });
    expect(controlsACommander(g, 'A')).toBe(false);
    const h = game({ objects: [{ ...CMDR, zone: 'battlefield' }] });
    expect(controlsACommander(h, 'B')).toBe(false);
    h.commander.on = false;
    expect(controlsACommander(h, 'A')).toBe(false);
  });
});

describe('casting a commander from the command zone (903.8)', () => {
  it('is for its owner, from the command zone only', () => {
    const g = game({ objects: [{ ...CMDR, zone: 'command' }] });
    expect(mayCastFromCommandZone(g, at(g, 'cmdr'), 'A')).toBe(true);
    expect(mayCastFromCommandZone(g, at(g, 'cmdr'), 'B')).toBe(false);
    const h = game({
      objects: [
        { ...CMDR, zone: 'hand' },
        { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'command' },
      ],
    });
    expect(mayCastFromCommandZone(h, at(h, 'cmdr'), 'A')).toBe(false);
    expect(mayCastFromCommandZone(h, at(h, 'bear'), 'A')).toBe(false);
  });

  it('costs {2} more for each earlier cast from there, and nothing more the first time', () => {
    const g = game({ objects: [{ ...CMDR, zone: 'command' }] });
    expect(commanderTax(g, at(g, 'cmdr'))).toBe('');
    g.commander.castsFromCommandZone.set('cmdr', 2);
    expect(commanderTax(g, at(g, 'cmdr'))).toBe('{4}');
  });
});

describe("a commander's color identity (903.4)", () => {
  it('is the colors of the mana symbols in its cost and text, hybrid ones both, generic none', () => {
    const g = game({ objects: [{ ...CMDR, zone: 'command' }] });
    expect([...commanderColorIdentity(g, 'A')]).toEqual(['R']);
    const h = game({ objects: [{ id: 'ranks', card: 'Growing Ranks', owner: 'A', zone: 'command', commander: true }] });
    expect([...commanderColorIdentity(h, 'A')].sort()).toEqual(['G', 'W']);
  });
});

describe("a commander's creature types (Path of Ancestry ruling 2020-11-10)", () => {
  const types = (g: Game) => [...commanderCreatureTypes(g, 'A')].sort();

  it('are its printed ones in a public zone, none in a hidden zone', () => {
    for (const zone of ['command', 'graveyard', 'exile'] as const)
      expect(types(game({ objects: [{ ...CMDR, zone }] }))).toEqual(['Shaman', 'Viashino']);
    for (const zone of ['hand', 'library'] as const) expect(types(game({ objects: [{ ...CMDR, zone }] }))).toEqual([]);
  });

  it('are what it has now on the battlefield (every creature type, with Amorphous Axe)', () => {
    const g = game({
      objects: [
        { ...CMDR, zone: 'battlefield' },
        { id: 'axe', card: 'Amorphous Axe', owner: 'A', zone: 'battlefield', attachedTo: 'cmdr' },
      ],
    });
    expect(types(g)).toContain('Elf');
  });

  it('are none for a commander that is not a creature, on the battlefield or off it', () => {
    for (const zone of ['battlefield', 'command'] as const)
      expect(
        types(game({ objects: [{ id: 'kaito', card: 'Kaito Shizuki', owner: 'A', zone, commander: true }] })),
      ).toEqual([]);
  });

  it('are none while it is phased out (702.26b), except to the fault that sees it', () => {
    for (const [fault, expected] of [
      [undefined, []],
      ['phased-out-commander-controlled', ['Shaman', 'Viashino']],
    ] as const) {
      const g = game({ objects: [{ ...CMDR, zone: 'battlefield' }] }, fault);
      phaseOut(g, [at(g, 'cmdr')]);
      expect(types(g)).toEqual(expected);
    }
  });
});

describe('commander damage (903.10a, 704.6c)', () => {
  it('counts combat damage from a commander only', () => {
    const g = game({
      objects: [
        { ...CMDR, zone: 'battlefield' },
        { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      ],
    });
    recordCombatDamage(g, 'B', at(g, 'bear'), 2, 2);
    recordCombatDamage(g, 'B', at(g, 'cmdr'), 3, 3);
    expect([...g.commander.damageTo('B')]).toEqual([['cmdr', 3]]);
    expect(losersToCommanderDamage(g)).toEqual([]);
  });

  it('makes no one lose outside a Commander game', () => {
    const g = game({ players: [{ id: 'A' }, { id: 'B', commanderDamage: { cmdr: 21 } }], objects: [] });
    g.commander.on = false;
    expect(losersToCommanderDamage(g)).toEqual([]);
  });
});
