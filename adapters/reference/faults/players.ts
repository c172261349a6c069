import { seeing } from './fault.js';
import type { FaultModule } from './fault.js';

/** Player effects (Teferi's Protection: 702.16j, 119.7, 119.8) and values read by single cards. */
export const PLAYERS_FAULTS = [
  {
    id: 'empty-library-draw-doesnt-lose',
    breaks: ['RR-SBA-EMPTY-LIBRARY'],
    description: 'A player who attempted to draw a card from an empty library does not lose the game (704.5b).',
    plug: { players: { losesForDrawingFromAnEmptyLibrary: () => () => false } },
  },
  {
    id: 'starting-player-draws-first-turn',
    breaks: ['RR-FIRST-PLAYER-SKIPS-DRAW'],
    description: 'The player who plays first in a two-player game draws a card in the draw step of their first turn.',
    plug: { players: { skipsDraw: () => () => false } },
  },
  {
    id: 'first-player-skips-draw-in-multiplayer',
    breaks: ['RR-MULTIPLAYER-FIRST-DRAW'],
    description:
      'The player who plays first skips the draw step of their first turn in a game of three or more players too (103.8c: in all other multiplayer games, nobody skips it).',
    plug: { players: { skipsDraw: (base) => (g, player, first) => base(g, player, first) || g.turnNumber === 1 } },
  },
  {
    id: 'life-totals-never-exchanged',
    breaks: ['RR-EXCHANGE-LIFE'],
    description:
      "An exchange of life totals does nothing even when nothing keeps either life total from changing (701.12c: each player gains or loses life to equal the other's previous total).",
    plug: { players: { exchangesLife: () => () => false } },
  },
  {
    id: 'phased-out-counted-for-citys-blessing',
    breaks: ['PH-OUT-STATUS'],
    description:
      "Ascend counts phased-out permanents: a player who controls ten permanents, one of them phased out, gets the city's blessing (702.131b; 702.26b: a phased-out permanent doesn't exist).",
    plug: seeing('citys-blessing'),
  },
  {
    id: 'citys-blessing-lost',
    breaks: ['RR-ASCEND'],
    description:
      "The city's blessing is lost when its player controls fewer than ten permanents (702.131b: it is got for the rest of the game).",
    plug: { players: { keepsCitysBlessing: () => () => false } },
  },
  {
    id: 'monarch-doesnt-draw',
    breaks: ['RR-MONARCH'],
    description:
      "The monarch draws no card at the beginning of their end step (725.2: 'At the beginning of the monarch's end step, that player draws a card').",
    plug: { players: { monarchDraws: () => () => false } },
  },
  {
    id: 'phased-out-creature-cant-take-the-monarchy',
    breaks: ['PH-OUT-STATUS'],
    description:
      "The monarch's combat-damage trigger does nothing when the creature that dealt the damage phased out before it resolved, as if it had no controller (725.2 'its controller becomes the monarch'; 702.26b treats it as though it doesn't exist, so its last known information gives its controller, 608.2h).",
    plug: {
      players: { takesMonarchy: () => (g, creature) => creature === undefined || g.isPhasedIn(creature) },
    },
  },
  {
    id: 'initiative-doesnt-venture-at-upkeep',
    breaks: ['RR-INITIATIVE'],
    description:
      "The player who has the initiative doesn't venture into Undercity at the beginning of their upkeep (726.2: 'At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity').",
    plug: { players: { initiativeVentures: () => (_g, _player, why) => why !== 'upkeep' } },
  },
  {
    id: 'taking-the-initiative-doesnt-venture',
    breaks: ['RR-INITIATIVE'],
    description:
      "A player who takes the initiative doesn't venture into Undercity (726.2: 'Whenever a player takes the initiative, that player ventures into Undercity').",
    plug: { players: { initiativeVentures: () => (_g, _player, why) => why !== 'taken' } },
  },
  {
    id: 'phased-out-creatures-cant-take-the-initiative',
    breaks: ['PH-OUT-STATUS'],
    description:
      "The initiative's combat-damage trigger does nothing when every creature that dealt the damage phased out before it resolved, as if they had no controller (726.2 'the controller of those creatures takes the initiative'; 702.26b treats them as though they don't exist, which doesn't change who controlled them as they dealt the damage).",
    plug: {
      players: {
        takesInitiative: () => (g, creatures) => creatures.some((c) => c === undefined || g.isPhasedIn(c)),
      },
    },
  },
  {
    id: 'pfe-damage-not-prevented',
    breaks: ['RR-PROTECTION-FROM-EVERYTHING'],
    description:
      "Damage that would be dealt to a player with protection from everything is not prevented (it still can't change their life total, but lifelink and other effects of the damage happen).",
    plug: { players: { protectedFrom: (base) => (g, p, from) => from !== 'damage' && base(g, p, from) } },
  },
  {
    id: 'pfe-player-targetable',
    breaks: ['RR-PROTECTION-FROM-EVERYTHING'],
    description:
      'A player with protection from everything can still be targeted, and a spell or ability that targeted a player who then gains it still resolves against that player.',
    plug: { players: { protectedFrom: (base) => (g, p, from) => from !== 'targeting' && base(g, p, from) } },
  },
  {
    id: 'pfe-allows-auras',
    breaks: ['RR-PROTECTION-FROM-EVERYTHING'],
    description: 'An Aura attached to a player who gains protection from everything stays attached.',
    plug: { players: { protectedFrom: (base) => (g, p, from) => from !== 'enchanting' && base(g, p, from) } },
  },
  {
    id: 'player-phases-out',
    breaks: ['RR-STATUS-PERMANENTS-ONLY'],
    description:
      "A player under Teferi's Protection is treated as phased out too, so creatures can't attack them (only permanents have a phasing status, 110.5d).",
    plug: {
      players: {
        protectedFrom: (base) => (g, p, from) =>
          from === 'attack' ? g.hasProtectionFromEverything(p) : base(g, p, from),
      },
    },
  },
  {
    id: 'life-total-changes-under-protection',
    breaks: ['RR-CANT-GAIN-LIFE', 'RR-CANT-LOSE-LIFE'],
    description:
      '"Your life total can\'t change" is ignored: the player gains, loses, pays, sets and exchanges life as usual.',
    plug: { players: { lifeCantChange: () => () => false } },
  },
  {
    id: 'life-gain-replaced-though-life-cant-change',
    breaks: ['RR-CANT-GAIN-LIFE'],
    description:
      "A replacement effect on a life gain (Nefarious Lich's \"draw that many cards instead\") applies to a player who can't gain life (119.7 says it won't do anything).",
    plug: { players: { lifeGainReplaceable: () => () => true } },
  },
  {
    id: 'life-gain-never-replaced',
    breaks: ['RR-REPLACEMENT-INSTEAD'],
    description:
      'Replacement effects on a life gain (Nefarious Lich\'s "draw that many cards instead") are ignored: the player gains the life (614.1a).',
    plug: { players: { lifeGainReplaceable: () => () => false } },
  },
  {
    id: 'effect-loss-ignored',
    breaks: [],
    description: 'A player an effect says loses the game ("you lose the game": Nefarious Lich) stays in it (104.3e).',
    plug: { players: { losesByEffect: () => () => false } },
  },
  {
    id: 'zero-life-player-stays-in-the-game',
    breaks: ['RR-MULTIPLAYER-LEAVING', 'RR-LEAVE-GAME'],
    description: 'A player with 0 or less life does not lose the game (704.5a) and stays in it.',
    plug: { players: { losesAtZeroLife: () => () => false } },
  },
  {
    id: 'zero-life-player-permanents-stay',
    breaks: ['RR-LEAVE-GAME'],
    description:
      'A player who loses a multiplayer game, at 0 life (704.5a) or by an effect (104.3e, 104.2b), is only marked out of the game: the objects they own stay and the effects giving them control go on (800.4a).',
    plug: { players: { loserLeaves: () => () => false } },
  },
  {
    id: 'tp-phases-out-one-permanent',
    breaks: [],
    description:
      "Teferi's Protection phases out only one permanent (the first its controller controls) instead of all of them (bug B-38).",
    plug: { cards: { allYouControl: (base) => (g, player) => base(g, player).slice(0, 1) } },
  },
  {
    id: 'instant-speed-loyalty-ignored',
    breaks: [],
    description:
      'Loyalty abilities stay sorcery-speed even on a permanent that says they may be activated any time you could cast an instant (Teferi, Master of Time); breaks card text, not a rule of the Comprehensive Rules.',
    plug: { cards: { loyaltyAtInstantSpeed: () => () => false } },
  },
  {
    id: 'x-is-zero-on-the-stack',
    breaks: [],
    description:
      'A spell on the stack has the mana value of its cost with X as 0 (202.3e says X counts as the value chosen), so March of Swirling Mist with X=1 has mana value 1.',
    plug: { cards: { xOnTheStack: () => () => 0 } },
  },
] as const satisfies readonly FaultModule[];
