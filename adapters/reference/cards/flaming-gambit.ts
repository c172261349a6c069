import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import { IllegalAction, type Permanent } from '../engine/game.js';
import { legalTargets } from '../engine/targets.js';
import type { Choices, PlayerId, StackItem } from '../engine/types.js';
import { creaturesControlledBy } from './helpers.js';

const targetPlayerOrPlaneswalker: TargetSpec = {
  count: 1,
  kind: 'any',
  describe: 'target player or planeswalker',
  // 'any' admits a player through `kind`; of permanents, only a planeswalker.
  filter: (g, o) => g.isType(o, 'Planeswalker'),
};

/** What the damage goes to unless it is redirected, and who may redirect it: the player, or the planeswalker's controller. */
function damagedAndChooser(
  g: Game,
  item: StackItem,
): { damaged: { player: PlayerId } | { object: Permanent }; chooser: PlayerId } | undefined {
  const t = legalTargets(g, item)[0];
  if (!t) return undefined; // 608.2b: with its only target illegal, the spell does not resolve
  if ('player' in t) return { damaged: { player: t.player }, chooser: t.player };
  const walker = g.permanent(t.object)!;
  return { damaged: { object: walker }, chooser: g.controller(walker) };
}

/**
 * The creature the chooser has the damage dealt to instead, from the optional `creature` choice. It must be a
 * creature they control that exists (702.26b): naming a phased-out one, or another player's, is refused.
 */
function creatureInstead(g: Game, chooser: PlayerId, choices: Choices): Permanent | undefined {
  const id = choices['creature'];
  if (id === undefined) return undefined;
  if (typeof id !== 'string') throw new IllegalAction('Flaming Gambit: "creature" must be an object id');
  const chosen = creaturesControlledBy(g, chooser).find((o) => o.id === id);
  if (!chosen) throw new IllegalAction(`Flaming Gambit: ${id} is not a creature ${chooser} controls`);
  return chosen;
}

/**
 * "Flaming Gambit deals X damage to target player or planeswalker. That player or that planeswalker's
 * controller may choose a creature they control and have Flaming Gambit deal that damage to it instead."
 * The choice is made as it resolves and checked before it begins to, so a refused one leaves it on the stack.
 * "Flashback {X}{R}{R}" (702.34a): X is paid in the flashback cost as in the mana cost.
 */
export const flamingGambit: CardBehaviour = {
  name: 'Flaming Gambit',
  flashback: '{X}{R}{R}',
  hookedAbilities: ['flashback'],
  checkResolutionChoices: (g, _self, choices, item) => {
    const found = damagedAndChooser(g, item);
    if (found) creatureInstead(g, found.chooser, choices);
  },
  spell: {
    targets: [targetPlayerOrPlaneswalker],
    resolve(g, item) {
      const found = damagedAndChooser(g, item);
      if (!found) return;
      const instead = creatureInstead(g, found.chooser, item.choices);
      g.dealDamage(instead ? { object: instead } : found.damaged, item.x, item.source);
    },
  },
};
