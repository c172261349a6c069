import { forbidden } from '../engine/combat.js';
import type { FaultModule } from './fault.js';

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
            const att = g.objects.get(id);
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
] as const satisfies readonly FaultModule[];
