import type { CardBehaviour } from '../engine/card-behaviour.js';
import { isAttachedTo } from './attachments.js';

/** "Enchant artifact or creature / Enchanted permanent has phasing." */
export const teferisCurse: CardBehaviour = {
  name: "Teferi's Curse",
  enchant: {
    count: 1,
    kind: 'permanent',
    describe: 'an artifact or creature (enchant artifact or creature)',
    filter: (g, o) => g.isType(o, 'Artifact') || g.isType(o, 'Creature'),
  },
  statics: [
    {
      key: 'grant-phasing',
      modify: (_g, self, obj) => (isAttachedTo(self, obj) ? { addKeyword: 'phasing' } : undefined),
    },
  ],
};
