import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { phaseIn, phaseOut } from '../engine/phasing.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { mistDragon } from './mist-dragon.js';

// "{0}: Mist Dragon gains flying. {0}: Mist Dragon loses flying. {3}{U}{U}: Mist Dragon phases out." Each
// ability affects Mist Dragon itself: once it has left the battlefield, or while it is phased out (702.26b: it
// is treated as though it doesn't exist), its abilities on the stack do nothing to it.

const ability = (key: string) => mistDragon.activated!.find((a) => a.key === key)!;

/** Mist Dragon's ability `key` is put on the stack, then `meanwhile` happens to it, then the ability resolves. */
function resolvesAfter(key: string, meanwhile: (g: Game, dragon: ReturnType<Game['objects']['get']> & object) => void) {
  const g = testGame([at('dragon', 'Mist Dragon', 'battlefield')]);
  const item = resolvingItem(g, 'dragon', { kind: 'activated', abilityKey: key });
  meanwhile(g, g.objects.get('dragon')!);
  ability(key).resolve(g, item);
  return g;
}

const flies = (g: Game) => g.characteristics(g.objects.get('dragon')!).keywords.has('flying');

describe('Mist Dragon', () => {
  it('gains flying, and loses it again', () => {
    const g = resolvesAfter('gain-flying', () => undefined);
    expect(flies(g)).toBe(true);
    ability('lose-flying').resolve(g, resolvingItem(g, 'dragon', { kind: 'activated', abilityKey: 'lose-flying' }));
    expect(flies(g)).toBe(false);
  });

  it('does not gain flying while phased out, nor once phased back in', () => {
    const g = resolvesAfter('gain-flying', (game, dragon) => phaseOut(game, [dragon]));
    phaseIn(g, [g.objects.get('dragon')!]);
    expect([flies(g), g.effects.length]).toEqual([false, 0]);
  });

  it('does nothing once it has left the battlefield', () => {
    for (const key of ['gain-flying', 'lose-flying', 'phase-out']) {
      const g = resolvesAfter(key, (game, dragon) => game.moveTo(dragon, 'graveyard'));
      expect([g.objects.get('dragon')!.zone, g.effects.length]).toEqual(['graveyard', 0]);
    }
  });
});
