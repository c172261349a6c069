import { Unsupported } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetPlayer } from './helpers.js';
import { atYourUpkeep } from './timing.js';

const PASSES: { type: string; choice: string }[] = [
  { type: 'Land', choice: 'lands' },
  { type: 'Artifact', choice: 'artifacts' },
  { type: 'Creature', choice: 'creatures' },
];

/**
 * "At the beginning of your upkeep, for each land target player controls in excess of the number you
 * control, choose a land that player controls, then the chosen permanents phase out. Repeat this
 * process for artifacts and creatures." Each pass counts after the previous one phased out (ruling
 * 2009-10-01); phased-out permanents are not counted (702.26b).
 */
export const equipoise: CardBehaviour = {
  name: 'Equipoise',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      targets: [targetPlayer],
      resolve(g, item) {
        const target = legalTargets(g, item).find((t) => 'player' in t);
        if (!target || !('player' in target)) return;
        const count = (player: string, type: string) =>
          g.permanents().filter((o) => g.controller(o) === player && g.isType(o, type));
        for (const pass of PASSES) {
          const theirs = count(target.player, pass.type);
          const excess = Math.max(0, theirs.length - count(item.controller, pass.type).length);
          const chosenIds = (item.choices[pass.choice] as string[] | undefined) ?? [];
          const chosen = chosenIds.map((id) => theirs.find((o) => o.id === id));
          if (
            chosen.length !== excess ||
            chosen.some((o) => o === undefined) ||
            new Set(chosenIds).size !== chosenIds.length
          )
            throw new Unsupported(
              `Equipoise: the ${pass.choice} pass needs ${excess} distinct ${pass.type.toLowerCase()}(s) controlled by ${target.player}; the fixture chose [${chosenIds.join(', ')}]`,
            );
          phaseOut(
            g,
            chosen.filter((o) => o !== undefined),
          );
        }
      },
    },
  ],
};
