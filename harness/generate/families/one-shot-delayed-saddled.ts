import type { Parties, Scenario } from './one-shot-scenario.js';
import { VICTIM, at } from './one-shot-scenario.js';

// The one-shot family's exile × delayed means (one-shot-delayed.ts): a delayed trigger that exiles and
// returns a creature chosen, as it resolves, among those that saddled its source this turn.

const FORTUNE = 'fortune';

/**
 * A combat means in which the victim saddles A's Fortune, Loyal Steed in A's first main phase (saddle is
 * sorcery-speed) and Fortune attacks the other player: its trigger creates a delayed trigger for end of
 * combat that exiles Fortune and up to one creature that saddled it, then returns them. The saddler is
 * always a creature A controlled as it saddled (702.171a), so this means does the own and stolen cells.
 * As the delayed trigger resolves A names the phased-out victim, which is refused; it then resolves with
 * no saddler chosen, and Fortune alone comes back, as a new object (400.7).
 */
export function fortuneSaddler(p: Parties): Scenario {
  const oracle =
    "When Fortune enters, scry 2. / Whenever Fortune attacks while saddled, at end of combat, exile it and up to one creature that saddled it this turn, then return those cards to the battlefield under their owner's control. / Saddle 1";
  const saddle =
    '702.171a: "Saddle N" means "Tap any number of other untapped creatures you control with total power N or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."; 702.171c: a creature saddles a permanent as it is tapped to pay that cost.';
  const created =
    " Fortune's trigger has no target and Fortune is still saddled, so it resolves and creates the delayed trigger, which triggers at end of combat.";
  const notFound = ` As it resolves A chooses up to one creature that saddled Fortune this turn among those that exist: the phased-out Bears are treated as though they don't exist (702.26b), so naming them is refused, with the trigger still on the stack, and it resolves with none chosen. Fortune alone is exiled and returns as a new object (400.7), untapped and no longer attacking, and its enters trigger triggers; the Bears are not exiled, stay tapped and ${p.controller}'s, and are untapped after they phase in (502.1, 502.3).`;
  return {
    label: "Fortune, Loyal Steed's delayed exile and return",
    objects: [{ id: FORTUNE, card: 'Fortune, Loyal Steed', owner: 'A', zone: 'battlefield' }],
    start: { do: 'declareAttackers', label: 'effect', attackers: [{ attacker: FORTUNE, defending: p.other }] },
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: { controller: p.controller, tapped: true },
    afterPhaseIn: { tapped: false },
    stillHappens: [
      { action: 'exile-the-phased-out-saddler', rejected: true },
      at({ object: FORTUNE, zone: 'battlefield', tapped: false, combat: 'none' }),
      at({ player: p.other, life: 18 }),
      { triggered: { source: FORTUNE, ability: 'etb' }, count: 1 },
    ],
    whenRefused: [],
    delayed: { source: FORTUNE, ability: 'end-of-combat' },
    delayedWhateverTheVictim: true,
    delayedResolution: [{ do: 'resolve', label: 'exile-the-phased-out-saddler', choices: { saddler: VICTIM } }],
    combat: {
      active: 'A',
      fromMainPhase: true,
      leadIn: [
        { do: 'activate', player: 'A', source: FORTUNE, ability: 'saddle', choices: { saddle: [VICTIM] } },
        { do: 'resolve' },
        { do: 'advance', to: { step: 'declareAttackers' } },
      ],
      victimInLeadIn: true,
      reading: {
        'before-cast': ` The Bears saddled Fortune, then phased out before it attacked.${created}${notFound}`,
        'in-response': ` The Bears phased out in response to Fortune's trigger.${created}${notFound}`,
        'before-delayed-trigger': ` Fortune's trigger had resolved by then, creating the delayed trigger, which triggers at end of combat.${notFound}`,
      },
    },
    meanings: ['RR-DELAYED-TRIGGER', 'RR-NEW-OBJECT', 'RR-UNTAP-ORDER'],
    from: '2024-04-12',
    notes: `Fortune, Loyal Steed: "${oracle}" ${saddle} The Grizzly Bears ${p.controller} controls${p.owner === p.controller ? '' : ` (${p.owner}'s)`} saddle A's Fortune in A's first main phase, and Fortune attacks ${p.other} while saddled.`,
  };
}
