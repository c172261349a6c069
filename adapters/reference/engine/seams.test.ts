import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { testGame } from './testing/game.js';

// The rules-as-written seams (seams.ts) in cases the corpus does not reach: which permanents an effect's
// set locks in, in editions old and new.

type SetupObject = Setup['objects'][number];
const bear = (id: string, phased?: SetupObject['phased']): SetupObject => ({
  id,
  card: 'Grizzly Bears',
  owner: 'A',
  zone: 'battlefield',
  ...(phased ? { phased } : {}),
});

describe('effects.lockedSet (611.2c)', () => {
  const locked = (edition: string): string[] => {
    const g = testGame([bear('in'), bear('out', { how: 'directly', under: 'A' })], { edition });
    const candidates = ['in', 'out'].map((id) => g.objects.get(id)!);
    return g.seams.effects.lockedSet(g, candidates).map((r) => r.id);
  };

  it.each(['2011-02-04', '2020-07-03', '2020-08-07', '2026-08-07'])(
    'in %s leaves out a phased-out permanent, whether the effect names or describes it (both ask the same seam)',
    (edition) => {
      // 702.26e (from 2020-08-07): "a phased-out permanent won't be included in the set of affected objects. This
      // includes continuous effects that reference the permanent specifically". Before it, 702.23b-702.25b read the
      // same: a phased-out permanent "can't affect or be affected by anything else in the game" as 611.2c fixes the set
      // (dream-fighter-older-rules-flanking-leaves-nothing-for-the-fighter-phasing-in says what that rests on).
      expect(locked(edition)).toEqual(['in']);
    },
  );
});
