// "Whenever [a source] deals damage" (Guilty Conscience) triggers once per event in which that source deals
// damage, however many players and permanents it was dealt to: 700.1 ("One 'happening' may be treated as a
// single event by one ability and as multiple events by another"). Damage dealt at once is one event for the
// source: combat damage (510.2: "all combat damage that's been assigned is dealt simultaneously") and the
// damage one resolving spell or ability deals (608.2). Each is dealt inside `dealtAtOnce`, which sums what
// each source dealt and emits one `dealsDamage` event per source at the end.
import type { Game } from './game-interface.js';
import type { GameObject } from './types.js';

/** Runs `deal` as one damage event; nested calls join the outer event. */
export function dealtAtOnce(g: Game, deal: () => void): void {
  if (g.damageBatch) {
    deal();
    return;
  }
  const batch = new Map<GameObject, number>();
  g.damageBatch = batch;
  try {
    deal();
  } finally {
    g.damageBatch = undefined;
  }
  for (const [obj, amount] of batch) g.emit({ type: 'dealsDamage', obj, amount });
}

/** Records that `source` dealt `amount` damage (after prevention): in the current event, or as an event of its own. */
export function noteDamageDealt(g: Game, source: GameObject, amount: number): void {
  if (amount <= 0) return;
  if (!g.damageBatch) {
    g.emit({ type: 'dealsDamage', obj: source, amount });
    return;
  }
  g.damageBatch.set(source, (g.damageBatch.get(source) ?? 0) + amount);
}
