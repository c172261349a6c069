import { IllegalAction } from './game.js';
import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import { parseMana } from './mana.js';
import type { Choices, GameObject, PlayerId } from './types.js';

/**
 * 702.126a: the artifacts a player taps to improvise a spell (its `improvise` choice): untapped artifacts they
 * control. A phased-out artifact doesn't exist (702.26b), so it can't be named.
 */
export function improvisers(g: Game, spell: GameObject, player: PlayerId, choices: Choices): Permanent[] {
  const names = choices['improvise'];
  if (names === undefined) return [];
  if (!spell.card.abilities.some((a) => a.key === 'improvise'))
    throw new IllegalAction(`${spell.card.name} has no improvise ability`);
  if (!Array.isArray(names)) throw new IllegalAction('the improvise choice is a list of artifact ids');
  const artifacts = names.map((name) => {
    const perm = g.permanentById(String(name));
    if (!perm || !g.isType(perm, 'Artifact') || g.controller(perm) !== player || perm.tapped)
      throw new IllegalAction(`${String(name)} is not an untapped artifact ${player} controls (improvise, 702.126a)`);
    return perm;
  });
  if (new Set(artifacts).size !== artifacts.length)
    throw new IllegalAction('an artifact can improvise a spell only once');
  return artifacts;
}

/** 702.126a: each improvising artifact pays for {1} of the total cost's generic mana, never for colored mana. */
export function improvised(cost: string, artifacts: readonly GameObject[]): string {
  if (artifacts.length === 0) return cost;
  const symbols = [...parseMana(cost)];
  const generic = symbols.filter((s) => /^\d+$/.test(s)).reduce((n, s) => n + Number(s), 0);
  if (artifacts.length > generic)
    throw new IllegalAction(
      `${artifacts.length} artifacts can pay for only ${generic} generic mana in ${cost} (improvise, 702.126a)`,
    );
  const rest = symbols.filter((s) => !/^\d+$/.test(s));
  const left = generic - artifacts.length;
  return (left > 0 ? `{${left}}` : '') + rest.map((s) => `{${s}}`).join('');
}
