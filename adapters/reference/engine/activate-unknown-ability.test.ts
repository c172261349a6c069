import { describe, expect, it } from 'vitest';
import { activate } from './casting.js';
import { Unsupported } from './errors.js';
import { at, testGame } from './testing/game.js';

// Lint lets a fixture name only the abilities the catalogue lists, so no fixture activates one a card lacks. An
// adapter that drives the engine directly can: the engine answers Unsupported (the harness reports it as such, a
// result of its own), never a TypeError from reading an ability that isn't there.

describe('activating an ability a card does not have', () => {
  it('is Unsupported, naming the key and the card', () => {
    const g = testGame([at('sorcerer', 'Prodigal Sorcerer', 'battlefield')]);
    expect(() => activate(g, 'A', 'sorcerer', 'fly', undefined, 0, {})).toThrow(
      new Unsupported('the reference engine does not implement ability "fly" of Prodigal Sorcerer'),
    );
  });
});
