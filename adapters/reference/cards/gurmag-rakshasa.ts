import { targetStillLegal } from '../engine/targets.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { getUntilEndOfTurn } from './helpers.js';

const CREATURE_AN_OPPONENT_CONTROLS: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature an opponent controls',
  filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) !== controller,
};
const CREATURE_YOU_CONTROL: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature you control',
  filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) === controller,
};
const SPECS = [CREATURE_AN_OPPONENT_CONTROLS, CREATURE_YOU_CONTROL];
const CHANGES = [-2, 2];

/**
 * Gurmag Rakshasa: "Menace (This creature can't be blocked except by two or more creatures.) When this creature
 * enters, target creature an opponent controls gets -2/-2 until end of turn and target creature you control gets
 * +2/+2 until end of turn." Menace is the engine's (702.111b, block-requirements.ts). The trigger needs both
 * targets (603.3d: with no creature an opponent controls, a phased-out one among them, 702.26b, it is removed
 * from the stack); each target still legal as it resolves gets its own change (608.2b).
 */
export const gurmagRakshasa: CardBehaviour = {
  name: 'Gurmag Rakshasa',
  triggers: [
    {
      key: 'enters',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      targets: SPECS,
      resolve(g, item) {
        item.targets.forEach((t, i) => {
          if (!('object' in t) || !targetStillLegal(g, t, SPECS[i], item.controller)) return;
          getUntilEndOfTurn(g, item.controller, [g.permanent(t.object)!], CHANGES[i]!, CHANGES[i]!);
        });
      },
    },
  ],
};
