import type { FaultModule } from './fault.js';

/** Casting, activating and resolving: timing, target numbers and restrictions, legendary spells, the target check on resolution, copies that cease to exist, no priority in the cleanup step, mana spent on abilities (307.1, 601.2c, 205.4e, 608.2b, 707.10a, 514.3, 106.6). */
export const STACK_FAULTS = [
  {
    id: 'sorcery-timing-ignored',
    breaks: ['RR-SORCERY-TIMING'],
    description:
      "A sorcery (or a sorcery-speed ability) can be cast whenever its caster has priority: in any step, on another player's turn, over a spell on the stack (307.1: only in a main phase of their turn, with the stack empty).",
    plug: { cards: { sorceryTiming: () => () => true } },
  },
  {
    id: 'target-restrictions-ignored',
    breaks: [],
    description:
      'A target is checked only for its kind (permanent, player, spell, card in a graveyard), never for its restriction: Doom Blade can target a black creature, Spell Snare a spell of any mana value.',
    plug: { cards: { targetRestriction: () => () => true } },
  },
  {
    id: 'illegal-targets-resolve',
    breaks: ['RR-TARGET-CHECK-ON-RESOLUTION'],
    description:
      "A spell or ability whose targets have all become illegal resolves anyway, doing what doesn't need them (608.2b: it doesn't resolve, and none of its effects happen).",
    plug: { cards: { fizzles: () => () => false } },
  },
  {
    id: 'bestowed-aura-spell-fizzles',
    breaks: ['RR-BESTOW-ILLEGAL-TARGET'],
    description:
      "A bestowed Aura spell whose target has become illegal doesn't resolve and goes to its owner's graveyard, as an ordinary spell would (702.103e: it ceases to be bestowed and resolves as a creature spell).",
    plug: { cards: { bestowedResolvesAsCreature: () => () => false } },
  },
  {
    id: 'ability-text-read-from-its-source-as-it-resolves',
    breaks: ['RR-ABILITY-INDEPENDENT-OF-SOURCE'],
    description:
      "An ability on the stack does what its source's card says as the ability resolves, not what it said as the ability was activated or triggered: a Clone that copied Teferi's Imp and was destroyed with the Imp's trigger on the stack is Clone again, and the trigger has no text (113.7a: the ability exists independently of its source).",
    plug: { cards: { abilityCard: () => (_g, item) => item.source.card } },
  },
  {
    id: 'fizzled-copy-goes-to-graveyard',
    breaks: ['RR-COPY-CEASES'],
    description:
      "A copy of a spell that doesn't resolve is put into a graveyard as a spell card would be, taking the card it was made from there (707.10a: a copy of a spell in a zone other than the stack ceases to exist).",
    plug: { cards: { copyCeasesToExist: () => () => false } },
  },
  {
    id: 'targets-checked-against-the-last-restriction',
    breaks: ['RR-TARGET-CHECK-ON-RESOLUTION'],
    description:
      'On resolution every target of a spell or ability with several target specs is checked against the restriction of the last one: Unite the Coalition\'s creature targets against "target artifact or enchantment" (608.2b: each target is checked for the instance of the word "target" it was chosen for).',
    plug: {
      cards: {
        targetSpecs: () => (_g, own) => {
          const last = own.filter((s) => s !== undefined).at(-1);
          return own.map((s) => s && last);
        },
      },
    },
  },
  {
    id: 'untapped-permanent-becomes-untapped',
    breaks: ['RR-UNTAP-ONLY-TAPPED'],
    description:
      'Untapping a permanent that is already untapped makes it "become untapped", so abilities that trigger on that trigger (701.26b: only tapped permanents can be untapped).',
    plug: { cards: { untaps: () => () => true } },
  },
  {
    id: 'any-card-cast-from-graveyard',
    breaks: ['RR-FLASHBACK'],
    description:
      "A card in its owner's graveyard can be cast from there for its mana cost whether or not it has flashback (702.34a: flashback is what permits it).",
    plug: { cards: { graveyardCastCost: () => (_g, card, flashback) => flashback ?? card.card.manaCost ?? '' } },
  },
  {
    id: 'trigger-targets-need-a-permanent',
    breaks: ['RR-TRIGGER-CHOICES'],
    description:
      'A triggered ability with targets is removed from the stack whenever no permanent is on the battlefield, as though every target had to be a permanent: Blood Artist dying alone has no trigger (603.3d: only when no legal choice can be made; players are legal choices).',
    plug: { cards: { triggerHasLegalTargets: () => (g, _specs, any) => any && g.permanents().length > 0 } },
  },
  {
    id: 'trigger-choices-in-listed-order',
    breaks: ['RR-TRIGGER-CHOICES'],
    description:
      "Each triggered ability takes the next unused choice in the order the choices are listed, whichever ability they were made for: one player's trigger can get the targets another player chose for theirs (603.3d, 601.2c: each ability's controller chooses its targets).",
    plug: { cards: { triggerChoice: () => (_g, _trigger, listed, used) => (listed ?? []).find((c) => !used.has(c)) } },
  },
  {
    id: 'activation-taps-source',
    breaks: ['RR-STATUS-RETAINED'],
    description:
      "Activating any ability of a permanent taps it, as though every activation cost had {T} (110.5c: a permanent keeps its status until something changes it; a cost without {T} doesn't).",
    plug: { cards: { activationTaps: () => () => true } },
  },
  {
    id: 'trigger-choice-used-twice',
    breaks: ['RR-TRIGGER-CHOICES'],
    description:
      'A triggered ability that triggers more than once takes the first choice given for it every time: each instance gets the same targets (603.3d: each instance is put on the stack with its own choices).',
    plug: {
      cards: {
        triggerChoice: () => (_g, trigger, listed) =>
          (listed ?? []).find((c) => c.source === trigger.source.id && c.ability === trigger.key),
      },
    },
  },
  {
    id: 'trigger-order-ignored',
    breaks: ['RR-TRIGGER-APNAP'],
    description:
      "A player's triggered abilities go on the stack in the order they triggered, whatever order the player chose (603.3b: each player puts their triggered abilities on the stack in any order they choose).",
    plug: { cards: { triggerRank: () => () => 0 } },
  },
  {
    id: 'target-count-unchecked',
    breaks: ['RR-TARGETS'],
    description:
      'A spell or ability takes whatever number of targets it is given: Arc Trail with one target, Shock with two, a spell without targets with one (601.2c: an appropriate object or player for each target the spell requires, and only those).',
    plug: { cards: { wrongTargetCount: () => () => false } },
  },
  {
    id: 'legendary-spell-unrestricted',
    breaks: ['RR-LEGENDARY-SPELL'],
    description:
      "A legendary instant or sorcery can be cast by a player who controls no legendary creature or planeswalker (205.4e: a player can't cast one unless they do).",
    plug: { cards: { legendarySpellPermitted: () => () => true } },
  },
  {
    id: 'priority-in-cleanup-step',
    breaks: ['RR-CLEANUP-NO-PRIORITY'],
    description:
      'Players receive priority in the cleanup step: spells can be cast and abilities activated in it (514.3: normally no player receives priority during the cleanup step).',
    plug: { cards: { noPriorityInCleanup: () => () => false } },
  },
  {
    id: 'ability-mana-stays-unspent',
    breaks: ['RR-MANA-SPENT'],
    description:
      "Mana spent on an activated ability still waits to be spent: Path of Ancestry's mana paid for an ability makes a later creature spell cast with other mana trigger its scry (106.6: the delayed trigger waits for that mana to be spent, and it was).",
    plug: { cards: { manaSpentOnAbility: () => () => false } },
  },
] as const satisfies readonly FaultModule[];
