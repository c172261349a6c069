// A reference-engine game built from setup objects, for the engine's unit tests: two players, A active on
// turn 3 in the first main phase, the 2026-08-07 edition unless told otherwise. Used by tests only.
import type { Setup } from '../../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../../cards/index.js';
import { seamsFor, type FaultId } from '../../faults.js';
import { loadCatalogue } from '../../index.js';
import { Game } from '../game.js';
import { buildGame } from '../setup.js';

const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));

export function testGame(
  objects: Setup['objects'],
  opts: { edition?: string; fault?: FaultId; active?: string } = {},
): Game {
  const catalogue = loadCatalogue();
  const card = (name: string) => catalogue.get(name)!;
  const g = new Game(opts.edition ?? '2026-08-07', seamsFor(opts.fault), behaviours, card);
  const turn = { number: 3, active: opts.active ?? 'A', step: 'main1' } as const;
  buildGame(g, { players: [{ id: 'A' }, { id: 'B' }], turn, objects }, card);
  return g;
}

type SetupObject = Setup['objects'][number];

/** A setup object: `id` is `card` in `zone`, owned by `owner` (A unless told). */
export const at = (id: string, card: string, zone: SetupObject['zone'], owner = 'A'): SetupObject => ({
  id,
  card,
  owner,
  zone,
});
