import { untapPermanent } from '../engine/casting.js';
import type { CardBehaviour, TriggeredAbility } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { StackItem } from '../engine/types.js';
import { hostOfSource } from './attachments.js';
import { gainControlWithHasteUntilEndOfTurn } from './control.js';
import { targetPermanent } from './helpers.js';
import { atYourUpkeep, selfEnters } from './timing.js';

/**
 * "Enchant permanent / When Frenzied Fugue enters or at the beginning of your upkeep, gain control of
 * enchanted permanent until end of turn. Untap that permanent. It gains haste until end of turn." One
 * triggered ability with two trigger events (603.2), so one catalogue key, `trigger`, for both. As it
 * resolves it finds the enchanted permanent through the Aura as it is (or last was) attached: one that
 * phased out meanwhile, the Aura with it (702.26g), doesn't exist (702.26b), and nothing happens to it.
 */
function steal(g: Game, item: StackItem): void {
  const permanent = hostOfSource(g, item, 'remembered');
  if (!permanent) return;
  gainControlWithHasteUntilEndOfTurn(g, item.controller, [permanent]);
  untapPermanent(g, permanent);
}

const onEntering: TriggeredAbility = { key: 'trigger', event: 'enters', matches: selfEnters, resolve: steal };
const atUpkeep: TriggeredAbility = { key: 'trigger', event: 'stepBegins', matches: atYourUpkeep, resolve: steal };

export const frenziedFugue: CardBehaviour = {
  name: 'Frenzied Fugue',
  enchant: targetPermanent,
  triggers: [onEntering, atUpkeep],
};
