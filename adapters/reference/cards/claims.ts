import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { KNOWN_KEYWORDS } from './index.js';

/**
 * The catalogue ability keys a card module implements: its keyed activated, triggered and static
 * abilities, its spell effect (the catalogue's `spell` abilities), the keywords the engine's rules
 * know, and the keys it declares as carried by its hooks (`hookedAbilities`).
 */
export function implementedKeys(card: CatalogueCard, behaviour: CardBehaviour | undefined): Set<string> {
  const keys = new Set<string>(behaviour?.hookedAbilities ?? []);
  for (const a of [...(behaviour?.activated ?? []), ...(behaviour?.triggers ?? []), ...(behaviour?.statics ?? [])]) keys.add(a.key);
  for (const a of card.abilities) {
    if (a.kind === 'spell' && behaviour?.spell) keys.add(a.key);
    if (a.kind === 'keyword' && KNOWN_KEYWORDS.has(a.key)) keys.add(a.key);
  }
  return keys;
}

/** Why the engine can't claim this card: catalogue keys it lacks, and keys it would report that the catalogue doesn't have. */
export function claimGaps(card: CatalogueCard, behaviour: CardBehaviour | undefined): { missing: string[]; unknown: string[] } {
  const keys = implementedKeys(card, behaviour);
  const catalogued = new Set(card.abilities.map((a) => a.key));
  return {
    missing: card.abilities.filter((a) => !keys.has(a.key)).map((a) => a.key),
    unknown: [...keys].filter((k) => !catalogued.has(k)),
  };
}

/** The engine claims a card only when it implements every catalogue ability of it under the catalogue's key. */
export function implementsWholeCard(card: CatalogueCard, behaviour: CardBehaviour | undefined): boolean {
  const gaps = claimGaps(card, behaviour);
  return gaps.missing.length === 0 && gaps.unknown.length === 0;
}
