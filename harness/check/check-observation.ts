import type { Expectation, Fixture, ObjectExpectation } from '../generated/fixture.js';
import type { RunObservation, Snapshot, ObservedObject } from '../generated/observation.js';
import type { Failure } from '../generated/report.js';

/**
 * Compares a fixture's expectations with what the engine observed. Returns the failures; an empty
 * list means pass. The engine's observation is assumed schema-valid (the runner checks that first).
 */
export function checkObservation(fixture: Fixture, observation: RunObservation): Failure[] {
  const failures: Failure[] = [];
  failures.push(...checkActionFates(fixture, observation));
  fixture.expect.forEach((e, index) => {
    const at = ('at' in e && e.at) || 'end';
    const pointer = `/expect/${index}`;
    if ('action' in e) return; // handled with the action fates
    // Own keys only: a checkpoint named like an Object.prototype member ("constructor") that the
    // engine left out must be a missing checkpoint, not the prototype's function.
    const snapshot = Object.hasOwn(observation.checkpoints, at) ? observation.checkpoints[at] : undefined;
    if (!snapshot) {
      failures.push({ expectation: index, pointer, at, message: `the engine reported no checkpoint "${at}"` });
      return;
    }
    failures.push(...checkOne(e, snapshot).map((f) => ({ expectation: index, pointer, at, ...f })));
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
    if ('action' in e) expectedRejected.set(e.action, { rejected: e.rejected, index });
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

type Partial = Omit<Failure, 'expectation' | 'pointer' | 'at'>;

function checkOne(e: Exclude<Expectation, { action: string }>, snap: Snapshot): Partial[] {
  if ('object' in e) return checkObject(e, snap);
  if ('player' in e) {
    const p = snap.players.find((x) => x.id === e.player);
    if (!p) return [{ subject: `player ${e.player}`, message: `the engine reported no player ${e.player}` }];
    const out: Partial[] = [];
    for (const field of ['life', 'handSize', 'librarySize', 'graveyardSize', 'inGame'] as const) {
      const want = e[field];
      if (want !== undefined && p[field] !== want) out.push(mismatch(`player ${e.player}`, field, want, p[field]));
    }
    // Exactly these commanders' damage: a commander an engine leaves out has dealt none (903.10a).
    if (e.commanderDamage !== undefined && !sameValue(e.commanderDamage, p.commanderDamage ?? {})) {
      out.push(mismatch(`player ${e.player}`, 'commanderDamage', e.commanderDamage, p.commanderDamage ?? {}));
    }
    if (e.controlsCommander !== undefined && p.controlsCommander !== e.controlsCommander) {
      out.push(mismatch(`player ${e.player}`, 'controlsCommander', e.controlsCommander, p.controlsCommander));
    }
    return out;
  }
  if ('triggered' in e) {
    const n = snap.triggers.filter((t) => t.source === e.triggered.source && t.ability === e.triggered.ability).length;
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
  }
  const q = e.count;
  const n = snap.objects.filter(
    (o) =>
      (q.card === undefined || o.card === q.card) &&
      (q.zone === undefined || o.zone === q.zone) &&
      (q.controller === undefined || o.controller === q.controller) &&
      (q.owner === undefined || o.owner === q.owner) &&
      (q.token === undefined || (o.token ?? false) === q.token) &&
      (q.phasedOut === undefined || (o.phased !== undefined && o.phased !== 'in') === q.phasedOut),
  ).length;
  const subject = `objects matching ${JSON.stringify(q)}`;
  return n === e.equals
    ? []
    : [{ subject, field: 'count', expected: e.equals, actual: n, message: `${n} ${subject}; expected ${e.equals}` }];
}

export const FIELDS = [
  'zone',
  'phased',
  'controller',
  'tapped',
  'counters',
  'damage',
  'attachedTo',
  'power',
  'toughness',
  'combat',
] as const;

/** Defaults for fields an engine may leave out of an observed battlefield object. */
export function observedField(o: ObservedObject, field: (typeof FIELDS)[number]): unknown {
  const v = o[field];
  if (v !== undefined) return v;
  switch (field) {
    case 'counters':
      return {};
    case 'damage':
      return 0;
    case 'attachedTo':
      return null;
    case 'phased':
      return o.zone === 'battlefield' ? 'in' : undefined;
    case 'tapped':
      return o.zone === 'battlefield' ? false : undefined;
    case 'combat':
      return o.zone === 'battlefield' ? 'none' : undefined;
    default:
      return undefined;
  }
}

function checkObject(e: ObjectExpectation, snap: Snapshot): Partial[] {
  const o = snap.objects.find((x) => x.id === e.object);
  const subject = e.object;
  if (e.exists === false)
    return o
      ? [
          {
            subject,
            field: 'exists',
            expected: false,
            actual: true,
            message: `${subject} should have ceased to exist, but is in ${o.zone}`,
          },
        ]
      : [];
  if (!o)
    return [
      {
        subject,
        field: 'exists',
        expected: true,
        actual: false,
        message: `${subject} does not exist in the engine's observation`,
      },
    ];
  const out: Partial[] = [];
  for (const field of FIELDS) {
    const want = e[field];
    if (want === undefined) continue;
    const got = observedField(o, field);
    if (!sameValue(want, got)) out.push(mismatch(subject, field, want, got));
  }
  return out;
}

function mismatch(subject: string, field: string, expected: unknown, actual: unknown): Partial {
  return {
    subject,
    field,
    expected,
    ...(actual === undefined ? {} : { actual }),
    message: `${subject}.${field}: expected ${JSON.stringify(expected)}, got ${actual === undefined ? 'nothing' : JSON.stringify(actual)}`,
  };
}

/** Structural equality; counters compare with zero-valued kinds dropped. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const strip = (x: object) => Object.entries(x).filter(([, v]) => v !== 0 && v !== undefined);
  const ea = strip(a);
  const eb = new Map(strip(b));
  if (ea.length !== eb.size) return false;
  return ea.every(([k, v]) => eb.has(k) && sameValue(v, eb.get(k)));
}
