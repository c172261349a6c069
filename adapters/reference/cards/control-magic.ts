import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/**
 * "Enchant creature / You control enchanted creature." — a static ability: it stops applying while
 * Control Magic is phased out and applies again when it phases in (702.26b-c), unlike a resolved
 * "for as long as" effect, which ends for good (702.26f).
 */
export const controlMagic: CardBehaviour = {
  name: 'Control Magic',
  enchant: targetCreature,
  statics: [
    {
      key: 'control',
      control(g, self, obj) {
        const t = self.attachedTo;
        if (!t || !('object' in t) || t.object !== obj.id || t.incarnation !== obj.incarnation) return undefined;
        return g.controller(self);
      },
    },
  ],
};
