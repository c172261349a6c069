// Splice (702.47): cards revealed from a player's hand as they cast a spell, whose rules text the spell gains.
import type { SpliceChoice } from '../../../harness/generated/fixture.js';
import type { SplitHalf } from './card-types.js';
import type { Game } from './game-interface.js';
import { IllegalAction, Unsupported } from './game.js';
import { chooseTargets } from './targets.js';
import type { Choices, GameObject, PlayerId, StackItem } from './types.js';

/**
 * 702.47a's quality "instant or sorcery": the spell is an instant or a sorcery, by its characteristics on the stack
 * (a split card's only the half cast, 709.3b), not the card's printed ones.
 */
export function instantOrSorcery(g: Game, spell: GameObject): boolean {
  return g.isType(spell, 'Instant') || g.isType(spell, 'Sorcery');
}

/**
 * 601.2a-b: the cards to splice are revealed once the card has moved to the stack, where a split card is only the
 * half cast (709.3b). The engine moves a spell there only once its cast is legal and paid, so for the splice check
 * the card stands on the stack as that half, and goes back whatever the check finds.
 */
function asOnTheStack<T>(spell: GameObject, half: SplitHalf | undefined, check: () => T): T {
  const { zone, memory } = spell;
  spell.zone = 'stack';
  spell.memory = half ? { ...memory, castHalf: half.name } : memory;
  try {
    return check();
  } finally {
    spell.zone = zone;
    spell.memory = memory;
  }
}

/**
 * 702.47a-b, 601.2b: the cards `player` splices onto `spell` as they cast it, checked before anything is paid,
 * and their splice costs, to pay with the spell's as additional costs (601.2f). Each card must be in the
 * player's hand (so never the spell itself, which is on the stack as the cards are revealed), have a splice
 * ability whose quality the spell has, and be spliced at most once; the choices its text needs must be
 * makeable (702.47b), its targets chosen as the spell's are (702.47d). `half` is the half of a split card cast (709.3).
 */
export function spliceOnto(
  g: Game,
  spell: GameObject,
  half: SplitHalf | undefined,
  player: PlayerId,
  choices: readonly SpliceChoice[] | undefined,
): { cards: GameObject[]; cost: string } {
  const cards: GameObject[] = [];
  let cost = '';
  for (const choice of choices ?? []) {
    const card = g.cardIn(['hand'], choice.object);
    if (!card || card === spell || card.owner !== player)
      throw new IllegalAction(`${choice.object} is not a card in ${player}'s hand to splice (702.47a)`);
    if (cards.includes(card))
      throw new IllegalAction(`${card.card.name} can be spliced onto a spell only once (702.47b)`);
    const splice = g.behaviour(card)?.splice;
    if (!splice) throw new IllegalAction(`${card.card.name} has no splice ability`);
    if (!asOnTheStack(spell, half, () => splice.onto(g, spell)))
      throw new IllegalAction(`${card.card.name} splices onto ${splice.quality} only; ${spell.card.name} is not one`);
    const specs = g.behaviour(card)?.spell?.targets;
    if (specs && specs.length > 0)
      throw new Unsupported(`the reference engine does not splice text with targets (${card.card.name})`);
    chooseTargets(g, specs, choice.targets, player, `splicing ${card.card.name}`); // a text without targets takes none
    cards.push(card);
    cost += splice.cost;
  }
  return { cards, cost };
}

/**
 * 702.47b: after the spell's own effects, the text of each spliced card, in the order they were spliced. The
 * text is the spell's (702.47c): it resolves as part of the same spell, its controller's, with its choices.
 */
export function resolveSplicedText(g: Game, item: StackItem): void {
  for (const card of item.spliced ?? []) g.behaviour(card)?.spell?.resolve(g, item);
}

/** The choices each spliced card's text makes as the spell resolves, checked before it begins to (as the spell's own are). */
export function checkSplicedChoices(g: Game, item: StackItem, choices: Choices): void {
  for (const card of item.spliced ?? []) g.behaviour(card)?.checkResolutionChoices?.(g, card, choices, item);
}
