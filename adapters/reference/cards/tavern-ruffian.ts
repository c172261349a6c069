import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * Tavern Ruffian // Tavern Smasher. Front: a 2/5 Human Warrior Werewolf with "Daybound"; back (red
 * Creature — Werewolf 6/5): "Nightbound". Both keywords are read by the engine's day/night rules
 * (day-night.ts, 702.145); the back face's characteristics are here because the catalogue describes
 * the front face.
 */
export const tavernRuffian: CardBehaviour = {
  name: 'Tavern Ruffian // Tavern Smasher',
  backFace: {
    types: ['Creature'],
    subtypes: ['Werewolf'],
    power: 6,
    toughness: 5,
    colors: ['R'],
    keywords: ['nightbound'],
  },
};
