import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import { describedGetUntilEndOfTurn } from './helpers.js';

/** "Splice onto Arcane": the spell being cast has the subtype Arcane (its characteristics on the stack). */
const arcaneSpell = (g: Game, spell: GameObject): boolean => g.hasSubtype(spell, 'Arcane');

/**
 * Hideous Laughter (Instant — Arcane): "All creatures get -2/-2 until end of turn." The set is the creatures
 * that exist as it resolves, locked (611.2c), so a phased-out creature is not in it (702.26b) even once it phases
 * in that turn. "Splice onto Arcane {3}{B}{B}" (702.47): revealed from its owner's hand as they cast an Arcane
 * spell (another Hideous Laughter, never itself: as it is cast it is on the stack, not in hand), it adds this
 * text to that spell (engine/splice.ts), resolved after the spell's own.
 */
export const hideousLaughter: CardBehaviour = {
  name: 'Hideous Laughter',
  splice: { quality: 'an Arcane spell', onto: arcaneSpell, cost: '{3}{B}{B}' },
  hookedAbilities: ['splice'],
  spell: {
    resolve(g, item) {
      describedGetUntilEndOfTurn(g, item.controller, (o) => g.isType(o, 'Creature'), -2, -2);
    },
  },
};
