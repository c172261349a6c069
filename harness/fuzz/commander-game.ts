import type { Setup } from '../generated/fixture.js';
import { detach, type Built } from './build-context.js';

/** Each player's commander (903.3): the first nontoken creature they own on the battlefield. */
export function chooseCommanders(permanents: readonly Built[]): Map<string, Built> {
  const commanders = new Map<string, Built>();
  for (const b of permanents)
    if (b.card.role === 'creature' && !b.card.token && b.setup.zone === 'battlefield' && !commanders.has(b.setup.owner))
      commanders.set(b.setup.owner, b);
  return commanders;
}

/** The caster's commander starts in the command zone (903.6), to be cast from there, without its attachments. */
export function toCommandZone(commander: Built, permanents: readonly Built[]): void {
  const { id, card, owner } = commander.setup;
  commander.setup = { id, card, owner, zone: 'command' };
  for (const b of permanents) if (b.setup.attachedTo === id) detach(b);
}

/**
 * A Commander game (903): each player's commander is marked. In a game of three or more each player but
 * the active one was already dealt 20 combat damage by the active player's commander (903.10a), so one
 * more hit makes them lose.
 */
export function makeCommanderGame(setup: Setup, commanders: ReadonlyMap<string, Built>): void {
  setup.format = 'commander';
  for (const b of commanders.values()) b.setup.commander = true;
  const theirs = commanders.get(setup.turn.active)?.setup.id;
  if (theirs === undefined || setup.players.length < 3) return;
  for (const p of setup.players) if (p.id !== setup.turn.active) p.commanderDamage = { [theirs]: 20 };
}
