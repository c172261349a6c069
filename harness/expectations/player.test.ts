import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../generated/observation.js';
import { playerKind } from './player.js';

const snap: Snapshot = {
  players: [
    { id: 'A', life: 20, handSize: 0, librarySize: 20, graveyardSize: 0, inGame: true, monarch: true },
    { id: 'B', life: 18, handSize: 0, librarySize: 20, graveyardSize: 0, inGame: true },
  ],
  objects: [],
  triggers: [],
};

describe('player expectations in words', () => {
  it('tells a designation an engine leaves out as one the player lacks, as the check reads it', () => {
    expect(playerKind.observedText({ player: 'B', life: 18, monarch: false }, snap)).toBe(
      "player B has 18 life and isn't the monarch",
    );
    expect(playerKind.observedText({ player: 'B', citysBlessing: true }, snap)).toBe(
      "player B doesn't have the city's blessing",
    );
    expect(playerKind.observedText({ player: 'A', monarch: true }, snap)).toBe('player A is the monarch');
  });
});
