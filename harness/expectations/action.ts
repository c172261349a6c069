import type { ActionExpectation } from '../generated/fixture.js';
import type { KindModule } from './kind-module.js';

/**
 * `{"action": "label", "rejected": true}`: what became of a labelled action. It is judged with the
 * action fates (harness/check/check-observation.ts reads `actionFate`), never from a snapshot.
 */
export const actionKind: KindModule<ActionExpectation> = {
  key: 'action',
  schemaDef: 'ActionExpectation',
  checkpoint: () => undefined,
  check: () => [],
  capabilities: (e) => (e.rejected ? ['observe.rejections'] : []),
  lint(e, scope) {
    if (!scope.labels.has(e.action))
      scope.report(`${scope.at}/action`, `no action labelled "${e.action}"`, 'reference');
  },
  text: (e) =>
    `the action labelled "${e.action}" is ${e.rejected ? 'rejected as illegal' : 'performed (not rejected)'}`,
  observedText: () => undefined,
  actionFate: (e) => ({ label: e.action, rejected: e.rejected }),
};
