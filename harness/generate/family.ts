import type { Fixture } from '../generated/fixture.js';

/**
 * A sweep family: axes whose values cross into cells, a legality predicate that says which cells the
 * rules and the card pool allow (and why not the others), and a builder that writes a cell's fixture
 * from the rule the family encodes. Families are declarations; `expand.ts` turns them into fixtures.
 */
export interface Axis {
  /** Axis name, as in the fixture's `generated.axes`. */
  name: string;
  /** What the axis varies, for docs and the coverage matrix. */
  describe: string;
  /** Values in the order cells are enumerated; each is a lower-case word or words joined by '-'. */
  values: readonly string[];
}

/** One cell: the value of each axis, by axis name. */
export type Cell = Readonly<Record<string, string>>;

/** Why a cell has no fixture. */
export interface NoFixture {
  /**
   * illegal: the rules or the cards make the combination impossible or meaningless;
   * not-expressible: the fixture vocabulary cannot state it;
   * needs-card: no card in the catalogue (or no reference-engine module) does it yet.
   */
  kind: 'illegal' | 'not-expressible' | 'needs-card';
  reason: string;
}

/** A generated fixture before the generator stamps its id, `$schema`, `generated` block and `requires` (computed from the content) on it. */
export type FixtureDraft = Omit<Fixture, '$schema' | 'id' | 'generated' | 'requires'>;

export interface Family {
  /** Stable id: the directory under fixtures/generated/ and the second word of every fixture id. */
  id: string;
  /** One sentence: the general mistake the family sweeps for. */
  title: string;
  axes: readonly Axis[];
  /** null when the cell is legal and expressible; otherwise why it has no fixture. */
  legality(cell: Cell): NoFixture | null;
  /** The fixture for a legal cell; expectations come from the rule, never from an engine. */
  build(cell: Cell): FixtureDraft;
}
