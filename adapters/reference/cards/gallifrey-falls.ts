import { Unsupported } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

const HALVES = { 'Gallifrey Falls': '{4}{R}{R}', 'No More': '{2}{W}', fused: '{4}{R}{R}{2}{W}' } as const;
type Half = keyof typeof HALVES;

const yourCreatures: TargetSpec = {
  count: 99,
  min: 0,
  kind: 'permanent',
  describe: 'any number of target creatures you control',
  filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) === controller,
};

function half(choices: Record<string, unknown>): Half {
  const h = choices['half'];
  if (h !== 'Gallifrey Falls' && h !== 'No More' && h !== 'fused')
    throw new Unsupported(
      'Gallifrey Falls // No More needs the choice "half" ("Gallifrey Falls", "No More" or "fused")',
    );
  return h;
}

/**
 * Gallifrey Falls // No More (split, fuse). "Gallifrey Falls deals 4 damage to each creature. If a
 * creature dealt damage this way would die this turn, exile it instead." // "Any number of target
 * creatures you control phase out." Fused, the left half is followed first (702.102d), so the
 * creatures No More phases out carry Gallifrey Falls's damage while they don't exist.
 */
export const gallifreyFalls: CardBehaviour = {
  name: 'Gallifrey Falls // No More',
  hookedAbilities: ['fuse'],
  spell: {
    targetsFor: (choices) => (choices['half'] === 'No More' || choices['half'] === 'fused' ? [yourCreatures] : []),
    prepareCast: (_g, { choices }) => ({ cost: HALVES[half(choices)] }),
    resolve(g, item) {
      const h = half(item.choices);
      if (h !== 'No More') {
        const dealtDamage = sweepSet(g, (p) => g.isType(p, 'Creature'));
        for (const o of dealtDamage) g.dealDamage({ object: o }, 4, item.source);
        // The "exile it instead" replacement (614.1a) on the creatures dealt damage this way, read as they would die.
        g.addEffect({
          controller: item.controller,
          affected: dealtDamage.map((o) => g.ref(o)),
          duration: { kind: 'endOfTurn' },
          change: { kind: 'exileIfDies' },
        });
      }
      if (h !== 'Gallifrey Falls') phaseOut(g, targetObjects(g, item));
    },
  },
};
