import type { Step, Zone } from './types.js';

/** Every zone but the battlefield: where a card is, as opposed to a permanent (`Game.cardIn`). */
export const NOT_THE_BATTLEFIELD: readonly Exclude<Zone, 'battlefield'>[] = [
  'hand',
  'graveyard',
  'exile',
  'library',
  'stack',
  'command',
];

/** 205.3i: the land types (basic ones first). */
export const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
export const LAND_TYPES: readonly string[] = [
  ...BASIC_LAND_TYPES,
  'Cave',
  'Cloud',
  'Desert',
  'Gate',
  'Lair',
  'Locus',
  'Mine',
  'Power-Plant',
  'Sphere',
  'Tower',
  'Town',
  "Urza's",
];

export const STEPS: readonly Step[] = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
];
