import { Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { GameObject, PlayerId } from '../engine/types.js';

const KICKERS = ['{1}{W}', '{1}{U}'] as const;

/** The kicker costs paid (choice "kicked"): each of the two at most once. */
function kicks(choices: Record<string, unknown>): string[] {
  const k = choices['kicked'];
  if (k === undefined) return [];
  if (
    !Array.isArray(k) ||
    k.some((c) => !KICKERS.includes(c as (typeof KICKERS)[number])) ||
    new Set(k).size !== k.length
  )
    throw new Unsupported(
      'Temporal Firestorm\'s choice "kicked" is an array of "{1}{W}" and/or "{1}{U}", each at most once',
    );
  return k as string[];
}

const creatureOrPlaneswalker = (g: Game, o: GameObject) => g.isType(o, 'Creature') || g.isType(o, 'Planeswalker');

/** "Choose up to X creatures and/or planeswalkers you control": the ids of choice "chosen", checked as the spell resolves (608.2d). */
function chosen(g: Game, choices: Record<string, unknown>, controller: PlayerId): GameObject[] {
  const ids = choices['chosen'] ?? [];
  const x = kicks(choices).length;
  if (!Array.isArray(ids) || ids.length > x || ids.some((id) => typeof id !== 'string'))
    throw new Unsupported(
      `Temporal Firestorm's choice "chosen" lists at most ${x} object id(s) (the times it was kicked)`,
    );
  const objs = (ids as string[]).map((id) => g.permanentById(id));
  if (objs.some((o) => !o || !creatureOrPlaneswalker(g, o) || g.controller(o) !== controller))
    throw new Unsupported(
      'Temporal Firestorm\'s choice "chosen" names creatures and/or planeswalkers its controller controls',
    );
  return objs as GameObject[];
}

/**
 * "Kicker {1}{W} and/or {1}{U} / Choose up to X creatures and/or planeswalkers you control, where X is
 * the number of times this spell was kicked. Those permanents phase out. / Temporal Firestorm deals 5
 * damage to each creature and each planeswalker." The instructions are followed in order (608.2c):
 * "each creature" is found after the chosen ones phased out, so they are not among them (702.26b).
 */
export const temporalFirestorm: CardBehaviour = {
  name: 'Temporal Firestorm',
  hookedAbilities: ['kicker'],
  spell: {
    prepareCast: (_g, { obj, choices }) => ({ cost: `${obj.card.manaCost ?? ''}${kicks(choices).join('')}` }),
    resolve(g, item) {
      phaseOut(g, chosen(g, item.choices, item.controller));
      const each = g.existingFor('later-instruction').filter((o) => creatureOrPlaneswalker(g, o));
      for (const o of each) g.dealDamage({ object: o }, 5, item.source);
    },
  },
};
