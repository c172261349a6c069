import { Unsupported } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { legalTargets } from '../engine/targets.js';
import { draw } from '../engine/turn.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import type { Target } from '../engine/types.js';
import { targetAny, targetPermanent, targetPlayer } from './helpers.js';

const targetArtifactOrEnchantment: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target artifact or enchantment',
  filter: (g, o) => g.isType(o, 'Artifact') || g.isType(o, 'Enchantment'),
};

/** Each mode's one target, in printed order. */
const MODE_TARGETS: Record<number, TargetSpec> = {
  1: targetPermanent,
  2: targetPlayer,
  3: targetPlayer,
  4: targetAny,
  5: targetArtifactOrEnchantment,
};

function modes(choices: Record<string, unknown>): number[] {
  const m = choices['mode'];
  if (
    !Array.isArray(m) ||
    m.length !== 5 ||
    m.some((x, i) => typeof x !== 'number' || !MODE_TARGETS[x] || (i > 0 && x < (m[i - 1] as number)))
  )
    throw new Unsupported('Unite the Coalition needs the choice "mode": five mode numbers 1-5 in printed order');
  return m as number[];
}

/**
 * "Choose five. You may choose the same mode more than once. • Target permanent phases out. • Target
 * player draws a card. • Exile target player's graveyard. • Unite the Coalition deals 2 damage to any
 * target. • Destroy target artifact or enchantment." A mode chosen more than once is followed that many
 * times in sequence, the modes in printed order, each with its own target; a target that is illegal as
 * the spell resolves (608.2b) is left alone by its mode.
 */
export const uniteTheCoalition: CardBehaviour = {
  name: 'Unite the Coalition',
  spell: {
    targetsFor: (choices) => modes(choices).map((m) => MODE_TARGETS[m]!),
    resolve(g, item) {
      const legal = new Set<Target>(legalTargets(g, item));
      modes(item.choices).forEach((mode, i) => {
        const t = item.targets[i];
        if (!t || !legal.has(t)) return;
        // Each mode finds its target as it is followed: one an earlier mode phased out doesn't exist (702.26b).
        const o = 'object' in t ? g.permanent(t.object, 'later-instruction') : undefined;
        const player = 'player' in t ? t.player : undefined;
        switch (mode) {
          case 1:
            if (o) phaseOut(g, [o]);
            return;
          case 2:
            if (player) draw(g, player, 1);
            return;
          case 3:
            if (player) for (const card of g.cardsOf(player, 'graveyard')) g.moveTo(card, 'exile');
            return;
          case 4:
            if (player) g.dealDamage({ player }, 2, item.source);
            else if (o) g.dealDamage({ object: o }, 2, item.source);
            return;
          case 5:
            if (o) g.destroy(o);
            return;
        }
      });
    },
  },
};
