import { IllegalAction } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { legalTargets, targetObjects } from '../engine/targets.js';
import { draw } from '../engine/turn.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { gainKeywordUntilEndOfTurn, targetCreature, targetPlayer } from './helpers.js';

const targetOpponentsCreature: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature an opponent controls',
  filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) !== controller,
};

/**
 * "Choose one — • Target player draws a card at the beginning of the next turn's upkeep. • Target
 * creature gains flying until end of turn. • Target creature an opponent controls phases out."
 * The first mode creates a delayed triggered ability controlled by the caster (603.7): if the caster
 * has left the game when it triggers, it isn't put on the stack (800.4d).
 */
export const sapphireCharm: CardBehaviour = {
  name: 'Sapphire Charm',
  spell: {
    targetsFor: (choices) =>
      choices['mode'] === 1 ? [targetPlayer] : choices['mode'] === 2 ? [targetCreature] : [targetOpponentsCreature],
    prepareCast(_g, { obj, choices }) {
      if (![1, 2, 3].includes(choices['mode'] as number))
        throw new IllegalAction('Sapphire Charm needs the choice "mode": 1, 2 or 3');
      return { cost: obj.card.manaCost ?? '' };
    },
    resolve(g, item) {
      const mode = item.choices['mode'];
      if (mode === 1) {
        const t = legalTargets(g, item)[0];
        if (!t || !('player' in t)) return;
        g.addDelayed({
          source: item.source,
          controller: item.controller,
          key: 'delayed-draw',
          event: 'stepBegins',
          matches: (_g, ev) => ev.type === 'stepBegins' && ev.step === 'upkeep',
          data: { player: t.player },
        });
        return;
      }
      const creatures = targetObjects(g, item);
      if (mode === 2) {
        gainKeywordUntilEndOfTurn(g, item.controller, creatures, 'flying');
        return;
      }
      phaseOut(g, creatures);
    },
  },
  triggers: [
    {
      key: 'delayed-draw',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve: (g, item) => draw(g, (item.triggerData as { player: string }).player, 1),
    },
  ],
};
