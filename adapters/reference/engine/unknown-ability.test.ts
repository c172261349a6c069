import { describe, expect, it } from 'vitest';
import { activate } from './casting.js';
import { Unsupported } from './errors.js';
import { resolveTop } from './stack.js';
import { at, testGame } from './testing/game.js';
import { resolvingItem } from './testing/stack-item.js';

// Lint lets a fixture name only the abilities the catalogue lists, so no fixture reaches an ability a card lacks.
// An adapter that drives the engine directly can: the engine answers Unsupported, naming the card and the
// ability (the harness reports it as a result of its own), never a TypeError from reading what isn't there.

describe('an ability a card does not have', () => {
  it('activated, is Unsupported, naming the key and the card', () => {
    const g = testGame([at('sorcerer', 'Prodigal Sorcerer', 'battlefield')]);
    expect(() => activate(g, 'A', 'sorcerer', 'fly', undefined, 0, {})).toThrow(
      new Unsupported('the reference engine does not implement ability "fly" of Prodigal Sorcerer'),
    );
  });

  it('resolving from the stack, is Unsupported, naming the card and the key', () => {
    const g = testGame([at('sorcerer', 'Prodigal Sorcerer', 'battlefield')]);
    g.stack.push(resolvingItem(g, 'sorcerer', { kind: 'triggered', abilityKey: 'fly' }));
    expect(() => resolveTop(g, {}, undefined)).toThrow(
      new Unsupported('no implementation for Prodigal Sorcerer ability fly'),
    );
  });
});
