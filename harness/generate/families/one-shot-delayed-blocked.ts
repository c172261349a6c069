import type { Parties, Scenario } from './one-shot-scenario.js';
import { WITNESS, at, castA, giant, inHand, spellIn } from './one-shot-scenario.js';

// The one-shot family's tap × delayed means (one-shot-delayed.ts): a delayed trigger that finds its
// creatures by what they were blocked by this turn, not by remembering them.

/**
 * A combat means in which the victim, a Serra Angel (vigilance: attacking leaves it untapped, so a tap
 * shows), and the Hill Giant attack the other player, who blocks the Angel with a Giant Spider (reach) and
 * the Giant with a Runeclaw Bear, and A casts Triton Tactics on both blockers: its delayed trigger taps, at
 * end of combat, the creatures they blocked and keeps them from untapping. The spell targets only the
 * blockers, so it resolves and creates the delayed trigger however early the victim phased out (after the block).
 */
export function tritonTactics(p: Parties): Scenario {
  const oracle =
    "Up to two target creatures each get +0/+3 until end of turn. Untap those creatures. At this turn's next end of combat, tap each creature that was blocked by one of those creatures this turn and it doesn't untap during its controller's next untap step.";
  const angel = 'angel';
  const blockers = { angel: 'spider', giant: 'giant-blocker' };
  const created =
    " The Angel is the creature one of the spell's targets blocked, not a target, so Triton Tactics resolves and creates the delayed trigger, which triggers at end of combat.";
  const notFound =
    " As it resolves it taps each creature that was blocked by the Spider or the Runeclaw Bear among the creatures that exist: the phased-out Angel is treated as though it doesn't exist (702.26b), so it is neither tapped nor kept from untapping, and it is untapped when it phases in (502.1, 502.3), while the Giant is tapped and stays tapped through its controller's next untap step.";
  const removed = 'A permanent that phases out is removed from combat (506.4).';
  return {
    label: "Triton Tactics's delayed tap",
    victim: { id: angel, card: 'Serra Angel' },
    objects: [
      inHand('tactics', 'Triton Tactics'),
      { id: 'island', card: 'Island', owner: 'A', zone: 'battlefield' },
      giant(p),
      { id: blockers.angel, card: 'Giant Spider', owner: p.other, zone: 'battlefield' },
      { id: blockers.giant, card: 'Runeclaw Bear', owner: p.other, zone: 'battlefield' },
    ],
    start: castA('tactics', [blockers.angel, blockers.giant]),
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: { tapped: false },
    afterPhaseIn: { tapped: false },
    stillHappens: [
      at({ object: blockers.angel, toughness: 7 }),
      at({ object: blockers.giant, toughness: 5 }),
      spellIn('tactics', 'graveyard'),
      { object: WITNESS, tapped: true },
    ],
    whenRefused: [],
    delayed: { source: 'tactics', ability: 'end-of-combat' },
    delayedWhateverTheVictim: true,
    combat: {
      active: p.controller,
      leadIn: [
        { do: 'advance', to: { step: 'declareAttackers' } },
        {
          do: 'declareAttackers',
          attackers: [
            { attacker: angel, defending: p.other },
            { attacker: WITNESS, defending: p.other },
          ],
        },
        { do: 'advance', to: { step: 'declareBlockers' } },
        {
          do: 'declareBlockers',
          blockers: [
            { blocker: blockers.angel, attacker: angel },
            { blocker: blockers.giant, attacker: WITNESS },
          ],
        },
        { do: 'activate', player: 'A', source: 'island', ability: 'mana' },
      ],
      victimInLeadIn: true,
      reading: {
        'before-cast': ` The Angel phased out after the block, before Triton Tactics was cast. ${removed}${created}${notFound}`,
        'in-response': ` ${removed}${created}${notFound}`,
        'before-delayed-trigger': ` ${removed} Triton Tactics had resolved by then, creating the delayed trigger, which triggers at end of combat.${notFound}`,
      },
    },
    meanings: ['RR-DELAYED-TRIGGER', 'RR-REMOVED-FROM-COMBAT', 'RR-UNTAP-ORDER'],
    from: '2013-09-27',
    notes: `Triton Tactics: "${oracle}" ${p.controller}'s Serra Angel and Hill Giant attack ${p.other}, who blocks the Angel with a Giant Spider and the Giant with a Runeclaw Bear; A taps an Island and casts Triton Tactics targeting both blockers, and its resolution gives them +0/+3 and creates a delayed triggered ability (603.7) for end of combat that remembers them.`,
  };
}
