import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { StackItem } from '../engine/types.js';

function flyingEffect(g: Game, item: StackItem, kind: 'addKeyword' | 'removeKeyword'): void {
  const self = g.permanent(item.sourceRef);
  if (self)
    g.addEffect({
      controller: item.controller,
      affected: g.lockedSet([self]),
      duration: { kind: 'indefinite' },
      change: { kind, keyword: 'flying' },
    });
}

/**
 * "{0}: Mist Dragon gains flying. {0}: Mist Dragon loses flying. {3}{U}{U}: Mist Dragon phases out."
 * The flying effects last indefinitely and apply in timestamp order (613.7), so the later one wins.
 */
export const mistDragon: CardBehaviour = {
  name: 'Mist Dragon',
  activated: [
    { key: 'gain-flying', mana: '{0}', resolve: (g, item) => flyingEffect(g, item, 'addKeyword') },
    { key: 'lose-flying', mana: '{0}', resolve: (g, item) => flyingEffect(g, item, 'removeKeyword') },
    {
      key: 'phase-out',
      mana: '{3}{U}{U}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (self) phaseOut(g, [self]);
      },
    },
  ],
};
