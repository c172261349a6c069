// "When you lose control of [this] …" (Coffin Queen): control comes from the layers (613.1b), which an
// effect beginning or ending changes, so no one action announces it. The engine compares instead, for the
// few permanents a delayed trigger watches, and offers each loss as an event.
import type { Game } from './game-interface.js';
import type { GameObject, PlayerId } from './types.js';

/**
 * Emits 'controlLost' for each watched permanent that the watched player controlled when last compared
 * and another player controls now. Run each time a player would receive priority, so the trigger goes on
 * the stack then. A permanent that left is the 'leaves' event's; a phased-out one is treated as though it
 * doesn't exist (702.26d), so it is compared again once it phases in.
 */
export function checkLostControl(g: Game): void {
  if (g.delayed.length === 0 || !g.seams.noticesLostControl(g)) return; // the first is the cost on most settles
  const lost: [GameObject, PlayerId][] = [];
  g.reading(() => {
    for (const d of g.delayed) {
      const w = d.watchesControl;
      const p = w && g.permanent(w.object);
      if (!w || !p) continue;
      const held = g.controller(p) === w.player;
      if (w.held && !held && !lost.some(([o, q]) => o === p && q === w.player)) lost.push([p, w.player]);
      w.held = held;
    }
  });
  for (const [obj, player] of lost) g.emit({ type: 'controlLost', obj, player });
}
