// A stack item as it resolves, built for card modules' unit tests, which call a spell's or ability's
// `resolve` directly rather than casting it. Used by tests only.
import type { Game } from '../game-interface.js';
import type { Choices, StackItem, Target } from '../types.js';

/** Targets by id: a player's id ('A', 'B') is a player target, any other id the object with that id. */
export function targetsByIds(g: Game, ids: string[]): Target[] {
  return ids.map((id) => (g.players.some((p) => p.id === id) ? { player: id } : { object: g.ref(g.objects.get(id)!) }));
}

/** The item of `sourceId`'s spell or ability `abilityKey`, controlled by `controller`, with these targets (ids) and choices. */
export function resolvingItem(
  g: Game,
  sourceId: string,
  opts: {
    controller?: string;
    kind?: StackItem['kind'];
    abilityKey?: string;
    targets?: string[];
    choices?: Choices;
  } = {},
): StackItem {
  const source = g.objects.get(sourceId)!;
  return {
    uid: 1,
    kind: opts.kind ?? 'spell',
    controller: opts.controller ?? 'A',
    source,
    sourceRef: g.ref(source),
    abilityKey: opts.abilityKey ?? 'spell',
    targets: targetsByIds(g, opts.targets ?? []),
    x: 0,
    choices: opts.choices ?? {},
  };
}
