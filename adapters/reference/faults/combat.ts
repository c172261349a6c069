import { forbidden } from '../engine/combat.js';
import { defaultAssignment, defaultBlockingAssignment } from '../engine/damage-assignment.js';
import type { Game } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import type { DamageAssignment } from '../engine/seams.js';
import type { FaultModule } from './fault.js';

/** Lethal damage to each blocker and nothing more: what is left over is lost. */
function lethalOnly(g: Game, blockers: Permanent[], power: number): DamageAssignment[] {
  let left = power;
  return blockers.map((b) => {
    const amount = Math.min(left, Math.max(0, g.characteristics(b).toughness - b.damage));
    left -= amount;
    return { to: b, amount };
  });
}

/** Combat (506.4, 509.1h): what removing from combat and tapping do, and when restrictions are checked. */
export const COMBAT_FAULTS = [
  {
    id: 'unblocked-when-blockers-leave',
    breaks: ['RR-REMOVED-FROM-COMBAT'],
    description:
      'An attacking creature whose blockers are all removed from combat (they phased out) becomes unblocked and deals its damage to the player (509.1h says it remains blocked).',
    plug: {
      combat: {
        removing: (base) => (g, obj) => {
          base(g, obj);
          for (const id of obj.combat?.blocking ?? []) {
            const att = g.permanentById(id);
            const others = g.permanents().some((b) => b !== obj && b.combat?.blocking?.includes(id));
            if (att?.combat && !others) att.combat.blocked = false;
          }
        },
      },
    },
  },
  {
    id: 'attackers-leave-with-planeswalker',
    breaks: ['RR-REMOVED-FROM-COMBAT-ATTACKED-PERMANENT'],
    description:
      'Creatures attacking a planeswalker that is removed from combat (it phased out) are removed from combat too (506.4c says they keep attacking).',
    plug: {
      combat: {
        removing: (base) => (g, obj) => {
          for (const a of g.permanents()) if (a.combat?.attacking === obj.id) a.combat = null;
          base(g, obj);
        },
      },
    },
  },
  {
    id: 'declared-attacker-removed-by-restriction',
    breaks: ['RR-REMOVED-FROM-COMBAT-DECLARED'],
    description:
      'A restriction that would have kept a creature from attacking (a permanent that phases in mid-combat) removes an already-declared attacker from combat.',
    plug: {
      combat: {
        settling: (base) => (g) => {
          base(g);
          for (const o of g.permanents()) {
            if (o.combat?.attacking !== undefined && forbidden(g, o, 'attack')) g.removeFromCombat(o);
            else if (o.combat?.blocking && forbidden(g, o, 'block')) g.removeFromCombat(o);
          }
        },
      },
    },
  },
  {
    id: 'tapping-removes-from-combat',
    breaks: ['RR-REMOVED-FROM-COMBAT-TAPPING'],
    description: 'Tapping a creature that is attacking or blocking removes it from combat (506.4b says it stays).',
    plug: {
      combat: {
        tapped: (base) => (g, o) => {
          base(g, o);
          g.removeFromCombat(o);
        },
      },
    },
  },
  {
    id: 'noncreature-stays-in-combat',
    breaks: ['RR-REMOVED-FROM-COMBAT'],
    description:
      'An attacking or blocking creature that stops being a creature (the March of the Machines that animated it phased out) stays an attacking or blocking permanent (506.4 removes it from combat).',
    plug: {
      performs: (base) => (g, action, o) => action !== 'noncreature-leaves-combat' && base(g, action, o),
    },
  },
  {
    id: 'blocking-planeswalker-leaves-combat-whole',
    breaks: ['RR-REMOVED-FROM-COMBAT-BLOCKING-PLANESWALKER'],
    description:
      'A blocking creature that is also a planeswalker being attacked, and stops being a creature, is removed from combat altogether: the creatures attacking it attack nothing (506.4d: it goes on being a planeswalker being attacked).',
    plug: {
      performs: (base) => (g, action, o) => action !== 'one-combat-role-kept' && base(g, action, o),
    },
  },
  {
    id: 'attack-restrictions-ignored',
    breaks: ['RR-ATTACK-RESTRICTIONS'],
    description:
      'Restrictions on attacking ("can\'t attack", defender, Pacifism) are not checked when attackers are declared (508.1c makes such a declaration illegal).',
    plug: {
      combat: { restricts: (base) => (g, o, role, restricted) => role !== 'attack' && base(g, o, role, restricted) },
    },
  },
  {
    id: 'cant-block-ignored',
    breaks: ['RR-BLOCK-RESTRICTION'],
    description:
      'A creature that can\'t block (an effect\'s "can\'t block this turn", Pacifism, "can\'t attack or block") may still be declared as a blocker (509.1b makes such a declaration illegal).',
    plug: {
      combat: { restricts: (base) => (g, o, role, restricted) => role !== 'block' && base(g, o, role, restricted) },
    },
  },
  {
    id: 'attackers-stay-untapped',
    breaks: ['RR-ATTACKERS-TAP'],
    description: 'Creatures declared as attackers stay untapped, as if they all had vigilance (508.1f taps them).',
    plug: { combat: { attackTaps: () => () => false } },
  },
  {
    id: 'combat-never-ends',
    breaks: ['RR-END-OF-COMBAT'],
    description:
      'Creatures are not removed from combat as the end of combat step ends: they go on attacking and blocking after combat (511.3).',
    plug: { combat: { endOfCombat: () => () => undefined } },
  },
  {
    id: 'first-strike-ignored',
    breaks: ['RR-FIRST-STRIKE-STEP'],
    description:
      'First strike is ignored: there is no first-strike combat damage step and every creature deals its damage at once (510.4).',
    plug: {
      combat: {
        dealsDamageIn: (base) => (g, o, step, firstStrikeStep) =>
          step === 'first-strike' ? g.has(o, 'double-strike') : base(g, o, step, firstStrikeStep),
      },
    },
  },
  {
    id: 'first-strike-deals-twice',
    breaks: ['RR-FIRST-STRIKE-STEP'],
    description:
      'A creature with first strike deals combat damage in the first-strike step and again in the regular one, like double strike (510.4: only the creatures that had neither, and those with double strike).',
    plug: {
      combat: {
        dealsDamageIn: (base) => (g, o, step, firstStrikeStep) =>
          step === 'regular' || base(g, o, step, firstStrikeStep),
      },
    },
  },
  {
    id: 'blocked-damage-lethal-only',
    breaks: ['RR-BLOCKED-DAMAGE'],
    description:
      'A blocked creature assigns each blocker only lethal damage and loses the rest, even with a single blocker (510.1c: a lone blocker is assigned all its damage).',
    plug: { combat: { assignBlocked: () => (g, _attacker, blockers, power) => lethalOnly(g, blockers, power) } },
  },
  {
    id: 'trample-ignored',
    breaks: ['RR-TRAMPLE', 'RR-TRAMPLE-NO-BLOCKERS'],
    description:
      'Trample is ignored: a blocked attacker with trample assigns no damage to the player it attacks, not even when no blockers are left (702.19b, d).',
    plug: {
      combat: {
        assignBlocked: (base) => (g, attacker, blockers, power, pending) =>
          base(g, attacker, blockers, power, pending).filter((a) => a.to !== 'attacked'),
      },
    },
  },
  {
    id: 'damage-assignment-ignored',
    breaks: ['RR-BLOCKED-DAMAGE', 'RR-TRAMPLE', 'RR-DAMAGE-ASSIGNMENT-ORDER'],
    description:
      "The attacking player's division of a blocked attacker's combat damage is ignored: the engine assigns lethal damage to each blocker in turn and the rest to the last one or, with trample, to the player (510.1c and 702.19b: the attacking player divides it).",
    plug: {
      combat: {
        assignBlocked: () => (g, attacker, blockers, power, pending) => {
          g.takeCombatDamageChoice(attacker, 'attacker');
          return defaultAssignment(g, attacker, blockers, power, pending);
        },
        assignBlocking: () => (g, blocker, attackers, power, pending) => {
          g.takeCombatDamageChoice(blocker, 'blocker');
          return defaultBlockingAssignment(g, blocker, attackers, power, pending);
        },
      },
    },
  },
  {
    id: 'lethal-damage-ignores-marked-damage',
    breaks: ['RR-TRAMPLE', 'RR-BLOCKED-DAMAGE'],
    description:
      'Lethal damage for a blocker is its whole toughness, not counting the damage already marked on it (702.19b, 510.1c: take it into account).',
    plug: {
      combat: {
        lethalDamage: (base) => (g, source, creature, pending) =>
          base(g, source, creature, pending) + Math.min(creature.damage, g.characteristics(creature).toughness),
      },
    },
  },
  {
    id: 'bands-unrestricted',
    breaks: ['RR-BANDING-DECLARE', 'RR-BANDING-SAME-TARGET'],
    description:
      'Any attacking creatures may form a band: neither the qualities "bands with other" asks for nor the one player or planeswalker a band attacks are checked (702.22c-d).',
    plug: { combat: { bandRestricted: () => () => false } },
  },
  {
    id: 'band-blocked-alone',
    breaks: ['RR-BANDING-BLOCKED-TOGETHER'],
    description:
      'A creature blocking a member of an attacking band blocks only that member: the rest of the band stays unblocked (702.22h: each other creature in the band becomes blocked by it).',
    plug: { combat: { blockedAlong: () => () => [] } },
  },
  {
    id: 'lethal-damage-ignores-other-assignments',
    breaks: ['RR-TRAMPLE'],
    description:
      "Lethal damage for a blocker leaves out the damage other creatures assign it in the same combat damage step (702.19b: take it into account), so a trampler must assign lethal damage on top of its band mate's.",
    plug: { combat: { lethalDamage: (base) => (g, source, creature) => base(g, source, creature, new Map()) } },
  },
  {
    id: 'reach-ignored',
    breaks: ['RR-FLYING'],
    description:
      'Reach is ignored: only a creature with flying can block a creature with flying (702.9b: creatures with flying and/or reach can).',
    plug: {
      combat: {
        blockRestricted: (base) => (g, o, att, restricted) =>
          base(g, o, att, restricted) || (g.has(att, 'flying') && !g.has(o, 'flying')),
      },
    },
  },
  {
    id: 'block-requirements-ignored',
    breaks: ['RR-BLOCK-REQUIREMENTS'],
    description:
      'Blocking requirements are not checked as blockers are declared (509.1c: a declaration obeying fewer requirements than it could is illegal), so leaving out a creature that must block is accepted.',
    plug: { combat: { blockRequirementsUnmet: () => () => [] } },
  },
  {
    id: 'attack-requirements-ignored',
    breaks: ['RR-ATTACK-REQUIREMENTS'],
    description:
      'Attack requirements are not checked as attackers are declared (508.1d: a declaration obeying fewer requirements than it could is illegal), so leaving out a creature that must attack is accepted.',
    plug: { combat: { attackRequirementsUnmet: () => () => [] } },
  },
  {
    id: 'banding-division-ignored',
    breaks: ['RR-BANDING-DEFENDER-DIVIDES', 'RR-BANDING-ATTACKER-DIVIDES'],
    // Without a damage assignment order (since 2024-11-08) every attacking player divides freely (510.1c).
    showsOnlyWith: ['RR-DAMAGE-ASSIGNMENT-ORDER'],
    description:
      'Banding gives no free division of combat damage: a creature blocked by (or blocking) a banding group still divides its damage along a damage assignment order where the edition has one (702.22j-k: the other player divides it as they choose).',
    plug: { combat: { bandingDivides: () => () => false } },
  },
] as const satisfies readonly FaultModule[];
