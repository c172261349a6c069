import type {
  ActionExpectation,
  Capability,
  CountExpectation,
  DayNightExpectation,
  Expectation,
  ObjectExpectation,
  PlayerExpectation,
  TriggerExpectation,
} from '../generated/fixture.js';
import type { Snapshot } from '../generated/observation.js';
import { actionKind } from './action.js';
import { countKind } from './count.js';
import { dayNightKind } from './day-night.js';
import type { FailureFacts, KindModule, LintScope } from './kind-module.js';
import { objectKind } from './object.js';
import { playerKind } from './player.js';
import { triggerKind } from './trigger.js';

/** Each kind of expectation and its type in the generated fixture types. */
interface ExpectationByKind {
  object: ObjectExpectation;
  player: PlayerExpectation;
  trigger: TriggerExpectation;
  count: CountExpectation;
  action: ActionExpectation;
  dayNight: DayNightExpectation;
}
export type ExpectationKind = keyof ExpectationByKind;

// The compiler's completeness check: a branch added to `Expectation` in the schema (and so in the
// generated types) that no kind above covers makes this line fail to compile.
type Covers<T extends true> = T;
export type EveryBranchHasAKind = Covers<[Expectation] extends [ExpectationByKind[ExpectationKind]] ? true : false>;

/** One module per kind; the mapped type makes a missing kind a compile error. */
export const EXPECTATION_KINDS: { readonly [K in ExpectationKind]: KindModule<ExpectationByKind[K]> } = {
  object: objectKind,
  player: playerKind,
  trigger: triggerKind,
  count: countKind,
  action: actionKind,
  dayNight: dayNightKind,
};

const KINDS = Object.keys(EXPECTATION_KINDS) as ExpectationKind[];

/** The one place an expectation's kind is recognised: by the property only that kind carries. */
export function kindOf(e: Expectation): ExpectationKind {
  const kind = KINDS.find((k) => Object.hasOwn(e, EXPECTATION_KINDS[k].key));
  if (kind === undefined) throw new Error(`an expectation of no known kind: ${JSON.stringify(e)}`);
  return kind;
}

// `kindOf` picked the module by the key its kind's schema requires, so the expectation has its type
// (the modules' methods take their own kind; method parameters are checked bivariantly).
const moduleOf = (e: Expectation): KindModule<Expectation> => EXPECTATION_KINDS[kindOf(e)];

export const checkpointOf = (e: Expectation): string | undefined => moduleOf(e).checkpoint(e);
export const checkExpectation = (e: Expectation, snap: Snapshot): FailureFacts[] => moduleOf(e).check(e, snap);
export const expectationCapabilities = (e: Expectation): Capability[] => moduleOf(e).capabilities(e);
export const lintExpectation = (e: Expectation, scope: LintScope): void => moduleOf(e).lint(e, scope);
export const expectationText = (e: Expectation): string => moduleOf(e).text(e);
export const observedText = (e: Expectation, snap: Snapshot): string | undefined => moduleOf(e).observedText(e, snap);
export const actionFateOf = (e: Expectation): { label: string; rejected: boolean } | undefined =>
  moduleOf(e).actionFate?.(e);
