import { BASIC_LAND_TYPES, LAND_TYPES, Unsupported } from '../engine/game.js';
import { mill } from '../engine/hand.js';
import { phaseOut } from '../engine/phasing.js';
import { legalTargets, targetObjects } from '../engine/targets.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { targetPlayer } from './helpers.js';

const targetArtifact: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target artifact',
  filter: (g, o) => g.isType(o, 'Artifact'),
};

/**
 * "Choose one — • Target player mills four cards. • Choose a land type and a basic land type. Each
 * land of the first chosen type becomes the second chosen type until end of turn. • Target artifact
 * phases out."
 */
export const visionCharm: CardBehaviour = {
  name: 'Vision Charm',
  spell: {
    targetsFor: (choices) => (choices['mode'] === 1 ? [targetPlayer] : choices['mode'] === 3 ? [targetArtifact] : []),
    resolve(g, item) {
      switch (item.choices['mode']) {
        case 1:
          for (const t of legalTargets(g, item)) if ('player' in t) mill(g, t.player, 4);
          return;
        case 2: {
          const from = item.choices['landType'];
          const to = item.choices['basicLandType'];
          if (
            typeof from !== 'string' ||
            !LAND_TYPES.includes(from) ||
            typeof to !== 'string' ||
            !BASIC_LAND_TYPES.includes(to)
          )
            throw new Unsupported(
              'Vision Charm mode 2 needs landType (a land type) and basicLandType (a basic land type)',
            );
          // 611.2c: the lands of that type now, every one of them changed to the same type (ruling 2004-10-04).
          const lands = g.permanents().filter((o) => g.isType(o, 'Land') && g.hasSubtype(o, from));
          const affected = g.lockedSet(lands);
          if (affected.length > 0)
            g.addEffect({
              controller: item.controller,
              affected,
              duration: { kind: 'endOfTurn' },
              change: { kind: 'setLandType', landType: to },
            });
          return;
        }
        case 3:
          phaseOut(g, targetObjects(g, item));
          return;
        default:
          throw new Unsupported('Vision Charm needs a mode (1-3)');
      }
    },
  },
};
