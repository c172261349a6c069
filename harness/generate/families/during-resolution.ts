import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';

/**
 * "A later instruction of a resolving effect acts on an object an earlier instruction phased out"
 * (engines.md §15). Rule: 702.26b — once phased out, the object is treated as though it doesn't exist,
 * from the next instruction of the same resolution on (608.2c: instructions are followed in order).
 * No cell has a fixture yet: see the reason below.
 */

const EFFECTS = ['destroy', 'damage', 'tap', 'counters', 'bounce', 'gain-control'] as const;
const FINDS = ['target', 'source', 'all'] as const;

const NOT_EXPRESSIBLE: NoFixture = {
  kind: 'not-expressible',
  reason:
    "The fixture vocabulary can't phase an object out between two instructions of one resolution (bare actions happen between resolutions; a resolve action's checkpoints observe between two instructions but can't act there), and no catalogue card phases an object out before a later instruction acts on it: Slip Out the Back, The Pandorica, The Moment, Renegade Silent and Spectral Adversary act first and phase out last; Divine Smite and Galadriel's Dismissal replace the phasing; Teferi, Timeless Voyager's and Out of Time's later instructions name the permanents as phased out.",
};

export const duringResolution: Family = {
  id: 'during-resolution',
  title: 'A resolving effect whose earlier instruction phased an object out leaves it alone in its later instructions.',
  axes: [
    { name: 'effect', describe: 'what the later instruction does to the object', values: EFFECTS },
    {
      name: 'finds',
      describe: 'how the later instruction finds it: a target, its own source, a set ("all creatures")',
      values: FINDS,
    },
  ],
  legality: (_cell: Cell) => NOT_EXPRESSIBLE,
  build: (): FixtureDraft => {
    throw new Error('during-resolution has no legal cell');
  },
};
