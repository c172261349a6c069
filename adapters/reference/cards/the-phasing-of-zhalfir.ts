import { entersWithCounters } from '../engine/counters.js';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { phaseOut } from '../engine/phasing.js';
import { chapterAbility } from '../engine/saga.js';
import { targetObjects } from '../engine/targets.js';
import type { StackItem } from '../engine/types.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';

/** "Another" (not the Saga itself) is checked as the ability resolves: a target filter doesn't know its source. */
const anotherNonland: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'another target nonland permanent',
  filter: (g, o) => !g.isType(o, 'Land'),
};

/**
 * "I, II — Another target nonland permanent phases out. It can't phase in for as long as you control
 * The Phasing of Zhalfir." The restriction is a "for as long as" effect that tracks the Saga: it
 * ends when the Saga leaves the battlefield (the permanent then phases in at its controller's next
 * untap step, ruling 2022-09-09) or phases out (702.26f).
 */
function phaseOutAndHold(g: Game, item: StackItem): void {
  const me = item.controller;
  const saga = item.sourceRef;
  const out = phaseOut(
    g,
    targetObjects(g, item).filter((o) => o.id !== saga.id),
  ).filter((o) => o.phased?.how === 'directly');
  if (out.length === 0) return;
  g.addEffectForAsLongAs(
    { controller: me, affected: out.map((o) => g.ref(o)), change: { kind: 'cantPhaseIn' } },
    () => g.stillControls(me, saga),
    'for as long as you control The Phasing of Zhalfir',
  );
}

/**
 * The Phasing of Zhalfir (Saga, read ahead). Read ahead (702.155): it enters with the chosen
 * number of lore counters ("chapter" choice, default 1) and only that chapter triggers.
 */
export const thePhasingOfZhalfir: CardBehaviour = {
  name: 'The Phasing of Zhalfir',
  hookedAbilities: ['read-ahead'],
  asEnters(_g, self, choices) {
    const chapter = choices['chapter'] ?? 1;
    if (typeof chapter !== 'number' || ![1, 2, 3].includes(chapter))
      throw new IllegalAction('The Phasing of Zhalfir: "chapter" must be 1, 2 or 3');
    entersWithCounters(self, 'lore', chapter);
    self.memory['loreBefore'] = chapter - 1;
  },
  triggers: [
    ...chapterAbility(1, { targets: [anotherNonland], resolve: phaseOutAndHold }),
    ...chapterAbility(2, { targets: [anotherNonland], resolve: phaseOutAndHold }),
    ...chapterAbility(3, {
      resolve(g) {
        // "Destroy all creatures. For each creature destroyed this way, its controller creates a 2/2 black Phyrexian creature token."
        const destroyed: string[] = [];
        for (const o of g.permanents().filter((p) => g.isType(p, 'Creature'))) {
          const controller = g.controller(o);
          if (g.destroy(o)) destroyed.push(controller);
        }
        for (const p of destroyed) g.makeToken('Phyrexian Token', p);
      },
    }),
  ],
};
