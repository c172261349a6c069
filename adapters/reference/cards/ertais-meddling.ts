import { putCountersOnCard, removeCountersFromCard } from '../engine/counters.js';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { spellOnStack } from '../engine/targets.js';
import type { Choices, ObjectRef, PlayerId, StackItem, Target } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

interface Delayed {
  card: ObjectRef;
  player: PlayerId;
  targets: Target[];
  x: number;
  choices: Choices;
}

function waitForUpkeep(g: Game, source: StackItem['source'], controller: PlayerId, data: Delayed): void {
  g.addDelayed({
    source,
    controller,
    key: 'upkeep',
    event: 'stepBegins',
    data,
    matches: (_g, ev) => ev.type === 'stepBegins' && ev.step === 'upkeep' && ev.active === data.player,
  });
}

/**
 * "X can't be 0. Target spell's controller exiles it with X delay counters on it. At the beginning of
 * each of that player's upkeeps, if that card is exiled, remove a delay counter from it. If the card
 * has no delay counters on it, the player puts it onto the stack as a copy of the original spell."
 * The copy keeps the original's targets and choices; a target that phased out and back in is still
 * the same object (ruling 2004-10-04).
 */
export const ertaisMeddling: CardBehaviour = {
  name: "Ertai's Meddling",
  spell: {
    targets: [{ count: 1, kind: 'spell', describe: 'target spell' }],
    prepareCast(_g, { obj, x }) {
      if (x === 0) throw new IllegalAction("Ertai's Meddling: X can't be 0");
      return { cost: obj.card.manaCost ?? '' };
    },
    resolve(g, item) {
      const t = item.targets[0];
      const target = t && 'object' in t ? spellOnStack(g, t.object.id) : undefined;
      if (!target) return;
      // 707.10a: "If a copy of a spell is in a zone other than the stack, it ceases to exist." A copy (one this card
      // put onto the stack) leaves it, and nothing is left to exile with counters or to put back later: its
      // card is another object, already in exile.
      if (target.copy) {
        g.stack.splice(g.stack.indexOf(target), 1);
        return;
      }
      const card = target.source;
      g.moveTo(card, 'exile'); // leaves the stack without resolving
      putCountersOnCard(card, 'delay', item.x);
      waitForUpkeep(g, item.source, item.controller, {
        card: g.ref(card),
        player: target.controller,
        targets: target.targets,
        x: target.x,
        choices: target.choices,
      });
    },
  },
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        const data = item.triggerData as Delayed;
        const card = g.cardIn(['exile'], data.card);
        if (!card) return;
        removeCountersFromCard(card, 'delay', 1);
        const left = card.counters.get('delay') ?? 0;
        if (left > 0) {
          waitForUpkeep(g, item.source, item.controller, data);
          return;
        }
        g.stack.push({
          uid: g.uid(),
          kind: 'spell',
          copy: true,
          controller: data.player,
          source: card,
          sourceRef: g.ref(card),
          abilityKey: 'spell',
          targets: data.targets,
          x: data.x,
          choices: { ...data.choices },
        });
      },
    },
  ],
};
