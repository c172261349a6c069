import { payMana } from '../engine/mana.js';
import type { Game } from '../engine/game.js';
import type { GameObject } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYourUpkeep } from './timing.js';

/**
 * 702.30a echo: "At the beginning of your upkeep, if this permanent came under your control since
 * the beginning of your last upkeep, sacrifice it unless you pay [cost]." Phasing in is not coming
 * under control (702.26d), so only the turn it entered counts. "Your last upkeep" is taken to be
 * the one of your previous turn (no extra turns in fixtures).
 */
function cameUnderControlSinceLastUpkeep(g: Game, self: GameObject): boolean {
  const entered = self.memory['enteredTurn'];
  const previousTurnOfController = g.turnIndex - g.playersInGame().length;
  return typeof entered === 'number' && entered >= previousTurnOfController;
}

function sacrificeSelf(g: Game, item: { sourceRef: { id: string; incarnation: number }; controller: string }): void {
  const self = g.permanent(item.sourceRef);
  if (self) g.sacrifice(self, item.controller);
}

/**
 * Old Fogey: "Phasing, cumulative upkeep {1}, echo {G}{G}, fading 3, ..." — phasing, echo,
 * cumulative upkeep and fading are implemented; its other keywords have no part in its fixtures.
 */
export const oldFogey: CardBehaviour = {
  name: 'Old Fogey',
  // 702.32a fading 3: it enters with three fade counters.
  asEnters: (_g, self) => void self.counters.set('fade', 3),
  triggers: [
    {
      key: 'echo',
      event: 'stepBegins',
      matches: (g, self, ev) => atYourUpkeep(g, self, ev) && cameUnderControlSinceLastUpkeep(g, self),
      resolve(g, item) {
        if (item.choices['pay'] === true) {
          payMana(g.player(item.controller), '{G}{G}', 0);
          return;
        }
        sacrificeSelf(g, item);
      },
    },
    {
      // 702.24a: put an age counter on it, then sacrifice it unless you pay {1} for each age counter.
      key: 'cumulative-upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (!self) return;
        const age = (self.counters.get('age') ?? 0) + 1;
        self.counters.set('age', age);
        if (item.choices['pay'] === true) {
          payMana(g.player(item.controller), `{${age}}`, 0);
          return;
        }
        g.sacrifice(self, item.controller);
      },
    },
    {
      // 702.32a: remove a fade counter from it; if you can't, sacrifice it.
      key: 'fading',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (!self) return;
        const fade = self.counters.get('fade') ?? 0;
        if (fade > 0) self.counters.set('fade', fade - 1);
        else g.sacrifice(self, item.controller);
      },
    },
  ],
};
