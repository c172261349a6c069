import type { Fixture } from '../generated/fixture.js';
import type { RunObservation } from '../generated/observation.js';
import type { Failure } from '../generated/report.js';
import { actionFateOf, checkExpectation, checkpointOf } from '../expectations/registry.js';

export { sameValue } from '../expectations/kind-module.js';

/**
 * Compares a fixture's expectations with what the engine observed. Returns the failures; an empty
 * list means pass. The engine's observation is assumed schema-valid (the runner checks that first).
 * Each kind's comparison lives in its module (harness/expectations/).
 */
export function checkObservation(fixture: Fixture, observation: RunObservation): Failure[] {
  const failures: Failure[] = [];
  failures.push(...checkActionFates(fixture, observation));
  fixture.expect.forEach((e, index) => {
    const at = checkpointOf(e);
    if (at === undefined) return; // judged with the action fates
    const pointer = `/expect/${index}`;
    // Own keys only: a checkpoint named like an Object.prototype member ("constructor") that the
    // engine left out must be a missing checkpoint, not the prototype's function.
    const snapshot = Object.hasOwn(observation.checkpoints, at) ? observation.checkpoints[at] : undefined;
    if (!snapshot) {
      failures.push({ expectation: index, pointer, at, message: `the engine reported no checkpoint "${at}"` });
      return;
    }
    failures.push(...checkExpectation(e, snapshot).map((f) => ({ expectation: index, pointer, at, ...f })));
  });
  return failures;
}

function checkActionFates(fixture: Fixture, observation: RunObservation): Failure[] {
  const failures: Failure[] = [];
  if (observation.actions.length !== fixture.actions.length) {
    failures.push({
      message: `the engine reported ${observation.actions.length} action results for ${fixture.actions.length} actions`,
    });
  }
  const expectedRejected = new Map<string, { rejected: boolean; index: number }>();
  fixture.expect.forEach((e, index) => {
    const fate = actionFateOf(e);
    if (fate) expectedRejected.set(fate.label, { rejected: fate.rejected, index });
  });
  fixture.actions.forEach((a, i) => {
    const fate = observation.actions[i];
    if (!fate) return;
    const want = a.label !== undefined ? expectedRejected.get(a.label) : undefined;
    const rejected = fate.status === 'rejected';
    const shouldBe = want?.rejected ?? false;
    if (rejected !== shouldBe) {
      const what = `action ${i} (${a.do}${a.label ? ` "${a.label}"` : ''})`;
      failures.push({
        ...(want ? { expectation: want.index, pointer: `/expect/${want.index}` } : { pointer: `/actions/${i}` }),
        subject: what,
        field: 'rejected',
        expected: shouldBe,
        actual: rejected,
        message: shouldBe
          ? `${what} should have been rejected as illegal, but the engine performed it`
          : `${what} was rejected by the engine: ${fate.reason ?? 'no reason given'}`,
      });
    }
  });
  return failures;
}
