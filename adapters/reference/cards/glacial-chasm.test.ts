import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices } from '../engine/types.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { glacialChasm } from './glacial-chasm.js';

// Glacial Chasm: "Cumulative upkeep—Pay 2 life." (702.24a: at the beginning of your upkeep, put an age counter on
// it, then you may pay 2 life for each age counter on it; if you don't, sacrifice it), "When Glacial Chasm enters,
// sacrifice a land.", "Creatures you control can't attack." The corpus's fixtures never reach its upkeep nor
// resolve its enters trigger, so these hold the two abilities and the attack restriction to the Oracle text.

const trigger = (key: string) => glacialChasm.triggers!.find((t) => t.key === key)!;

/** A's Glacial Chasm with `age` age counters, A at `life` life. */
function chasmGame(age: number, life = 20): Game {
  const g = testGame([
    { id: 'chasm', card: 'Glacial Chasm', owner: 'A', zone: 'battlefield', ...(age > 0 ? { counters: { age } } : {}) },
    at('forest', 'Forest', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('giant', 'Hill Giant', 'battlefield', 'B'),
  ]);
  g.setLife(g.player('A'), life);
  return g;
}

function resolveUpkeep(g: Game, choices: Choices): void {
  trigger('cumulative-upkeep').resolve(
    g,
    resolvingItem(g, 'chasm', { kind: 'triggered', abilityKey: 'cumulative-upkeep', choices }),
  );
}

/** What became of A's life and the Chasm after its upkeep trigger resolved with these choices. */
function afterUpkeep(age: number, life: number, choices: Choices) {
  const g = chasmGame(age, life);
  resolveUpkeep(g, choices);
  const chasm = g.objects.get('chasm')!;
  return { life: g.player('A').life, zone: chasm.zone, age: chasm.counters.get('age') ?? 0 };
}

describe("Glacial Chasm's cumulative upkeep", () => {
  it("triggers at the beginning of its controller's upkeep only", () => {
    const triggersAt = (step: 'upkeep' | 'draw', active: string) => {
      const g = chasmGame(0);
      g.emit({ type: 'stepBegins', step, active });
      return g.pending.filter((p) => p.key === 'cumulative-upkeep').length;
    };
    expect([triggersAt('upkeep', 'A'), triggersAt('upkeep', 'B'), triggersAt('draw', 'A')]).toEqual([1, 0, 0]);
  });

  it('puts an age counter on it, then takes 2 life per age counter when paid', () => {
    expect(afterUpkeep(0, 20, { pay: true })).toEqual({ life: 18, zone: 'battlefield', age: 1 });
    expect(afterUpkeep(1, 20, { pay: true })).toEqual({ life: 16, zone: 'battlefield', age: 2 });
  });

  it('is sacrificed when its controller does not pay', () => {
    expect(afterUpkeep(1, 20, {})).toMatchObject({ life: 20, zone: 'graveyard' });
  });

  it('is sacrificed when its controller has less life than the upkeep costs (119.4)', () => {
    expect(afterUpkeep(1, 3, { pay: true })).toMatchObject({ life: 3, zone: 'graveyard' });
  });

  it('does nothing once the Chasm has left the battlefield', () => {
    const g = chasmGame(1);
    const item = resolvingItem(g, 'chasm', { kind: 'triggered', abilityKey: 'cumulative-upkeep', choices: {} });
    g.sacrifice(g.permanentById('chasm')!, 'A');
    trigger('cumulative-upkeep').resolve(g, item);
    expect(g.player('A').life).toBe(20);
  });
});

describe("Glacial Chasm's enters trigger", () => {
  const etb = trigger('etb');
  const item = (g: Game, choices: Choices) =>
    resolvingItem(g, 'chasm', { kind: 'triggered', abilityKey: 'etb', choices });
  /** The zones of A's Forest and the Chasm after the trigger resolved, or the refusal of its choice. */
  const afterEnters = (choices: Choices, g = chasmGame(0)) => {
    try {
      etb.checkResolutionChoices!(g, choices, item(g, choices));
      etb.resolve(g, item(g, choices));
    } catch (e) {
      return `${(e as Error).constructor.name}: ${(e as Error).message}`;
    }
    return ['forest', 'chasm'].map((id) => g.objects.get(id)!.zone);
  };

  it('triggers when the Chasm itself enters, not another permanent', () => {
    const g = chasmGame(0);
    for (const id of ['chasm', 'forest']) g.emit({ type: 'enters', obj: g.objects.get(id)! });
    expect(g.pending.filter((p) => p.key === 'etb').map((p) => p.source.id)).toEqual(['chasm']);
  });

  it('sacrifices the land its controller chose, the Chasm itself included', () => {
    expect([afterEnters({ sacrifice: 'forest' }), afterEnters({ sacrifice: 'chasm' })]).toEqual([
      ['graveyard', 'battlefield'],
      ['battlefield', 'graveyard'],
    ]);
  });

  it("refuses a creature, another player's land, or no choice while its controller has a land", () => {
    const g = testGame([
      { id: 'chasm', card: 'Glacial Chasm', owner: 'A', zone: 'battlefield' },
      at('forest', 'Forest', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('island', 'Island', 'battlefield', 'B'),
    ]);
    // Refused by the check made before it resolves (stack.ts), so a refused choice leaves the trigger on the stack.
    const refusal = (choices: Choices) => {
      try {
        etb.checkResolutionChoices!(g, choices, item(g, choices));
        return 'accepted';
      } catch (e) {
        return `${(e as Error).constructor.name}: ${(e as Error).message}`;
      }
    };
    expect([
      refusal({ sacrifice: 'bears' }),
      refusal({ sacrifice: 'island' }),
      refusal({}),
      refusal({ sacrifice: 'forest' }),
    ]).toEqual([
      'IllegalAction: Glacial Chasm: bears is not a land A controls',
      'IllegalAction: Glacial Chasm: island is not a land A controls',
      'Unsupported: Glacial Chasm: the fixture must name the land A chooses ("sacrifice")',
      'accepted',
    ]);
  });

  it('sacrifices nothing, and needs no choice, when its controller controls no land that exists', () => {
    const g = chasmGame(0);
    g.sacrifice(g.permanentById('chasm')!, 'A');
    g.sacrifice(g.permanentById('forest')!, 'A');
    expect(afterEnters({}, g)).toEqual(['graveyard', 'graveyard']);
  });
});

describe('Glacial Chasm', () => {
  it('is implemented whole: every catalogue ability under its key, its two static ones by hooks', () => {
    expect(claimGaps(loadCatalogue().get('Glacial Chasm')!, glacialChasm)).toEqual({ missing: [], unknown: [] });
  });

  it("stops its controller's creatures attacking, not blocking, and not another player's creatures", () => {
    const g = chasmGame(0);
    const [chasm, bears, giant] = ['chasm', 'bears', 'giant'].map((id) => g.objects.get(id)!);
    const forbids = (creature: typeof bears, role: 'attack' | 'block') =>
      glacialChasm.forbidsCombat!(g, chasm!, creature!, role);
    expect([forbids(bears, 'attack'), forbids(bears, 'block'), forbids(giant, 'attack')]).toEqual([true, false, false]);
  });
});
