import { CANT_BE_BLOCKED } from '../engine/block-requirements.js';
import type { Game } from '../engine/game-interface.js';
import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { ObjectRef, PlayerId, StackItem } from '../engine/types.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { atTheBeginningOfTheNextEndStep } from './timing.js';

/** "Up to two other target planeswalkers you control": "other" is checked as it resolves (a filter can't see its source). */
const upToTwoOtherPlaneswalkersYouControl: TargetSpec = {
  count: 2,
  min: 0,
  kind: 'permanent',
  describe: 'up to two other target planeswalkers you control',
  filter: (g, o, controller) => g.isType(o, 'Planeswalker') && g.controller(o) === controller,
};

/** The `index`-th opponent of `controller` in seat order (A to F), whether or not still in the game. */
function nthOpponent(g: Game, controller: PlayerId, index: number): PlayerId | undefined {
  return g.players.filter((p) => p.id !== controller)[index]?.id;
}

/**
 * "For each opponent, return up to one target nonland permanent that player controls": one target spec per
 * opponent in seat order (at most five, 6 players A–F), so no two targets can share a controller; targets
 * are named in that order, an opponent with no target named taking none.
 */
const upToOneNonlandPerOpponent: TargetSpec[] = [0, 1, 2, 3, 4].map((index) => ({
  count: 1,
  min: 0,
  kind: 'permanent',
  describe: `up to one target nonland permanent opponent ${index + 1} (in seat order) controls`,
  filter: (g, o, controller) => !g.isType(o, 'Land') && g.controller(o) === nthOpponent(g, controller, index),
}));

/** The +1's delayed trigger: the remembered planeswalkers that still exist phase out together (702.26b, 603.7c, 400.7). */
function phaseOutRemembered(g: Game, item: StackItem): void {
  const remembered = (item.triggerData as { planeswalkers: ObjectRef[] }).planeswalkers;
  phaseOut(
    g,
    remembered.flatMap((ref) => g.permanent(ref, 'remembered') ?? []),
  );
}

/**
 * Vronos, Masked Inquisitor. "[+1]: Up to two other target planeswalkers you control phase out at the beginning of
 * the next end step." The targets are chosen as it is activated and checked as it resolves (608.2b); resolving, it
 * creates a delayed triggered ability (603.7) that remembers the legal ones. "[−2]: For each opponent, return up to
 * one target nonland permanent that player controls to its owner's hand." "[−7]: Target artifact you control becomes
 * a 9/9 Construct artifact creature and gains vigilance, indestructible, and 'This creature can't be blocked.'": no
 * duration, so it lasts while the artifact stays on the battlefield (611.2a); an Equipment or other attached artifact
 * that becomes a creature is unattached by 704.5p.
 */
export const vronosMaskedInquisitor: CardBehaviour = {
  name: 'Vronos, Masked Inquisitor',
  triggers: [
    { key: 'plus-1', event: 'stepBegins', delayedOnly: true, matches: () => false, resolve: phaseOutRemembered },
  ],
  activated: [
    {
      key: 'plus-1',
      loyalty: 1,
      targets: [upToTwoOtherPlaneswalkersYouControl],
      resolve(g, item) {
        const planeswalkers = targetObjects(g, item).filter((o) => o.id !== item.sourceRef.id);
        if (planeswalkers.length === 0) return;
        atTheBeginningOfTheNextEndStep(g, item, 'plus-1', { planeswalkers: planeswalkers.map((o) => g.ref(o)) });
      },
    },
    {
      key: 'minus-2',
      loyalty: -2,
      targets: upToOneNonlandPerOpponent,
      resolve(g, item) {
        for (const o of targetObjects(g, item)) g.returnToHand(o);
      },
    },
    {
      key: 'minus-7',
      loyalty: -7,
      targets: [
        {
          count: 1,
          kind: 'permanent',
          describe: 'target artifact you control',
          filter: (g, o, controller) => g.isType(o, 'Artifact') && g.controller(o) === controller,
        },
      ],
      resolve(g, item) {
        const affected = targetObjects(g, item).map((o) => g.ref(o));
        if (affected.length === 0) return;
        const lasting = { controller: item.controller, affected, duration: { kind: 'indefinite' } } as const;
        g.addEffect({
          ...lasting,
          change: { kind: 'becomeCreature', power: 9, toughness: 9, addSubtypes: ['Construct'] },
        });
        for (const keyword of ['vigilance', 'indestructible', CANT_BE_BLOCKED])
          g.addEffect({ ...lasting, change: { kind: 'addKeyword', keyword } });
      },
    },
  ],
};
