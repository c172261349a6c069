import { entersWithCounters, putCounters, removeCounters } from '../engine/counters.js';
import { payMana } from '../engine/mana.js';
import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYourUpkeep } from './timing.js';
import { flanking, rampage } from './combat-keywords.js';

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
  const self = g.permanent(item.sourceRef, 'source-moved');
  if (self) g.sacrifice(self, item.controller);
}

/** 702.16a: a quality that is a subtype applies to permanents with it and to other sources of it. */
const isHomarid = (g: Game, o: GameObject) => g.hasSubtype(o, 'Homarid');

/**
 * 702.14c "snow-covered plainswalk" (the Oracle's older name for snow plainswalk): it can't be
 * blocked as long as the defending player controls a land that is both snow and a Plains.
 */
function defenderHasSnowPlains(g: Game, attacker: GameObject): boolean {
  const defending = attacker.combat?.attacking;
  return g
    .permanents()
    .some(
      (p) =>
        g.controller(p) === defending &&
        g.isType(p, 'Land') &&
        g.hasSubtype(p, 'Plains') &&
        g.characteristics(p).supertypes.has('Snow'),
    );
}

/**
 * Old Fogey: "Phasing, cumulative upkeep {1}, echo {G}{G}, fading 3, bands with other Dinosaurs,
 * protection from Homarids, snow-covered plainswalk, flanking, rampage 2". Protection from Homarids
 * is its blocking part (702.16f) and damage prevention (702.16e); the catalogue has no Homarid, so
 * nothing can target, enchant or equip it with that quality. "Bands with other Dinosaurs" (702.22b-k)
 * is a keyword the rules read (engine/banding.ts): bands declared with the attackers, blocked as one,
 * and the other player's division of combat damage.
 */
export const oldFogey: CardBehaviour = {
  name: 'Old Fogey',
  hookedAbilities: ['protection', 'snow-covered-plainswalk'],
  forbidsBlock: (g, self, blocker, attacker) =>
    attacker === self && (isHomarid(g, blocker) || defenderHasSnowPlains(g, self)),
  preventsDamageTo: (g, self, target, source) => target === self && isHomarid(g, source),
  // 702.32a fading 3: it enters with three fade counters.
  asEnters: (_g, self) => entersWithCounters(self, 'fade', 3),
  triggers: [
    flanking,
    rampage(2),
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
        putCounters(self, 'age', 1);
        const age = self.counters.get('age') ?? 0;
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
        if (removeCounters(self, 'fade', 1) === 0) g.sacrifice(self, item.controller);
      },
    },
  ],
};
