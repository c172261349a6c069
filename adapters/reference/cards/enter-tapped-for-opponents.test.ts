import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { frozenAether, kismet } from './enter-tapped-for-opponents.js';

// Frozen Aether: "Artifacts, creatures, and lands your opponents control enter tapped." Kismet: "Artifacts,
// creatures, and lands played by your opponents enter tapped." (replacement effects, 614.1d). The engine asks
// about an object as it is about to enter, still in its old zone (zones.ts, enterBattlefield); for Kismet
// "played" is a spell resolving from the stack (the fixture vocabulary has no land play), so an opponent's
// creature put onto the battlefield from a graveyard enters untapped. Neither taps its controller's own
// permanents nor an opponent's enchantment.

const setup = () =>
  testGame([
    at('aether', 'Frozen Aether', 'battlefield'),
    at('kismet', 'Kismet', 'battlefield'),
    at('bears', 'Grizzly Bears', 'hand', 'B'),
    at('bonesplitter', 'Bonesplitter', 'hand', 'B'),
    at('forest', 'Forest', 'hand', 'B'),
    at('light', 'Banishing Light', 'hand', 'B'),
    at('a-bears', 'Grizzly Bears', 'hand'),
    at('b-graveyard', 'Hill Giant', 'graveyard', 'B'),
  ]);

/** Whether `card` (entering under `controller`, from the zone `from` if given) enters tapped under `source`. */
function entersTapped(source: 'aether' | 'kismet', card: string, controller: string, from?: 'stack'): boolean {
  const g = setup();
  const entering = g.objects.get(card)!;
  if (from) entering.zone = from;
  const behaviour = source === 'aether' ? frozenAether : kismet;
  return behaviour.makesEnterTapped!(g, g.objects.get(source)!, entering, controller);
}

describe('Frozen Aether', () => {
  it("taps an opponent's entering artifact, creature and land, not an enchantment nor its controller's own", () => {
    const cards = ['bonesplitter', 'bears', 'forest', 'light'];
    expect(cards.map((c) => entersTapped('aether', c, 'B'))).toEqual([true, true, true, false]);
    expect(entersTapped('aether', 'a-bears', 'A')).toBe(false);
  });
});

describe('Kismet', () => {
  it("taps an opponent's artifact and creature spells as they resolve, not an enchantment spell", () => {
    const cards = ['bonesplitter', 'bears', 'light'];
    expect(cards.map((c) => entersTapped('kismet', c, 'B', 'stack'))).toEqual([true, true, false]);
  });

  it("leaves its controller's own spell and an opponent's creature that wasn't played untapped", () => {
    expect([entersTapped('kismet', 'a-bears', 'A', 'stack'), entersTapped('kismet', 'b-graveyard', 'B')]).toEqual([
      false,
      false,
    ]);
  });
});
