import { describe, expect, it } from 'vitest';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { Game } from './game.js';
import { buildGame } from './setup.js';
import { nextStep } from './turn.js';

// Steps below the level of fixtures, which see the game only where a player would receive priority: the step
// a turn begins with.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
const catalogue = loadCatalogue();

describe('a turn begins (502)', () => {
  it('with its untap step: the next player untaps their permanents as the cleanup step ends', () => {
    // The untap step is the turn's first step, and in it, 502.3: "the active player determines which permanents they control will untap. Then they untap them all".
    const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
    buildGame(
      g,
      {
        players: [{ id: 'A' }, { id: 'B' }],
        turn: { number: 3, active: 'A', step: 'cleanup' },
        objects: [{ id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', tapped: true }],
      },
      (name) => catalogue.get(name)!,
    );
    nextStep(g);
    expect([g.active, g.step, g.objects.get('bears')!.tapped]).toEqual(['B', 'untap', false]);
  });
});
