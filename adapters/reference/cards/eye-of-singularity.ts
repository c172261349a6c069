import type { CardBehaviour } from '../engine/card-behaviour.js';
import { selfEnters } from './timing.js';

const notBasicLand = (types: string[], supertypes: string[] | undefined) =>
  !(types.includes('Land') && (supertypes ?? []).includes('Basic'));

/**
 * "When Eye of Singularity enters, destroy each permanent with the same name as another permanent,
 * except for basic lands. They can't be regenerated. Whenever a permanent other than a basic land
 * enters, destroy all other permanents with that name. They can't be regenerated."
 */
export const eyeOfSingularity: CardBehaviour = {
  name: 'Eye of Singularity',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve(g) {
        const all = g.permanents();
        const doomed = all.filter(
          (o) =>
            notBasicLand(o.card.types, o.card.supertypes) && all.some((p) => p !== o && p.card.name === o.card.name),
        );
        for (const o of doomed) g.destroy(o);
      },
    },
    {
      key: 'trigger-permanent-enters',
      event: 'enters',
      matches: (_g, _self, ev) =>
        ev.type === 'enters' && notBasicLand(ev.obj.card.types, ev.obj.card.supertypes)
          ? { entered: { id: ev.obj.id, incarnation: ev.obj.incarnation }, name: ev.obj.card.name }
          : false,
      resolve(g, item) {
        const data = item.triggerData as { entered: { id: string; incarnation: number }; name: string };
        for (const o of g.permanents())
          if (o.card.name === data.name && !(o.id === data.entered.id && o.incarnation === data.entered.incarnation))
            g.destroy(o);
      },
    },
  ],
};
