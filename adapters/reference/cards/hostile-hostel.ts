import { putCounters, removeCounters } from '../engine/counters.js';
import { addMana } from '../engine/mana.js';
import type { Game } from '../engine/game-interface.js';
import { phaseOut } from '../engine/phasing.js';
import { untapPermanent } from '../engine/casting.js';
import type { GameObject, ObjectRef } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sacrificeACreature } from './sacrifice-a-creature.js';

const front = (_g: Game, self: GameObject) => !self.transformed;
const back = (_g: Game, self: GameObject) => self.transformed === true;

/** The memory key a card exiled by Creeping Inn's attack trigger holds: the Inn (`id:incarnation`) that exiled it. */
const EXILED_BY_INN = 'exiledByCreepingInn';

const innKey = (inn: ObjectRef) => `${inn.id}:${inn.incarnation}`;

/**
 * Exiles `card` with the Inn `inn` names and counts the creature cards exiled with that Inn (X). The ability is
 * linked to itself (607.1c), and "exiled with" means the cards in exile its instruction put there (607.2a), so the
 * link is kept on each exiled card, named by the Inn's reference: it needs nothing from the Inn as the trigger
 * resolves, whether the Inn phased out (702.26d: the same object, still remembered) or left the battlefield (608.2h:
 * the Inn as it last existed, whose reference the trigger holds). A card that left exile is a new object with no
 * memory (400.7), so it no longer counts.
 */
function exileWithInn(g: Game, inn: ObjectRef, card: GameObject): number {
  g.exileCard(card);
  card.memory[EXILED_BY_INN] = innKey(inn);
  return g.cardsIn(['exile']).filter((c) => c.memory[EXILED_BY_INN] === innKey(inn)).length;
}

/**
 * Hostile Hostel // Creeping Inn. Front: "{1}, {T}, Sacrifice a creature: Put a soul counter on
 * Hostile Hostel. Then if there are three or more soul counters on it, remove those counters,
 * transform it, then untap it. Activate only as a sorcery." Back (Artifact Creature — Horror
 * Construct 3/7): "Whenever Creeping Inn attacks, you may exile a creature card from your graveyard.
 * If you do, each opponent loses X life and you gain X life, where X is the number of creature cards
 * exiled with Creeping Inn." and "{4}: Creeping Inn phases out." The front's "{T}: Add {C}." is a
 * mana ability (605).
 */
export const hostileHostel: CardBehaviour = {
  name: 'Hostile Hostel // Creeping Inn',
  backFace: { types: ['Artifact', 'Creature'], subtypes: ['Horror', 'Construct'], power: 3, toughness: 7, colors: [] },
  activated: [
    {
      key: 'mana',
      tap: true,
      manaAbility: true,
      available: front,
      resolve: (g, item) => addMana(g.player(item.controller), '{C}'),
    },
    {
      key: 'soul-counter',
      mana: '{1}',
      tap: true,
      sorcerySpeed: true,
      available: front,
      payCost: sacrificeACreature,
      resolve(g, item) {
        // A Hostel that phased out before this resolves doesn't exist (702.26b): no counter, no transform, no untap.
        const self = g.permanent(item.sourceRef, 'own-source');
        if (!self) return;
        putCounters(self, 'soul', 1);
        if ((self.counters.get('soul') ?? 0) < 3) return;
        removeCounters(self, 'soul');
        self.transformed = true; // 712: transform
        untapPermanent(g, self);
      },
    },
    {
      key: 'phase-out',
      mana: '{4}',
      available: back,
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (self) phaseOut(g, [self]);
      },
    },
  ],
  triggers: [
    {
      key: 'attacks',
      event: 'attacks',
      matches: (g, self, ev) => ev.type === 'attacks' && ev.obj === self && back(g, self),
      resolve(g, item) {
        // 113.7a: it resolves without its source; nothing here reads the Inn itself, phased out or gone.
        const id = item.choices['exile'];
        if (typeof id !== 'string') return;
        const card = g.cardIn(['graveyard'], id);
        if (!card || card.owner !== item.controller || !card.card.types.includes('Creature')) return;
        const x = exileWithInn(g, item.sourceRef, card);
        for (const p of g.playersInGame()) if (p.id !== item.controller) g.loseLife(p, x);
        g.gainLife(g.player(item.controller), x);
      },
    },
  ],
};
