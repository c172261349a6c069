import { Unsupported } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import type { GameObject } from '../engine/types.js';
import type { Game } from '../engine/game-interface.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atEach } from './timing.js';

// A Map, not an object literal: a choice such as "toString" must find nothing, not Object.prototype's member.
const OF_TYPE = new Map<string, (g: Game, o: GameObject) => boolean>([
  ['artifact', (g, o) => g.isType(o, 'Artifact')],
  ['creature', (g, o) => g.isType(o, 'Creature')],
  ['land', (g, o) => g.isType(o, 'Land')],
  ['non-Aura enchantment', (g, o) => g.isType(o, 'Enchantment') && !g.hasSubtype(o, 'Aura')],
]);

/**
 * "At the beginning of each player's upkeep, that player chooses artifact, creature, land, or
 * non-Aura enchantment. All nontoken permanents of that type phase out." Every player's permanents
 * of that type, Teferi's Realm included (rulings 2004-10-04, 2005-08-01).
 */
export const teferisRealm: CardBehaviour = {
  name: "Teferi's Realm",
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atEach('upkeep'),
      resolve(g, item) {
        const choice = item.choices['cardType'];
        const test = typeof choice === 'string' ? OF_TYPE.get(choice) : undefined;
        if (!test) throw new Unsupported(`Teferi's Realm: cardType must be one of ${[...OF_TYPE.keys()].join(', ')}`);
        phaseOut(
          g,
          g.permanents().filter((o) => !o.token && test(g, o)),
        );
      },
    },
  ],
};
