import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';

const targetArtifactEnchantmentOrLand: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target artifact, enchantment, or land',
  filter: (g, o) => g.isType(o, 'Artifact') || g.isType(o, 'Enchantment') || g.isType(o, 'Land'),
};

/** "When Acidic Slime enters the battlefield, destroy target artifact, enchantment, or land." Deathtouch is a keyword the rules know (702.2, 704.5h). */
export const acidicSlime: CardBehaviour = {
  name: 'Acidic Slime',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      targets: [targetArtifactEnchantmentOrLand],
      resolve(g, item) {
        for (const o of targetObjects(g, item)) g.destroy(o);
      },
    },
  ],
};
