import { untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import { IllegalAction, type Permanent } from '../engine/game.js';
import { payMana } from '../engine/mana.js';
import type { Choices, GameObject, PlayerId, StackItem } from '../engine/types.js';
import { creaturesControlledBy } from './helpers.js';

const PER_CREATURE = 4;

function isBlueCreature(g: Game, o: GameObject): boolean {
  return g.isType(o, 'Creature') && g.characteristics(o).colors.has('U');
}

/** Whose upkeep it is: the player the trigger's `that player` is, captured as it triggered. */
function upkeepPlayer(item: StackItem): PlayerId {
  return (item.triggerData as { player: PlayerId }).player;
}

/**
 * The creatures the upkeep's player chooses, from the optional `untap` choice (object ids; none when left out),
 * with the {4} each costs. Each must be a tapped blue creature they control that exists (702.26b), so naming a
 * phased-out one is refused; so is a choice they can't pay for.
 */
function chosenCreatures(g: Game, player: PlayerId, choices: Choices): { creatures: Permanent[]; cost: string } {
  const given = choices['untap'];
  if (given === undefined) return { creatures: [], cost: '' };
  if (!Array.isArray(given) || !given.every((id): id is string => typeof id === 'string'))
    throw new IllegalAction('Magnetic Mountain: "untap" must be a list of object ids');
  const theirs = creaturesControlledBy(g, player).filter((o) => o.tapped && isBlueCreature(g, o));
  const creatures = [...new Set(given)].map((id) => {
    const found = theirs.find((o) => o.id === id);
    if (!found) throw new IllegalAction(`Magnetic Mountain: ${id} is not a tapped blue creature ${player} controls`);
    return found;
  });
  const cost = `{${PER_CREATURE * creatures.length}}`;
  // payMana throws IllegalAction for a cost the pool can't pay; tried on a copy, it spends nothing yet.
  if (creatures.length > 0) payMana({ ...g.player(player) }, cost, 0);
  return { creatures, cost };
}

/**
 * "Blue creatures don't untap during their controllers' untap steps." and "At the beginning of each player's
 * upkeep, that player may choose any number of tapped blue creatures they control and pay {4} for each creature
 * chosen this way. If the player does, untap those creatures." The choice is made as the trigger resolves and
 * checked before it begins to, so a refused one leaves it on the stack.
 */
export const magneticMountain: CardBehaviour = {
  name: 'Magnetic Mountain',
  holdsTappedInUntapStep: (g, _self, obj) => isBlueCreature(g, obj),
  hookedAbilities: ['no-untap'],
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: (_g, _self, ev) => (ev.type === 'stepBegins' && ev.step === 'upkeep' ? { player: ev.active } : false),
      checkResolutionChoices: (g, choices, item) => void chosenCreatures(g, upkeepPlayer(item), choices),
      resolve(g, item) {
        const player = upkeepPlayer(item);
        const { creatures, cost } = chosenCreatures(g, player, item.choices);
        if (creatures.length === 0) return;
        payMana(g.player(player), cost, 0);
        for (const c of creatures) untapPermanent(g, c);
      },
    },
  ],
};
