import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import type { CardBehaviour, TriggeredAbility } from '../engine/card-behaviour.js';
import { atEach } from './timing.js';

/** How many spells each player cast during the previous turn (none recorded before the fixture's first turn ended). */
const castLastTurn = (g: Game): number[] => [...(g.dayNight.previousTurn?.castBy.values() ?? [])];

const noSpellsLastTurn = (g: Game): boolean => castLastTurn(g).every((n) => n === 0);
/** One player cast two or more: spells by different players don't add up. */
const twoOrMoreSpellsLastTurn = (g: Game): boolean => castLastTurn(g).some((n) => n >= 2);

const frontFaceUp = (o: GameObject): boolean => o.transformed !== true;

const atEachUpkeep = atEach('upkeep');

/**
 * "At the beginning of each upkeep, if <condition>, transform [this]", on the face `onFront` says. The permanent
 * has only the abilities of the face that is up (712.8d, 711.2a in the 2011-09-30 edition), so the ability
 * triggers only while that face is up; the "if" is an intervening clause (603.4), checked as the upkeep begins
 * and again as the ability resolves. A permanent that phased out doesn't exist (702.26b): it neither triggers
 * nor, if it phased out with the ability on the stack, transforms.
 */
function werewolfTransform(key: string, onFront: boolean, condition: (g: Game) => boolean): TriggeredAbility {
  return {
    key,
    event: 'stepBegins',
    matches: (g, self, ev) => atEachUpkeep(g, self, ev) && frontFaceUp(self) === onFront && condition(g),
    resolve(g, item) {
      const self = g.permanent(item.sourceRef, 'own-source');
      if (!self || !condition(g)) return;
      self.transformed = !self.transformed; // transform: turn it over so that its other face is up
    },
  };
}

/**
 * Villagers of Estwald // Howlpack of Estwald (Innistrad). Front: a 2/3 Human Werewolf, "At the beginning of
 * each upkeep, if no spells were cast last turn, transform Villagers of Estwald." Back (green Creature —
 * Werewolf 4/6): "At the beginning of each upkeep, if a player cast two or more spells last turn, transform
 * Howlpack of Estwald." The back face's characteristics are here because the catalogue describes the front.
 */
export const villagersOfEstwald: CardBehaviour = {
  name: 'Villagers of Estwald // Howlpack of Estwald',
  backFace: { types: ['Creature'], subtypes: ['Werewolf'], power: 4, toughness: 6, colors: ['G'] },
  triggers: [
    werewolfTransform('no-spells', true, noSpellsLastTurn),
    werewolfTransform('two-spells', false, twoOrMoreSpellsLastTurn),
  ],
};
