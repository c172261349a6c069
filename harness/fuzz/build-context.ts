import type { Action, Capability, ObjectSetup } from '../generated/fixture.js';
import type { PoolCard } from './card-pool.js';

/** A setup permanent as built: its setup, its pool card and who controls it. */
export interface Built {
  setup: ObjectSetup;
  card: PoolCard;
  /** Who controls it once static abilities apply (Control Magic's controller for its creature). */
  controller: string;
}

/** What building one action reads, and the lists it updates for the actions after it. */
export interface ActionContext {
  index: number;
  /** Ids later actions may name: the setup's permanents, then the permanent spells cast (pushed as built). */
  onBattlefield: string[];
  players: readonly string[];
  caps: ReadonlySet<Capability>;
  spells: readonly PoolCard[];
  /** Who casts spells: the player active at the start (sorceries need the active player, 307.1). */
  caster: string;
  /** Players who have left the game in an earlier action. */
  left: Set<string>;
  /** The setup's permanents, their cards and who controls them. */
  permanents: readonly Built[];
  /** The caster's commander while it waits in the command zone to be cast (emptied once cast). */
  commandZone: Built[];
}

export interface BuiltActions {
  actions: Action[];
  /** Objects the actions bring into the setup (a spell in its caster's hand). */
  objects: ObjectSetup[];
}
