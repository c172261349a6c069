import type { Capability, ObjectExpectation } from '../generated/fixture.js';
import type { ObservedObject, Snapshot } from '../generated/observation.js';
import { attachText, countersText, list, phasedText, zoneText } from '../model/prose-words.js';
import { mismatch, sameValue, type FailureFacts, type KindModule } from './kind-module.js';

/** `{"object": "x", …}`: the state of one object (702.26 is mostly about permanents' status). */

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
  'protector',
  'prepared',
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
    // Absent: no player in the game protects it (704.5x).
    case 'protector':
      return o.zone === 'battlefield' ? null : undefined;
    // Absent: not prepared (722.3a); only a permanent can be.
    case 'prepared':
      return o.zone === 'battlefield' ? false : undefined;
    default:
      return undefined;
  }
}

function check(e: ObjectExpectation, snap: Snapshot): FailureFacts[] {
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
  const out: FailureFacts[] = [];
  for (const field of FIELDS) {
    const want = e[field];
    if (want === undefined) continue;
    const got = observedField(o, field);
    if (!sameValue(want, got)) out.push(mismatch(subject, field, want, got));
  }
  return out;
}

function capabilities(e: ObjectExpectation): Capability[] {
  const caps: Capability[] = [];
  if (e.power !== undefined || e.toughness !== undefined) caps.push('observe.power-toughness');
  if (e.phased !== undefined && e.phased !== 'in' && e.phased.how === 'indirectly') caps.push('phasing.indirect');
  if (e.zone === 'command') caps.push('format.commander');
  if (e.zone === 'outside') caps.push('setup.outside-the-game');
  if (e.protector !== undefined) caps.push('card-type.battle');
  if (e.prepared !== undefined) caps.push('designation.prepared');
  return caps;
}

function text(e: ObjectExpectation): string {
  if (e.exists === false) return `${e.object} does not exist`;
  const facts = [
    e.exists ? 'exists' : '',
    e.zone !== undefined ? `is ${zoneText(e.zone)}` : '',
    e.phased !== undefined ? `is ${phasedText(e.phased)}` : '',
    e.controller !== undefined ? `is controlled by ${e.controller}` : '',
    e.tapped !== undefined ? `is ${e.tapped ? 'tapped' : 'untapped'}` : '',
    e.counters !== undefined ? `has exactly ${countersText(e.counters)}` : '',
    e.damage !== undefined ? `has ${e.damage} damage marked` : '',
    e.attachedTo !== undefined ? `is ${attachText(e.attachedTo)}` : '',
    e.power !== undefined || e.toughness !== undefined ? `is ${e.power ?? '?'}/${e.toughness ?? '?'}` : '',
    e.combat !== undefined ? (e.combat === 'none' ? 'is not in combat' : `is ${e.combat}`) : '',
    e.protector !== undefined ? (e.protector === null ? 'has no protector' : `is protected by ${e.protector}`) : '',
    e.prepared !== undefined ? `is ${e.prepared ? '' : 'not '}prepared` : '',
  ].filter(Boolean);
  return `${e.object} ${list(facts)}`;
}

function observedText(e: ObjectExpectation, snap: Snapshot): string {
  const o = snap.objects.find((x) => x.id === e.object);
  if (!o) return `${e.object} is not in the snapshot (it does not exist)`;
  if (e.exists === false) return `${text({ object: e.object, zone: o.zone })} (it still exists)`;
  const seen: Record<string, unknown> = { object: e.object };
  for (const k of Object.keys(e)) {
    if (k === 'object' || k === 'at') continue;
    if (k === 'exists') {
      seen.exists = true;
      continue;
    }
    // Read with the checker's defaults for fields an engine may leave out (no counters, no damage …).
    if ((FIELDS as readonly string[]).includes(k)) seen[k] = observedField(o, k as (typeof FIELDS)[number]);
  }
  const missing = Object.keys(seen).filter((k) => seen[k] === undefined);
  for (const k of missing) delete seen[k];
  const told = Object.keys(seen).length > 1 ? text(seen as unknown as ObjectExpectation) : e.object;
  return missing.length ? `${told}${Object.keys(seen).length > 1 ? ';' : ''} ${missing.join(', ')} not reported` : told;
}

export const objectKind: KindModule<ObjectExpectation> = {
  key: 'object',
  schemaDef: 'ObjectExpectation',
  checkpoint: (e) => e.at ?? 'end',
  check,
  capabilities,
  lint: (e, scope) => scope.checkObject(e.object, `${scope.at}/object`),
  text,
  observedText,
};
