import type { Action, Expectation, ObjectSetup } from '../../generated/fixture.js';
import { citeRules } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';

/**
 * "The legend rule compares a phased-out legend" (engines.md §13 C). Rules: 704.5j (704.5k in 2015)
 * — "If two or more legendary permanents with the same name are controlled by the same player, that
 * player chooses one of them, and the rest are put into their owners' graveyards" — read with 702.26b
 * (702.25b in 2015): a phased-out permanent is treated as though it doesn't exist, and the legend rule
 * does not mention phased-out permanents. So a second copy can be cast and stays while the first is
 * phased out; once the first phases in (702.26c: the same object again) both exist and the rule puts
 * one into its owner's graveyard the next time state-based actions are checked — never in the untap
 * step, where no player receives priority (502.4). Which one is the player's choice; the fixtures
 * count rather than give it (an action's legendRule), so that an engine without the capability
 * 'sba.legend-rule-choice' runs them. From 2013-07-13, when the legend rule took these words (704.5k,
 * the same in the 2013-07-11.txt and 2015-01-23 files); before, every copy went to the graveyard.
 */

const LEGENDS = ['creature', 'planeswalker'] as const;
const WHEN = ['before-cast', 'in-response'] as const;
const BACK = ['untap-step', 'by-effect'] as const;
const WHOSE = ['own', 'stolen', 'opponent'] as const;
const FROM = '2013-07-13';

const CARD: Record<string, { name: string; mana: string; counters?: Record<string, number> }> = {
  creature: { name: 'Emmara, Soul of the Accord', mana: '{G}{W}' },
  planeswalker: { name: 'Kaito Shizuki', mana: '{1}{U}{B}', counters: { loyalty: 3 } },
};

function legality(cell: Cell): NoFixture | null {
  if (cell['whose'] === 'opponent')
    return {
      kind: 'illegal',
      reason:
        "The legend rule compares only legendary permanents one player controls: an opponent's copy never meets the caster's, phased out or not, so nothing depends on phasing.",
    };
  return null;
}

function build(cell: Cell): FixtureDraft {
  const { legend, when, back, whose } = cell as Record<string, string>;
  const card = CARD[legend!]!;
  const phased = { how: 'directly', under: 'A' } as const;
  const first: ObjectSetup = {
    id: 'first',
    card: card.name,
    owner: whose === 'own' ? 'A' : 'B',
    ...(whose === 'own' ? {} : { controller: 'A' }),
    zone: 'battlefield',
    ...(when === 'before-cast' ? { phased } : {}),
    ...(card.counters ? { counters: card.counters } : {}),
  };
  const second: ObjectSetup = { id: 'second', card: card.name, owner: 'A', zone: 'hand' };
  const actions: Action[] = [{ do: 'cast', label: 'second', player: 'A', object: 'second' }];
  if (when === 'in-response') actions.push({ do: 'phaseOut', objects: ['first'] });
  actions.push({ do: 'resolve' }, { do: 'checkpoint', name: 'both' });
  const onField = { card: card.name, zone: 'battlefield' } as const;
  const expect: [Expectation, ...Expectation[]] = [
    { at: 'both', count: onField, equals: 2 },
    { at: 'both', object: 'second', zone: 'battlefield', phased: 'in' },
    { at: 'both', object: 'first', zone: 'battlefield', phased },
  ];
  if (back === 'by-effect') actions.push({ do: 'phaseIn', objects: ['first'] });
  else
    actions.push(
      { do: 'advance', to: { step: 'untap', turnOf: 'A' } },
      { do: 'checkpoint', name: 'untap-step' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' } },
    );
  if (back === 'untap-step') expect.push({ at: 'untap-step', count: { ...onField, phasedOut: false }, equals: 2 });
  expect.push({ count: onField, equals: 1 }, { count: { card: card.name, zone: 'graveyard' }, equals: 1 });
  const meanings = [
    'RR-LEGEND-RULE',
    'PH-OUT-STATUS',
    'PH-IN-STATUS',
    ...(back === 'untap-step' ? ['RR-UNTAP-NO-PRIORITY'] : []),
  ];
  const sources = citeRules(meanings, FROM);
  const whoseText = whose === 'own' ? 'its own' : "an opponent's, under A's control,";
  const kaitoNote =
    legend === 'planeswalker' && back === 'untap-step'
      ? " The second Kaito entered this turn, so it phases itself out in A's end step; both phase in at A's untap step."
      : '';
  return {
    title: `The legend rule ignores a phased-out legendary ${legend} (${when === 'before-cast' ? 'phased out before the second is cast' : 'phased out in response'}) until it phases in ${back === 'by-effect' ? 'by an effect' : 'at the untap step'}`,
    status: 'approved',
    sources,
    notes:
      `A controls ${whoseText} ${card.name}, which phases out ${when === 'before-cast' ? 'before' : 'in response to'} A casting a second one. The legend rule (704.5j; 704.5k in 2015) compares legendary permanents with the same name one player controls; it does not mention phased-out permanents, so the phased-out one doesn't exist for it (702.26b) and the second stays. ` +
      (back === 'by-effect'
        ? "An effect phases the first back in (702.26c); the next state-based action check finds two and one goes to its owner's graveyard."
        : "Both exist after A's untap step, where no player receives priority and state-based actions are not checked (502.4); in the upkeep one goes to its owner's graveyard.") +
      kaitoNote +
      " Which one stays is A's choice; the fixture counts, so that an engine without 'sba.legend-rule-choice' can run it (the RR-LEGEND-RULE fixtures give the choice).",
    editions: { from: FROM },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [first, second],
      manaPool: { A: card.mana },
    },
    actions,
    expect,
  };
}

export const legend: Family = {
  id: 'legend',
  title:
    'The legend rule compares only the legendary permanents that exist: a phased-out copy is not compared until it phases in.',
  axes: [
    {
      name: 'legend',
      describe: 'the legendary permanent: a creature (Emmara) or a planeswalker (Kaito Shizuki)',
      values: LEGENDS,
    },
    {
      name: 'when',
      describe: 'when the first copy phases out: before the second is cast, or in response',
      values: WHEN,
    },
    { name: 'back', describe: "how it phases back in: at its controller's untap step, or by an effect", values: BACK },
    {
      name: 'whose',
      describe:
        "whose the phased-out copy is: the caster's own, an opponent's under the caster's control, an opponent's",
      values: WHOSE,
    },
  ],
  legality,
  build,
};
