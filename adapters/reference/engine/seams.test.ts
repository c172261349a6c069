import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { testGame } from './testing/game.js';

// The rules-as-written seams (seams.ts) in cases the corpus does not reach: which permanents an effect's
// set locks in, edition by edition.

type SetupObject = Setup['objects'][number];
const bear = (id: string, phased?: SetupObject['phased']): SetupObject => ({
  id,
  card: 'Grizzly Bears',
  owner: 'A',
  zone: 'battlefield',
  ...(phased ? { phased } : {}),
});

describe('effects.lockedSet (611.2c)', () => {
  const locked = (edition: string, how: 'named' | 'described'): string[] => {
    const g = testGame([bear('in'), bear('out', { how: 'directly', under: 'A' })], { edition });
    const candidates = ['in', 'out'].map((id) => g.objects.get(id)!);
    return g.seams.effects.lockedSet(g, candidates, how).map((r) => r.id);
  };

  it('from 2020-08-07 leaves out a phased-out permanent even when the effect names it (702.26e)', () => {
    // "a phased-out permanent won't be included in the set of affected objects. This includes continuous
    // effects that reference the permanent specifically"
    expect(locked('2020-08-07', 'named')).toEqual(['in']);
  });

  it('before 2020-08-07 includes a named phased-out permanent, and never a described one (702.25b)', () => {
    // No rule left a named permanent out before 702.25e (PH-CE-SET, introduced 2020-08-07); a described set
    // ("creatures you control") never held one, as a phased-out permanent is treated as though it doesn't exist.
    expect(locked('2020-07-03', 'named')).toEqual(['in', 'out']);
    expect(locked('2020-07-03', 'described')).toEqual(['in']);
  });
});
