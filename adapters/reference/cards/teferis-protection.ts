import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Until your next turn, your life total can't change and you gain protection from everything. All
 * permanents you control phase out. ... Exile Teferi's Protection." No targets: every permanent its
 * controller controls phases out at once (bug B-38).
 */
export const teferisProtection: CardBehaviour = {
  name: "Teferi's Protection",
  spell: {
    resolve(g, item) {
      const p = g.player(item.controller);
      // "Until your next turn": the player effects end as that player's next turn begins (turn.ts), or
      // as it would have begun if another player's leaving moves it (leave-game.ts).
      const until = { kind: 'untilTurnOf', player: p.id, turnIndex: g.nextTurnIndexOf(p.id) } as const;
      g.addEffect({
        controller: p.id,
        affected: [],
        duration: until,
        change: { kind: 'lifeCantChange', player: p.id },
      }); // 119.7, 119.8
      g.addEffect({
        controller: p.id,
        affected: [],
        duration: until,
        change: { kind: 'protectionFromEverything', player: p.id },
      }); // 702.16j
      phaseOut(g, g.seams.cards.allYouControl(g, p.id));
      g.moveTo(item.source, 'exile');
    },
  },
};
