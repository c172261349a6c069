import type { CardBehaviour } from './card-behaviour.js';
import { putCounters } from './counters.js';
import { draw } from './draw.js';
import { IllegalAction, Unsupported } from './errors.js';
import type { Game, TargetSpec } from './game-interface.js';
import { goad } from './goad.js';
import { standInSource } from './monarch.js';
import type { PlayerId, StackItem } from './types.js';

/**
 * Undercity (Commander Legends: Battle for Baldur's Gate, 2022-06-10), the dungeon the initiative
 * ventures into (726.2). Oracle (Card-Forge/forge:forge-gui/res/cardsfolder/u/undercity.txt):
 * "You can't enter this dungeon unless you "venture into Undercity"." and nine rooms, each a triggered
 * ability "When you move your venture marker into this room, [effect]" (309.4c):
 *   Secret Entrance — Search your library for a basic land card, reveal it, put it into your hand, then shuffle. (Leads to: Forge, Lost Well)
 *   Forge — Put two +1/+1 counters on target creature. (Leads to: Trap!, Arena)
 *   Lost Well — Scry 2. (Leads to: Arena, Stash)
 *   Trap! — Target player loses 5 life. (Leads to: Archives)
 *   Arena — Goad target creature. (Leads to: Archives, Catacombs)
 *   Stash — Create a Treasure token. (Leads to: Catacombs)
 *   Archives — Draw a card. (Leads to: Throne of the Dead Three)
 *   Catacombs — Create a 4/1 black Skeleton creature token with menace. (Leads to: Throne of the Dead Three)
 *   Throne of the Dead Three — Reveal the top ten cards of your library. Put a creature card from among them onto
 *     the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.
 * Throne of the Dead Three answers Unsupported as it resolves: it reveals cards of a library whose unnamed
 * cards have no characteristics. So no fixture gets past it, and the marker never stays on the bottommost
 * room: completing the dungeon (309.6, 704.5t, 701.49c) can't happen here and is not modelled.
 */
export const UNDERCITY = 'Undercity';

const targetCreature: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature',
  filter: (g, o) => g.isType(o, 'Creature'),
};
const targetPlayer: TargetSpec = { count: 1, kind: 'player', describe: 'target player' };

interface Room {
  name: string;
  /** The rooms an arrow leads to from this one (309.5a); none for the bottommost room. */
  leadsTo: string[];
  targets?: TargetSpec[];
  resolve: (g: Game, item: StackItem) => void;
}

/** Search for a basic land card (701.19b: a search for a stated quality may find nothing): the `card` choice names it. */
function secretEntrance(g: Game, item: StackItem): void {
  const chosen = item.choices['card'];
  if (chosen === undefined) return; // found nothing; the shuffle that follows can't be observed
  const card = g.cardsOf(item.controller, 'library').find((o) => o.id === chosen);
  if (!card || !card.card.supertypes?.includes('Basic') || !card.card.types.includes('Land'))
    throw new IllegalAction(
      `Secret Entrance: ${JSON.stringify(chosen)} is not a basic land card in ${item.controller}'s library`,
    );
  g.moveTo(card, 'hand');
}

/** Scry 2 (701.22): unnamed cards are all alike, so only a named card among the top two could show where it went. */
function lostWell(g: Game, item: StackItem): void {
  const p = g.player(item.controller);
  if (p.libraryCount < 2 && g.cardsOf(item.controller, 'library').length > 0)
    throw new Unsupported('Lost Well: scry 2 with a named card among the top two cards of the library');
}

function unsupported(room: string, why: string): (g: Game, item: StackItem) => void {
  return () => {
    throw new Unsupported(`Undercity's ${room}: ${why}`);
  };
}

const ROOMS: readonly Room[] = [
  { name: 'Secret Entrance', leadsTo: ['Forge', 'Lost Well'], resolve: secretEntrance },
  {
    name: 'Forge',
    leadsTo: ['Trap!', 'Arena'],
    targets: [targetCreature],
    // Its one target is legal, or it wouldn't resolve (608.2b, stack.ts); targets.ts would close an import cycle.
    resolve(g, item) {
      for (const t of item.targets) {
        const creature = 'object' in t ? g.permanent(t.object) : undefined;
        if (creature) putCounters(creature, '+1/+1', 2);
      }
    },
  },
  { name: 'Lost Well', leadsTo: ['Arena', 'Stash'], resolve: lostWell },
  {
    name: 'Trap!',
    leadsTo: ['Archives'],
    targets: [targetPlayer],
    resolve(g, item) {
      for (const t of item.targets) if ('player' in t && g.player(t.player).inGame) g.loseLife(g.player(t.player), 5);
    },
  },
  {
    name: 'Arena',
    leadsTo: ['Archives', 'Catacombs'],
    targets: [targetCreature],
    // As Forge: its one target is legal, or it wouldn't resolve (608.2b).
    resolve(g, item) {
      const creatures = item.targets.flatMap((t) => {
        const creature = 'object' in t ? g.permanent(t.object) : undefined;
        return creature ? [creature] : [];
      });
      goad(g, item.controller, creatures);
    },
  },
  { name: 'Stash', leadsTo: ['Catacombs'], resolve: (g, item) => void g.makeToken('Treasure Token', item.controller) },
  { name: 'Archives', leadsTo: ['Throne of the Dead Three'], resolve: (g, item) => draw(g, item.controller, 1) },
  {
    name: 'Catacombs',
    leadsTo: ['Throne of the Dead Three'],
    resolve: (g, item) => void g.makeToken('Skeleton Token', item.controller),
  },
  {
    name: 'Throne of the Dead Three',
    leadsTo: [],
    resolve: unsupported('Throne of the Dead Three', 'revealing unnamed library cards'),
  },
];

/** The room ability's key: the room's name in lower case, words joined by hyphens ("trap", "lost-well"). */
function roomKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/ /g, '-');
}

/** The dungeon card's behaviour: one room ability per room, each triggered by the venture that enters it (309.4c). */
export const UNDERCITY_ROOMS: CardBehaviour = {
  name: UNDERCITY,
  triggers: ROOMS.map((r) => ({
    key: roomKey(r.name),
    event: 'stepBegins',
    delayedOnly: true,
    matches: () => false,
    ...(r.targets ? { targets: r.targets } : {}),
    resolve: r.resolve,
  })),
};

/**
 * 701.49 (venture into Undercity, 701.49d): with no dungeon in the command zone the player puts
 * Undercity there with the marker on its topmost room (309.4a); otherwise the marker follows an arrow
 * to the next room, the `room` choice naming it when two arrows leave (701.49b). Either way the room
 * entered triggers its ability, controlled by the dungeon's owner (309.4c).
 */
export function ventureIntoUndercity(g: Game, player: PlayerId, choices: Record<string, unknown>): void {
  const p = g.player(player);
  const here = ROOMS.find((r) => r.name === p.dungeonRoom);
  let next: string;
  if (!here) next = ROOMS[0]!.name;
  else if (here.leadsTo.length === 1) next = here.leadsTo[0]!;
  else if (here.leadsTo.length === 0)
    throw new Unsupported('venture from the bottommost room: completing a dungeon is not modelled (701.49c)');
  else {
    const room = choices['room'];
    if (typeof room !== 'string')
      throw new Unsupported(
        `venture from ${here.name}: the fixture chooses the next room with choice "room" (${here.leadsTo.join(' or ')})`,
      );
    if (!here.leadsTo.includes(room))
      throw new IllegalAction(`venture from ${here.name}: ${JSON.stringify(room)} is not ${here.leadsTo.join(' or ')}`);
    next = room;
  }
  p.dungeonRoom = next;
  g.trigger(standInSource(g, player, 'undercity', UNDERCITY), roomKey(next), undefined, player);
}

/** The behaviour of the dungeon's stand-in source. */
export function dungeonAbilities(name: string): CardBehaviour | undefined {
  return name === UNDERCITY ? UNDERCITY_ROOMS : undefined;
}
