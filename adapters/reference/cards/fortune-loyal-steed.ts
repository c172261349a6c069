import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import { IllegalAction } from '../engine/game.js';
import { scry } from '../engine/hand.js';
import type { Choices, GameObject, ObjectRef, Permanent, StackItem } from '../engine/types.js';
import { tapOtherCreatures } from './tap-creatures-cost.js';
import { atEndOfCombat, selfEnters } from './timing.js';

/**
 * What saddling left on this object (702.171b-c): the turn it became saddled, and the creatures tapped to
 * pay its saddle costs that turn. Object memory is emptied as it changes zones (400.7), so a Mount that left
 * the battlefield is no longer saddled and nothing saddled the new object.
 */
interface SaddleRecord {
  saddledOnTurn?: number;
  saddlersOnTurn?: number;
  saddlers: ObjectRef[];
}

function saddleRecord(self: GameObject): SaddleRecord {
  const record = self.memory['saddle'] as SaddleRecord | undefined;
  if (record) return record;
  const fresh: SaddleRecord = { saddlers: [] };
  self.memory['saddle'] = fresh;
  return fresh;
}

/** "While saddled": it became saddled this turn (702.171b: until end of turn). */
function isSaddled(g: Game, self: GameObject): boolean {
  return saddleRecord(self).saddledOnTurn === g.turnIndex;
}

/** The creatures that saddled it this turn (702.171c: as they were tapped to pay the cost). */
function saddledThisTurn(g: Game, self: GameObject): ObjectRef[] {
  const record = saddleRecord(self);
  return record.saddlersOnTurn === g.turnIndex ? record.saddlers : [];
}

/** What the delayed trigger remembers: Fortune as it attacked, and the creatures that had saddled it this turn. */
interface Remembered {
  fortune: ObjectRef;
  saddlers: ObjectRef[];
}

/**
 * "Up to one creature that saddled it this turn": the optional `saddler` choice (an object id; none when left
 * out), among those that exist (a phased-out one doesn't, 702.26b), so naming another is refused and leaves
 * the trigger on the stack.
 */
function chosenSaddler(g: Game, choices: Choices, item: StackItem): Permanent | undefined {
  const id = choices['saddler'];
  if (id === undefined) return undefined;
  const { saddlers } = item.triggerData as Remembered;
  const found = saddlers.map((ref) => g.permanent(ref, 'remembered')).find((o) => o?.id === id);
  if (!found || !g.isType(found, 'Creature'))
    throw new IllegalAction(
      `${fortuneLoyalSteed.name}: ${JSON.stringify(id)} is not a creature that saddled it this turn`,
    );
  return found;
}

/**
 * Fortune, Loyal Steed ({2}{W}, Legendary Creature — Beast Mount, 2/4): "When Fortune enters, scry 2. /
 * Whenever Fortune attacks while saddled, at end of combat, exile it and up to one creature that saddled it
 * this turn, then return those cards to the battlefield under their owner's control. / Saddle 1" (702.171a:
 * "Tap any number of other untapped creatures you control with total power 1 or more: This Mount becomes
 * saddled until end of turn. Saddle only as a sorcery."). The attack trigger creates a delayed triggered
 * ability (603.7) for this turn's end of combat, which acts whether or not Fortune is still there; the cards
 * exiled come back as new objects (400.7), and a token exiled ceases to exist and doesn't return (111.8).
 */
export const fortuneLoyalSteed: CardBehaviour = {
  name: 'Fortune, Loyal Steed',
  activated: [
    {
      key: 'saddle',
      sorcerySpeed: true,
      payCost(g, self, choices) {
        const tapped = tapOtherCreatures(g, self, choices['saddle'], { keyword: 'saddle', power: 1, choice: 'saddle' });
        const record = saddleRecord(self);
        if (record.saddlersOnTurn !== g.turnIndex) record.saddlers = [];
        record.saddlersOnTurn = g.turnIndex;
        record.saddlers.push(...tapped.map((c) => g.ref(c)));
      },
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) saddleRecord(self).saddledOnTurn = g.turnIndex;
      },
    },
  ],
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve: (g, item) => scry(g, item.controller, 2, fortuneLoyalSteed.name),
    },
    {
      key: 'trigger-attacks',
      event: 'attacks',
      // The saddlers are read as it triggers: the delayed trigger acts on them even if Fortune has left since.
      matches: (g, self, ev) =>
        ev.type === 'attacks' && ev.obj === self && isSaddled(g, self) && { saddlers: saddledThisTurn(g, self) },
      resolve(g, item) {
        const { saddlers } = item.triggerData as Pick<Remembered, 'saddlers'>;
        const remembered: Remembered = { fortune: item.sourceRef, saddlers };
        atEndOfCombat(g, item, 'end-of-combat', remembered);
      },
    },
    {
      key: 'end-of-combat',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      checkResolutionChoices: (g, choices, item) => void chosenSaddler(g, choices, item),
      resolve(g, item) {
        const fortune = g.permanent((item.triggerData as Remembered).fortune, 'remembered');
        const saddler = chosenSaddler(g, item.choices, item);
        const exiled = [fortune, saddler].filter((o): o is Permanent => o !== undefined);
        for (const o of exiled) g.moveTo(o, 'exile');
        g.instructionDone(1); // "exile it and up to one creature that saddled it this turn"
        for (const o of exiled) if (o.zone === 'exile' && !o.token) g.enterBattlefield(o, o.owner);
      },
    },
  ],
};
