import type { Adapter, CoverageProbe, EngineAnswer, EngineInfo, RunRequest } from '../../harness/adapter.js';
import type { CatalogueCard } from '../../harness/generated/cards.js';
import type { Capability } from '../../harness/generated/fixture.js';
import { loadCatalogue as loadCatalogueFile } from '../../harness/sources/load-sources.js';
import { claimsCard } from './cards/claims.js';
import { CARD_BEHAVIOURS } from './cards/index.js';
import type { CardBehaviour } from './engine/card-behaviour.js';
import { FIRST_EDITION } from './engine/editions.js';
import { Game, Unsupported } from './engine/game.js';
import { playFixture } from './engine/perform.js';
import { isFaultId, seamsFor, type FaultId } from './faults.js';
import { tracedSeams } from './engine/seam-trace.js';
import type { Seams } from './engine/game-interface.js';

export const REFERENCE_ENGINE_VERSION = '0.2.0';

const CAPABILITIES: Capability[] = [
  'setup.phased-out',
  'setup.attachments',
  'setup.combat',
  'setup.counters',
  'setup.damage',
  'setup.damage-sources',
  'turn.advance',
  'stack.cast',
  'stack.activate',
  'stack.triggers',
  'stack.splice',
  'combat',
  'effect.phase-out',
  'effect.phase-out-set',
  'effect.phase-in',
  'effect.damage',
  'effect.destroy',
  'effect.control',
  'effect.skip-untap',
  'effect.tap',
  'effect.exile',
  'effect.return-to-hand',
  'effect.put-on-library',
  'effect.sacrifice',
  'effect.counters',
  'effect.pump',
  'multiplayer',
  'format.commander',
  'player.leave',
  'observe.triggers',
  'observe.power-toughness',
  'observe.rejections',
  'observe.mid-resolution',
  'phasing.indirect',
  'setup.outside-the-game',
  'combat.damage-assignment',
  'combat.banding',
  'sba.legend-rule-choice',
  'turn.cleanup-discard',
  'combat.requirements',
  'designation.citys-blessing',
  'designation.monarch',
  'designation.initiative',
  'designation.prepared',
  'designation.day-night',
  'card-type.battle',
];

let catalogueCache: Map<string, CatalogueCard> | undefined;

export function loadCatalogue(): Map<string, CatalogueCard> {
  if (!catalogueCache) {
    // The one catalogue loader (harness/sources/load-sources.ts), indexed by name for the engine.
    catalogueCache = new Map(loadCatalogueFile().cards.map((c) => [c.name, c]));
  }
  return catalogueCache;
}

const behaviours: ReadonlyMap<string, CardBehaviour> = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));

/** The cards the engine claims: those whose every catalogue ability it implements under the catalogue's key (and the listed debt, cards/claims.ts). */
export function referenceCardPool(): string[] {
  const pool: string[] = [];
  for (const c of loadCatalogue().values()) {
    if (claimsCard(c, behaviours.get(c.name))) pool.push(c.name);
  }
  return pool.sort();
}

export interface ReferenceOptions {
  fault?: FaultId;
  /** Called with a key for every seam decision (engine/seam-trace.ts); the fuzzer's coverage. */
  recordSeam?: (key: string) => void;
}

/** Runs one request synchronously: the reference engine is pure computation with no I/O. */
export function runReference(
  request: RunRequest,
  options: ReferenceOptions = {},
  seams: Seams = seamsFor(options.fault),
): EngineAnswer {
  const catalogue = loadCatalogue();
  const card = (name: string): CatalogueCard => {
    const c = catalogue.get(name);
    if (!c) throw new Unsupported(`card "${name}" is not in the catalogue`);
    return c;
  };
  const g = new Game(request.edition, seams, behaviours, card);
  try {
    return { observation: playFixture(g, request.setup, request.actions, card) };
  } catch (e) {
    if (e instanceof Unsupported) return { error: { kind: 'unsupported', message: e.message } };
    throw e;
  }
}

export function referenceEngineInfo(options: ReferenceOptions = {}): EngineInfo {
  return {
    name: options.fault ? `phasing-cts reference engine (fault: ${options.fault})` : 'phasing-cts reference engine',
    version: REFERENCE_ENGINE_VERSION,
    capabilities: CAPABILITIES,
    cards: referenceCardPool(),
    editions: [{ from: FIRST_EDITION }],
  };
}

/**
 * The reference engine as an in-process adapter that also reports which seam decisions its runs
 * made since it was last asked: the fuzzer's coverage (harness/fuzz/coverage.ts).
 */
export function createCoverageReferenceAdapter(
  options: Omit<ReferenceOptions, 'recordSeam'> = {},
): Adapter & CoverageProbe {
  let calls = new Map<string, number>();
  const adapter = createReferenceAdapter({
    ...options,
    recordSeam: (key) => calls.set(key, (calls.get(key) ?? 0) + 1),
  });
  return {
    ...adapter,
    takeCoverage() {
      // As AFL counts branch hits: a decision made once, twice, three times, 4–7 or 8 and more times
      // are different keys, so a scenario that makes the same decision about more objects counts as new.
      const keys = new Set<string>();
      for (const [key, n] of calls) keys.add(`${key}#${n < 4 ? n : n < 8 ? 4 : 8}`);
      calls = new Map();
      return keys;
    },
  };
}

/** The reference engine as an in-process adapter. */
export function createReferenceAdapter(options: ReferenceOptions = {}): Adapter {
  if (options.fault !== undefined && !isFaultId(options.fault))
    throw new Error(`unknown fault "${String(options.fault)}"`);
  // Built once per adapter: tracing wraps every seam, too much to redo for each run.
  const seams = options.recordSeam ? tracedSeams(seamsFor(options.fault), options.recordSeam) : seamsFor(options.fault);
  return {
    id: options.fault ? `reference+fault:${options.fault}` : 'reference',
    observationsTrusted: true, // typed by harness/generated/observation.ts; schema-checked over the protocol in serve.test.ts
    describe: async () => referenceEngineInfo(options),
    run: async (request) => runReference(request, options, seams),
    close: async () => undefined,
  };
}
