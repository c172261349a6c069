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
  /** Players who cast, activated or gained control in an earlier action, most recent last (leavers.ts). */
  actors: string[];
  /** The permanents earlier actions targeted, most recent last (returned.ts). */
  targeted: string[];
  /** The legendary cards earlier combat scenes added, by name (combat-scenes.ts adds each name once). */
  sceneLegends: string[];
  /** The setup's permanents, their cards and who controls them. */
  permanents: readonly Built[];
  /** The caster's commander while it waits in the command zone to be cast (emptied once cast). */
  commandZone: Built[];
  /** The permanent cards both engines declare (the pool the setup is drawn from), for combat-scenes.ts. */
  cards: readonly PoolCard[];
  /** Each player's commander in a Commander game. */
  commanders?: ReadonlyMap<string, Built>;
  /** Whether the scenario starts after the active player's combat (main2, end): their untap step comes first. */
  afterCombat: boolean;
  /** The players who start as the monarch or with the initiative (designations.ts). */
  holders?: readonly string[];
}

/**
 * A setup attachment with nothing to be attached to: an Aura starts in its owner's graveyard (704.5m puts an
 * unattached one there), Equipment stays on the battlefield unattached (704.5n), phased in, since an
 * indirectly phased-out permanent comes back only with the one it is attached to (702.26g).
 */
export function detach(b: Built): void {
  if (b.card.role === 'aura') {
    b.setup = { id: b.setup.id, card: b.setup.card, owner: b.setup.owner, zone: 'graveyard' };
    return;
  }
  delete b.setup.attachedTo;
  if (b.setup.phased !== undefined && b.setup.phased !== 'in' && b.setup.phased.how === 'indirectly')
    delete b.setup.phased;
}

export interface BuiltActions {
  actions: Action[];
  /** Objects the actions bring into the setup (a spell in its caster's hand). */
  objects: ObjectSetup[];
}
