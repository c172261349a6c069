import type { NoFixture } from '../family.js';
import type { Parties, Scenario } from './one-shot-scenario.js';
import { VICTIM, at, refused } from './one-shot-scenario.js';

// The one-shot family's `delayed` row (issue 25 item 2): an ability's resolution creates a delayed
// triggered ability (603.7) that will act on a creature, and the creature phases out before the
// ability began, in response to it, or after the delayed trigger was created and before it triggers.

/**
 * An ability of a permanent A controls that targets "creature you control", gives it flying until end
 * of turn and creates a delayed trigger ("at the beginning of the next end step") that acts on it.
 */
function flingAbility(
  card: string,
  id: string,
  ability: string,
  mana: string | undefined,
  verb: string,
  act: string,
  untouched: Scenario['untouched'] = {},
): Scenario {
  const tapped = mana === undefined;
  return {
    label: `${card}'s delayed ${verb}`,
    objects: [{ id, card, owner: 'A', zone: 'battlefield' }],
    ...(mana ? { manaPool: { A: mana } } : {}),
    start: { do: 'activate', label: 'effect', player: 'A', source: id, ability, targets: [VICTIM] },
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { zone: 'battlefield', ...untouched },
    stillHappens: tapped ? [at({ object: id, tapped: true })] : [],
    whenRefused: [refused, ...(tapped ? [at({ object: id, tapped: false })] : [])],
    delayed: { source: id, ability: 'end-step' },
    meanings: ['RR-DELAYED-TRIGGER'],
    notes: `${card}: "${act}" is a delayed triggered ability (603.7) the activated ability creates as it resolves, remembering its target.`,
  };
}

/** Each delayed means keyed `effect/delayed`. */
export const DELAYED_MEANS: Partial<Record<string, (p: Parties) => Scenario>> = {
  'destroy/delayed': () =>
    flingAbility(
      'Mogg Cannon',
      'cannon',
      'launch',
      undefined,
      'destroy',
      'Destroy that creature at the beginning of the next end step.',
    ),
  'sacrifice/delayed': () =>
    flingAbility(
      'Krovikan Elementalist',
      'elementalist',
      'fly',
      '{U}{U}',
      'sacrifice',
      'Sacrifice it at the beginning of the next end step.',
    ),
};

/** The delayed means that target "creature you control", so reach only the activating player's creatures. */
export const DELAYED_OWN_ONLY: Record<string, string> = {
  'destroy/delayed': 'Mogg Cannon',
  'sacrifice/delayed': 'Krovikan Elementalist',
};

export const DELAYED_ILLEGAL_OPPONENT = (card: string): NoFixture => ({
  kind: 'illegal',
  reason: `${card}'s ability targets "creature you control": an opponent's creature can't be its target, phased out or not.`,
});

/** Each `effect/delayed` pair still without a card, with what was searched (issue 25 item 2). */
export const DELAYED_OPEN: Partial<Record<string, NoFixture>> = {};
