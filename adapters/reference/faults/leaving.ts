import type { LeavingPart, SeamPatch } from '../engine/seams.js';
import { notSeeing } from './fault.js';
import type { FaultModule } from './fault.js';

/** A part of 800.4 that doesn't happen. */
const skipping = (part: LeavingPart): SeamPatch => ({ leaving: (base) => (g, p) => p !== part && base(g, p) });

/** A player leaving the game (800.4a-d, m; 702.26k, n). */
export const LEAVING_FAULTS = [
  {
    id: 'owner-leaves-phased-out-stays',
    breaks: ['PH-OWNER-LEAVES'],
    description: 'Phased-out permanents of a player who leaves the game stay in the game.',
    plug: notSeeing('leaving-owner'),
  },
  {
    id: 'phased-out-not-exiled-with-leaver',
    breaks: ['PH-MULTIPLAYER', 'RR-LEAVE-GAME'],
    description:
      "Phased-out permanents the leaving player still controls (they entered under that player's control) are not exiled with the player's other objects.",
    plug: notSeeing('leaving-controller'),
  },
  {
    id: 'owner-leaves-phased-out-triggers-ltb',
    breaks: ['PH-OWNER-LEAVES'],
    description: 'Phased-out permanents that leave the game with their owner trigger leaves-the-battlefield abilities.',
    plug: skipping('phased-out-leave-silently'),
  },
  {
    id: 'owner-leaves-no-ltb',
    breaks: ['RR-LTB-TRIGGERS'],
    description:
      'A phased-in permanent that leaves the game because its owner left does not trigger leaves-the-battlefield abilities.',
    plug: skipping('leaves-trigger'),
  },
  {
    id: 'leaver-control-effects-persist',
    breaks: ['RR-LEAVE-GAME'],
    description:
      'Effects giving the leaving player control of objects do not end, so those objects are exiled with the player instead of returning.',
    plug: skipping('control-effects-end'),
  },
  {
    id: 'leaver-stack-objects-resolve',
    breaks: ['RR-LEAVE-GAME'],
    description: 'Abilities and copies of spells on the stack controlled by the leaving player stay there and resolve.',
    plug: skipping('abilities-cease'),
  },
  {
    id: 'control-to-departed-player',
    breaks: ['RR-LEAVE-GAME-NO-NEW-CONTROL'],
    description: 'An effect can give control of an object to a player who has left the game.',
    plug: skipping('no-control-to-departed'),
  },
  {
    id: 'control-end-no-exile',
    breaks: ['RR-LEAVE-GAME-CONTROL-END'],
    description:
      "When a control effect ends and the object's default controller has left the game, the object stays instead of being exiled.",
    plug: skipping('control-end-exile'),
  },
  {
    id: 'departed-player-triggers-resolve',
    breaks: ['RR-LEAVE-GAME-NOT-CREATED'],
    description: 'A triggered ability controlled by a player who has left the game is still put on the stack.',
    plug: skipping('departed-triggers-removed'),
  },
  {
    id: 'leaver-owned-permanents-stay',
    breaks: ['RR-LEAVE-GAME'],
    description:
      'Phased-in permanents owned by the leaving player stay on the battlefield (under their controller) instead of leaving the game with the player.',
    plug: skipping('owned-leave'),
  },
  {
    id: 'leaver-spells-resolve',
    breaks: ['RR-LEAVE-GAME'],
    description: 'Spells on the stack the leaving player owns stay there and resolve.',
    plug: skipping('spells-leave'),
  },
  {
    id: 'leaver-controlled-objects-stay',
    breaks: ['RR-LEAVE-GAME'],
    description:
      "Phased-in permanents the leaving player still controls but does not own (they entered under that player's control) are not exiled.",
    plug: skipping('controlled-exiled'),
  },
  {
    id: 'orphan-schedule-ignores-later-leavers',
    breaks: ['PH-MULTIPLAYER'],
    description:
      'The untap step in which a permanent phased out under a departed player phases in is fixed when that player leaves, and is not brought forward when another player seated before them leaves too.',
    plug: skipping('orphans-rescheduled'),
  },
  {
    id: 'leaver-durations-never-end',
    breaks: ['RR-LEAVE-GAME-DURATION'],
    description:
      "Effects lasting until the leaving player's next turn (or a point in it) never end, since that player has no more turns.",
    plug: { effects: { afterLeaver: () => () => ({ kind: 'indefinite' }) } },
  },
  {
    id: 'leaver-durations-end-at-once',
    breaks: ['RR-LEAVE-GAME-DURATION'],
    description:
      "Effects lasting until the leaving player's next turn (or a point in it) end as the player leaves, instead of lasting until that turn would have begun.",
    plug: { effects: { afterLeaver: () => () => null } },
  },
  {
    id: 'until-next-turn-ignores-leavers',
    breaks: ['RR-RESOLUTION-EFFECT-DURATION'],
    description:
      '"Until your next turn" (Teferi\'s Protection, goad) is fixed as a turn count when the effect begins, so it lasts a turn too long after a player seated before its controller leaves the game, and ends too soon after another player is given extra turns.',
    plug: { effects: { rescheduled: () => (_g, _player, scheduled) => scheduled } },
  },
] as const satisfies readonly FaultModule[];
