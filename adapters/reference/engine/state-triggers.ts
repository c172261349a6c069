// State triggers (603.8): abilities that trigger when a game state is true ("When you control no
// Islands, …") rather than when an event happens.
import type { Game } from './game-interface.js';
import type { GameObject } from './types.js';

/**
 * Triggers each state trigger of a permanent that exists whose condition holds (603.8). One that is
 * already waiting to go on the stack, or is on the stack, doesn't trigger again until it has left it.
 */
export function checkStateTriggers(g: Game): void {
  const triggered: [GameObject, string][] = [];
  g.reading(() => {
    for (const src of g.existingFor('trigger-listener'))
      for (const t of g.behaviour(src)?.stateTriggers ?? [])
        if (!waiting(g, src, t.key) && t.holds(g, src)) triggered.push([src, t.key]);
  });
  for (const [src, key] of triggered) g.trigger(src, key);
}

function waiting(g: Game, src: GameObject, key: string): boolean {
  return (
    g.pending.some((p) => p.source === src && p.key === key) ||
    g.stack.some((s) => s.kind === 'triggered' && s.source === src && s.abilityKey === key)
  );
}
