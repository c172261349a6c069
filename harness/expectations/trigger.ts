import type { TriggerExpectation } from '../generated/fixture.js';
import type { Snapshot } from '../generated/observation.js';
import { plural } from '../model/prose-words.js';
import type { KindModule } from './kind-module.js';

/** `{"triggered": {"source", "ability"}, "count": n}`: how many times an ability has triggered. */

const timesTriggered = (e: TriggerExpectation, snap: Snapshot): number =>
  snap.triggers.filter((t) => t.source === e.triggered.source && t.ability === e.triggered.ability).length;

function text(e: TriggerExpectation): string {
  return e.count === 0
    ? `${e.triggered.source}'s "${e.triggered.ability}" has not triggered`
    : `${e.triggered.source}'s "${e.triggered.ability}" has triggered ${plural(e.count, 'time')}`;
}

export const triggerKind: KindModule<TriggerExpectation> = {
  key: 'triggered',
  schemaDef: 'TriggerExpectation',
  checkpoint: (e) => e.at ?? 'end',
  check(e, snap) {
    const n = timesTriggered(e, snap);
    const subject = `${e.triggered.source}#${e.triggered.ability}`;
    return n === e.count
      ? []
      : [
          {
            subject,
            field: 'count',
            expected: e.count,
            actual: n,
            message: `${subject} triggered ${n} time(s); expected ${e.count}`,
          },
        ];
  },
  capabilities: () => ['observe.triggers'],
  lint(e, scope) {
    scope.checkObject(e.triggered.source, `${scope.at}/triggered/source`);
    scope.checkAbility(e.triggered.source, e.triggered.ability, `${scope.at}/triggered/ability`);
  },
  text,
  observedText: (e, snap) => text({ ...e, count: timesTriggered(e, snap) }),
};
