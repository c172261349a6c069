import type { CardBehaviour } from '../engine/card-behaviour.js';
import { draw } from '../engine/draw.js';
import { loseGame } from '../engine/lose-game.js';

/**
 * Nefarious Lich: "If damage would be dealt to you, exile that many cards from your graveyard instead. If you
 * can't, you lose the game. / If you would gain life, draw that many cards instead. / When Nefarious Lich leaves
 * the battlefield, you lose the game." The first two are replacement effects (614.1a) of the permanent, so they
 * apply only while it is phased in (702.26b); phasing out is not leaving the battlefield (702.26d).
 */
export const nefariousLich: CardBehaviour = {
  name: 'Nefarious Lich',
  hookedAbilities: ['replace-damage', 'replace-life-gain'],
  replacesDamageToPlayer(g, self, player, amount) {
    if (player !== g.controller(self)) return false;
    // 609.3: exile as many as there are; the player chooses which, a choice no fixture gives yet, so the ones put
    // there first go. Fewer than the damage means the player couldn't, and loses (104.3e).
    const cards = g.cardsOf(player, 'graveyard').slice(0, amount);
    for (const c of cards) g.moveTo(c, 'exile');
    if (cards.length < amount) loseGame(g, player);
    return true;
  },
  replacesLifeGain(g, self, player, amount) {
    if (player !== g.controller(self)) return false;
    draw(g, player, amount);
    return true;
  },
  triggers: [
    {
      key: 'leaves-lose',
      event: 'leaves',
      lookBack: true,
      matches: (_g, self, ev) => ev.type === 'leaves' && ev.obj.id === self.id,
      resolve: (g, item) => loseGame(g, item.controller),
    },
  ],
};
