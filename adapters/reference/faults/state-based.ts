import type { FaultModule } from './fault.js';

/** State-based actions (704.5): which permanents they put into the graveyard. */
export const STATE_BASED_FAULTS = [
  {
    id: 'indestructible-survives-zero-toughness',
    breaks: ['RR-SBA-ZERO-TOUGHNESS'],
    description:
      'An indestructible creature with toughness 0 or less stays on the battlefield (704.5f puts it into the graveyard: it is not destroyed, so indestructible does not apply).',
    plug: {
      performs: (base) => (g, action, o) =>
        !(action === 'zero-toughness-dies' && g.has(o, 'indestructible')) && base(g, action, o),
    },
  },
  {
    id: 'saga-sacrificed-with-chapter-on-the-stack',
    breaks: ['RR-SBA-SAGA'],
    description:
      "A Saga whose lore counters reach its final chapter number is sacrificed at once, even while that chapter ability is waiting or on the stack (704.5s: only once it isn't the source of a chapter ability that has triggered but not yet left the stack).",
    plug: { cards: { sagaChapterPending: () => () => false } },
  },
  {
    id: 'legend-rule-ignores-names',
    breaks: ['RR-LEGEND-RULE'],
    description:
      'The legend rule applies to any two legendary permanents a player controls, whatever their names (704.5j: only to those with the same name).',
    plug: { legendRuleGroup: () => (g, o) => g.controller(o) },
  },
  {
    id: 'legend-rule-ignores-controllers',
    breaks: ['RR-LEGEND-RULE'],
    description:
      'The legend rule applies to legendary permanents with the same name whoever controls them (704.5j: only to those controlled by the same player).',
    plug: { legendRuleGroup: () => (_g, o) => o.card.name },
  },
  {
    id: 'sba-deaths-one-at-a-time',
    breaks: ['RR-ZONE-CHANGE-LOOKBACK'],
    description:
      'State-based actions put dying permanents into graveyards one at a time, so a dying Blood Artist\'s "whenever another creature dies" misses the creatures that die after it (704.3: they are performed simultaneously; 603.10a).',
    plug: { sbaDeathEvents: () => (_g, dying) => dying.map((o) => [o]) },
  },
  {
    id: 'legend-rule-keeps-the-newest',
    breaks: ['RR-LEGEND-RULE'],
    description:
      "The legend rule keeps the newest of a player's same-named legendary permanents, whichever the player chose (704.5j: that player chooses one of them).",
    plug: {
      legendRuleKept: () => (_g, group) => group.reduce((newest, o) => (o.timestamp > newest.timestamp ? o : newest)),
    },
  },
] as const satisfies readonly FaultModule[];
