import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { tapPermanent } from '../engine/casting.js';
import type { GameObject, Permanent } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

const CREW = 1;

/**
 * 702.122a: the crew cost, "Tap any number of other untapped creatures you control with total power N or
 * greater". The creatures are the action's `crew` choice; each must exist (a phased-out creature doesn't,
 * 702.26b), so all are checked before any is tapped.
 */
function crewCreatures(g: Game, self: GameObject, chosen: unknown): Permanent[] {
  const ids = Array.isArray(chosen) ? chosen : [];
  const crew: Permanent[] = [];
  for (const id of ids) {
    const c = typeof id === 'string' ? g.permanentById(id) : undefined;
    if (!c || c === self || c.tapped || !g.isType(c, 'Creature') || g.controller(c) !== g.controller(self))
      throw new IllegalAction(
        `crew ${CREW} taps other untapped creatures you control (choice "crew"); ${JSON.stringify(id)} is not one`,
      );
    if (!crew.includes(c)) crew.push(c);
  }
  const power = crew.reduce((n, c) => n + g.characteristics(c).power, 0);
  if (power < CREW)
    throw new IllegalAction(`crew ${CREW} needs creatures with total power ${CREW} or greater; got ${power}`);
  return crew;
}

/**
 * Sky Skiff (Artifact — Vehicle, 2/3): "Flying. Crew 1 (Tap any number of creatures you control with total
 * power 1 or more: This Vehicle becomes an artifact creature until end of turn.)" It is a creature only while
 * the crew effect lasts, with its printed power and toughness.
 */
export const skySkiff: CardBehaviour = {
  name: 'Sky Skiff',
  activated: [
    {
      key: 'crew',
      payCost(g, self, choices) {
        for (const c of crewCreatures(g, self, choices['crew'])) tapPermanent(g, c);
      },
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (!self) return;
        g.addEffect({
          controller: item.controller,
          affected: [g.ref(self)],
          duration: { kind: 'endOfTurn' },
          change: {
            kind: 'becomeCreature',
            power: self.card.power ?? 0,
            toughness: self.card.toughness ?? 0,
            addSubtypes: [],
          },
        });
      },
    },
  ],
};
