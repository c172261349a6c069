import { describe, expect, it } from 'vitest';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { Game, IllegalAction } from './game.js';
import type { GameObject, Player } from './types.js';

// The game's bookkeeping below the level of fixtures: what a new game holds before its setup, the counters
// that name new objects, the choices a fixture gives for later, and turn order around players who left.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
const catalogue = loadCatalogue();
const newGame = () => new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
const seat = (g: Game, ...ids: string[]) => {
  for (const id of ids) g.players.push({ id, inGame: true } as unknown as Player);
};

describe('a new game, before its setup', () => {
  it('holds no triggers, choices, emblems or delayed triggers, and is resolving nothing', () => {
    const g = newGame();
    expect([g.pending, g.triggerLog, g.staticChoices, g.legendRuleKeeps, g.combatDamage, g.delayed, g.emblems]).toEqual(
      [[], [], [], [], [], [], []],
    );
    expect(g.resolving).toBe(false);
  });
});

describe('new ids', () => {
  it('count up from one: objects ~1, ~2, and stack items 1, 2', () => {
    const g = newGame();
    expect([g.newObjectId(), g.newObjectId(), g.uid(), g.uid()]).toEqual(['~1', '~2', 1, 2]);
  });
});

describe('choices given for later', () => {
  it("are taken once, by the source and ability they name (a static's choice)", () => {
    const g = newGame();
    const src = { id: 'wall' } as GameObject;
    g.staticChoices = [
      { source: 'wall', ability: 'other', choices: { n: 1 } },
      { source: 'wall', ability: 'kept', choices: { n: 2 } },
    ];
    expect(g.takeStaticChoice(src, 'kept')).toEqual({ n: 2 });
    expect(g.takeStaticChoice(src, 'kept')).toBeUndefined();
    expect(g.staticChoices).toHaveLength(1);
  });
});

describe('players', () => {
  it('are found by id, and an unknown id is refused naming it', () => {
    const g = newGame();
    seat(g, 'A', 'B');
    expect(g.player('B').id).toBe('B');
    expect(() => g.player('Z')).toThrow(new IllegalAction('no player Z'));
  });

  it('take turns in seat order, skipping those who left, starting from the active player (APNAP)', () => {
    const g = newGame();
    seat(g, 'A', 'B', 'C', 'D');
    g.player('C').inGame = false;
    g.active = 'B';
    expect([g.nextPlayerAfter('B'), g.nextPlayerAfter('D')]).toEqual(['D', 'A']);
    expect(g.apnap()).toEqual(['B', 'D', 'A']);
  });
});
