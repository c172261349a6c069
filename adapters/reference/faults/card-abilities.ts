import type { FaultModule } from './fault.js';

/** Abilities of the catalogue's cards that are not phasing: keywords and choices the cards print. */
export const CARD_ABILITIES_FAULTS = [
  {
    id: 'prepared-copy-cast-keeps-designation',
    breaks: ['RR-PREPARE-PHASE-IN'],
    description:
      "Casting the copy of a prepared permanent's prepare spell leaves the permanent prepared (722.3c: it loses the designation as the spell becomes cast).",
    plug: { cards: { castCopyUnprepares: () => () => false } },
  },
  {
    id: 'draw-shield-replaces-any-draw',
    breaks: ['RR-REPLACEMENT-INSTEAD'],
    description:
      'A "the next time you would draw a card" shield (Words of Worship) replaces the next draw of any player, not only its controller\'s (614.1a).',
    plug: { cards: { shieldReplacesDraw: () => () => true } },
  },
  {
    id: 'draw-shield-ignored',
    breaks: ['RR-REPLACEMENT-INSTEAD'],
    description:
      'A "the next time you would draw a card" shield (Words of Worship) never replaces a draw: its controller draws as usual and gains no life (614.1a).',
    plug: { cards: { shieldReplacesDraw: () => () => false } },
  },
  {
    id: 'damage-replacement-ignored',
    breaks: ['RR-REPLACEMENT-INSTEAD'],
    description:
      'A replacement effect on damage that would be dealt to a player (Nefarious Lich\'s "exile that many cards from your graveyard instead") never applies: the damage is dealt (614.1a).',
    plug: { cards: { replacesDamageToPlayer: () => () => false } },
  },
  {
    id: 'may-not-untap-ignored',
    breaks: [],
    description:
      'A permanent whose controller chose not to untap it ("You may choose not to untap [this] during your untap step") untaps anyway (502.3).',
    plug: { untap: { keepsTapped: () => () => false } },
  },
  {
    id: 'deathtouch-ignored',
    breaks: [],
    description:
      'A creature dealt damage by a source with deathtouch is not destroyed unless the damage is lethal (702.2b, 704.5h).',
    plug: { performs: (base) => (g, action, o) => action !== 'deathtouch-destroys' && base(g, action, o) },
  },
  {
    id: 'convoke-taps-nothing',
    breaks: [],
    description:
      'The creatures that convoke a spell pay for it but are not tapped (702.51a: each is tapped rather than paying that mana).',
    plug: { cards: { tapToConvoke: () => () => undefined } },
  },
  {
    id: 'flashback-card-not-exiled',
    breaks: [],
    description:
      "A card cast with flashback goes to its owner's graveyard as it resolves, rather than being exiled (702.34a), so it can be flashed back again.",
    plug: { cards: { flashbackExiles: () => () => false } },
  },
  {
    id: 'aftermath-card-not-exiled',
    breaks: ['RR-AFTERMATH'],
    description:
      "A split card cast from a graveyard as its aftermath half (Riches) goes to its owner's graveyard as it leaves the stack, rather than being exiled (702.127a).",
    plug: { cards: { aftermathExiles: () => () => false } },
  },
  {
    id: 'aftermath-cast-from-hand',
    breaks: ['RR-AFTERMATH'],
    description:
      "A split card's aftermath half (Riches) can be cast from its owner's hand (702.127a: it can't be cast from any zone other than a graveyard).",
    plug: { cards: { aftermathCastFrom: () => () => true } },
  },
  {
    id: 'loyalty-cost-unpaid',
    breaks: [],
    description:
      'Activating a loyalty ability puts on or removes no loyalty counters: its loyalty cost is never paid (606.4), so a planeswalker can activate a minus ability it has too little loyalty for.',
    plug: { cards: { loyaltyCost: () => () => 0 } },
  },
  {
    id: 'block-restrictions-ignored',
    breaks: [],
    description:
      'Static abilities that restrict which creatures can block an attacker ("This creature can\'t be blocked", "can\'t be blocked except by Walls") are ignored (509.1b).',
    plug: { combat: { blockRestricted: () => () => false } },
  },
  {
    id: 'becomes-blocked-per-blocker',
    breaks: [],
    description:
      '"Whenever this creature becomes blocked" triggers once for each creature blocking it rather than once (509.3c), so rampage counts twice.',
    plug: { combat: { becameBlocked: () => (_g, pairs) => pairs.map(([, attacker]) => attacker) } },
  },
] as const satisfies readonly FaultModule[];
