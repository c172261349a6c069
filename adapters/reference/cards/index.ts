import type { CardBehaviour } from './card-behaviour.js';
import { bloodArtist } from './blood-artist.js';
import { collectiveUnconscious } from './collective-unconscious.js';
import { dayOfJudgment, wrathOfGod } from './destroy-all-creatures.js';
import { gloriousAnthem } from './glorious-anthem.js';
import { shock } from './shock.js';
import { soulWarden } from './soul-warden.js';

/** Every card whose rules text the reference engine implements, by name. */
export const CARD_BEHAVIOURS: readonly CardBehaviour[] = [
  bloodArtist,
  collectiveUnconscious,
  dayOfJudgment,
  gloriousAnthem,
  shock,
  soulWarden,
  wrathOfGod,
];

/**
 * Keyword abilities the engine understands without a card module: a catalogue card whose
 * abilities are all among these (vanilla creatures, "Phasing" creatures) needs no code.
 */
export const KNOWN_KEYWORDS = new Set(['phasing', 'flying', 'reach', 'haste', 'vigilance', 'trample', 'first-strike', 'double-strike', 'defender', 'indestructible', 'flash', 'enchant']);
