import { describe, expect, it } from 'vitest';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { loadCatalogue } from '../index.js';
import { seamsFor } from '../faults.js';
import { Game, IllegalAction } from './game.js';
import { buildGame } from './setup.js';
import { chooseTargets, spellTargetSpecs } from './targets.js';

// Choosing targets (601.2c): what one instance of the word "target" may name.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));

function twoCreatures(): Game {
  const catalogue = loadCatalogue();
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
  buildGame(
    g,
    {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
        { id: 'giant', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
      ],
    },
    (name) => catalogue.get(name)!,
  );
  return g;
}

describe('chooseTargets', () => {
  const specs = spellTargetSpecs(behaviours.get('Wicked Pact'), {});

  it('takes two different creatures for "two target creatures"', () => {
    const g = twoCreatures();
    const targets = chooseTargets(g, specs, ['bear', 'giant'], 'A', 'Wicked Pact');
    expect(targets.map((t) => ('object' in t ? t.object.id : t.player))).toEqual(['bear', 'giant']);
  });

  it('refuses the same creature twice for one instance of "target" (601.2c)', () => {
    const g = twoCreatures();
    expect(() => chooseTargets(g, specs, ['bear', 'bear'], 'A', 'Wicked Pact')).toThrow(IllegalAction);
    expect(() => chooseTargets(g, specs, ['bear', 'bear'], 'A', 'Wicked Pact')).toThrow(/same target was chosen twice/);
  });

  it('takes an opponent for "target opponent" and refuses the controller', () => {
    const g = twoCreatures();
    const edict = spellTargetSpecs(behaviours.get('Imperial Edict'), {});
    expect(chooseTargets(g, edict, ['B'], 'A', 'Imperial Edict')).toEqual([{ player: 'B' }]);
    expect(() => chooseTargets(g, edict, ['A'], 'A', 'Imperial Edict')).toThrow(/A is not an opponent/);
  });
});
