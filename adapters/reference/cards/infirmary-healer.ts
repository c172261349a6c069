import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { PlayerId } from '../engine/types.js';
import { targetPlayer } from './helpers.js';

const STREAM_OF_LIFE_TEXT = 'Target player gains X life.';

/**
 * Infirmary Healer (Secrets of Strixhaven), a preparation card (722.1): "This creature enters prepared. (While it's
 * prepared, you may cast a copy of its spell. Doing so unprepares it.)" Its prepare spell (722.2a) is Stream of Life,
 * {X}{G} Sorcery: "Target player gains X life." The card itself has only the creature's characteristics in every zone
 * (722.4); the spell's are the copy's alone (722.3c), so they are written here, not in the catalogue's card fields.
 */
export const infirmaryHealer: CardBehaviour = {
  name: 'Infirmary Healer',
  hookedAbilities: ['enters-prepared', 'prepare-spell'],
  entersPrepared: true,
  prepare: {
    card: {
      name: 'Stream of Life',
      manaCost: '{X}{G}',
      colors: ['G'],
      types: ['Sorcery'],
      oracle: STREAM_OF_LIFE_TEXT,
      source: "Infirmary Healer's prepare spell (722.2a), as the catalogue quotes it",
      abilities: [{ key: 'spell', kind: 'spell', text: STREAM_OF_LIFE_TEXT }],
    },
    targets: [targetPlayer],
    resolve(g, item) {
      // 608.2b: a spell whose only target is illegal doesn't resolve, so here its target is a player in the game.
      const [target] = item.targets as [{ player: PlayerId }];
      g.gainLife(g.player(target.player), item.x);
    },
  },
};
