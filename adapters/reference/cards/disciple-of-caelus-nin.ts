import type { CardBehaviour } from '../engine/card-behaviour.js';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { phaseOut } from '../engine/phasing.js';
import type { PlayerId, StackItem } from '../engine/types.js';

/** "Each player chooses up to five permanents they control": the `chosen` choice, keyed by player. */
function chosenPermanents(g: Game, item: StackItem): Set<string> {
  const given = item.choices['chosen'] ?? {};
  if (typeof given !== 'object' || Array.isArray(given))
    throw new IllegalAction('Disciple of Caelus Nin: "chosen" must be an object keyed by player');
  const chosen = new Set<string>();
  // "Starting with you" orders the choices (each is made knowing the earlier ones); the fixture gives
  // them all already made, so only their legality is checked here.
  for (const { id: player } of g.playersInGame()) {
    const ids = (given as Record<PlayerId, unknown>)[player] ?? [];
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string'))
      throw new IllegalAction(`Disciple of Caelus Nin: player ${player}'s choice must be a list of object ids`);
    if (ids.length > 5) throw new IllegalAction(`Disciple of Caelus Nin: ${player} chooses up to five permanents`);
    for (const id of ids as string[]) {
      const o = g.permanentById(id);
      if (!o || g.controller(o) !== player)
        throw new IllegalAction(`Disciple of Caelus Nin: ${id} is not a permanent ${player} controls`);
      chosen.add(id);
    }
  }
  for (const player of Object.keys(given))
    if (!g.playersInGame().some((p) => p.id === player))
      throw new IllegalAction(`Disciple of Caelus Nin: ${player} is not a player in the game`);
  return chosen;
}

/**
 * "When this creature enters, starting with you, each player chooses up to five permanents they
 * control. All permanents other than this creature that weren't chosen this way phase out.
 * Permanents can't phase in." The unchosen permanents phase out at once (702.26b), taking their
 * Auras and Equipment with them even if those were chosen (702.26g).
 */
export const discipleOfCaelusNin: CardBehaviour = {
  name: 'Disciple of Caelus Nin',
  hookedAbilities: ['cant-phase-in'],
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      resolve(g, item) {
        const chosen = chosenPermanents(g, item);
        const self = item.sourceRef;
        phaseOut(
          g,
          g.permanents().filter((o) => !chosen.has(o.id) && !(o.id === self.id && o.incarnation === self.incarnation)),
        );
      },
    },
  ],
  forbidsPhasingIn: () => true,
};
