import type { Capability, Expectation, Fixture, ObjectExpectation, PlayerExpectation } from '../generated/fixture.js';
import type { RunObservation, Snapshot } from '../generated/observation.js';
import { impliedCapabilities, usedCards } from '../requirements/implied-requirements.js';
import { FIELDS } from '../expectations/object.js';
import type { Scenario } from './build-scenario.js';
import { clauseFor } from '../sources/load-sources.js';
import { knownEditions } from '../corpus/references.js';

/** Which observed fields the engine can be held to: power and toughness, combat roles and the prepared designation, only when it declares them. */
function heldTo(field: (typeof FIELDS)[number], caps: ReadonlySet<Capability>): boolean {
  if (field === 'power' || field === 'toughness') return caps.has('observe.power-toughness');
  if (field === 'combat') return caps.has('combat');
  if (field === 'prepared') return caps.has('designation.prepared');
  return true;
}

function objectExpectations(snap: Snapshot, at: string | undefined, caps: ReadonlySet<Capability>): Expectation[] {
  const out: Expectation[] = [];
  for (const o of snap.objects) {
    const e: ObjectExpectation = { ...(at ? { at } : {}), object: o.id, zone: o.zone === 'stack' ? 'stack' : o.zone };
    if (o.zone === 'battlefield') {
      for (const field of FIELDS) {
        const v = o[field];
        if (v === undefined || !heldTo(field, caps)) continue;
        // An engine without phasing.indirect reports every phased-out permanent as phased out
        // directly (docs/FIXTURES.md): the fixture cannot ask it how.
        if (field === 'phased' && o.phased !== 'in' && o.phased?.how === 'indirectly' && !caps.has('phasing.indirect'))
          continue;
        (e as unknown as Record<string, unknown>)[field] = v;
      }
    }
    out.push(e);
  }
  return out;
}

type ObservedPlayer = Snapshot['players'][number];

/**
 * The designations a player has (725, 726, 702.131) and, in a Commander game, the combat damage each
 * commander dealt them and whether they control one (903.10a), each only when the engine declares the
 * capability that reports it. An engine reporting nothing has none (the player expectation reads absent
 * as false, null or {}), so the false and null are written out: a player wrongly made the monarch shows.
 */
function designations(p: ObservedPlayer, caps: ReadonlySet<Capability>): Partial<PlayerExpectation> {
  const out: Partial<PlayerExpectation> = {};
  if (caps.has('designation.monarch')) out.monarch = p.monarch ?? false;
  if (caps.has('designation.initiative')) {
    out.initiative = p.initiative ?? false;
    out.dungeonRoom = p.dungeonRoom ?? null;
  }
  if (caps.has('designation.citys-blessing')) out.citysBlessing = p.citysBlessing ?? false;
  // Reported in Commander games only (the oracle's observation has them then).
  if (caps.has('format.commander') && p.commanderDamage !== undefined) {
    out.commanderDamage = p.commanderDamage;
    if (p.controlsCommander !== undefined) out.controlsCommander = p.controlsCommander;
  }
  return out;
}

function playerExpectations(snap: Snapshot, at: string | undefined, caps: ReadonlySet<Capability>): Expectation[] {
  return snap.players.map((p) => ({
    ...(at ? { at } : {}),
    player: p.id,
    life: p.life,
    handSize: p.handSize,
    librarySize: p.librarySize,
    graveyardSize: p.graveyardSize,
    inGame: p.inGame,
    ...designations(p, caps),
  }));
}

/** Whether it is day, night or neither (731.1), for an engine declaring designation.day-night. */
function dayNightExpectation(snap: Snapshot, at: string | undefined, caps: ReadonlySet<Capability>): Expectation[] {
  if (!caps.has('designation.day-night')) return [];
  return [{ ...(at ? { at } : {}), dayNight: snap.dayNight ?? 'neither' }];
}

/**
 * Every expectation an observation supports for the scenario, in the fixture vocabulary: each
 * object and player at each checkpoint, and each rejected action. Undefined when the observation
 * holds something the engine under test cannot be asked (a rejection without observe.rejections).
 */
export function expectationsFrom(
  scenario: Scenario,
  observation: RunObservation,
  caps: ReadonlySet<Capability>,
): Expectation[] | undefined {
  const out: Expectation[] = [];
  for (const [name, snap] of Object.entries(observation.checkpoints)) {
    const at = name === 'end' ? undefined : name;
    out.push(
      ...objectExpectations(snap, at, caps),
      ...playerExpectations(snap, at, caps),
      ...dayNightExpectation(snap, at, caps),
    );
  }
  for (const [i, fate] of observation.actions.entries()) {
    if (fate.status !== 'rejected') continue;
    const label = scenario.actions[i]?.label;
    if (label === undefined || !caps.has('observe.rejections')) return undefined;
    out.push({ action: label, rejected: true });
  }
  return out;
}

/** `before` the edition after this one, when there is one. */
function nextEdition(edition: string): { before?: string } {
  const next = knownEditions().find((e) => e > edition);
  return next === undefined ? {} : { before: next };
}

export interface DraftMeta {
  id: string;
  title: string;
  edition: string;
  notes: string;
}

/** A fixture from a scenario and its expectations, with the requirements its content implies. */
export function fixtureOf(scenario: Scenario, expect: Expectation[], meta: DraftMeta): Fixture {
  const draft: Fixture = {
    id: meta.id,
    title: meta.title,
    status: 'proposed',
    // The phasing clause every scenario touches, numbered as in the edition fuzzed; the notes say
    // the expectation is still to be confirmed against the rules.
    sources: [
      {
        kind: 'rule',
        rule: clauseFor('PH-OUT-STATUS', meta.edition)?.id ?? '702.26b',
        edition: meta.edition,
        meaning: 'PH-OUT-STATUS',
      },
    ],
    notes: meta.notes,
    // The observations are the reference engine's in this one edition: the draft claims no other.
    editions: { from: meta.edition, ...nextEdition(meta.edition) },
    requires: { capabilities: [], cards: [] },
    setup: scenario.setup,
    actions: scenario.actions,
    expect: expect.length > 0 ? (expect as Fixture['expect']) : [{ player: 'A', inGame: true }],
  };
  draft.requires = {
    capabilities: [...impliedCapabilities(draft)].sort(),
    cards: [...usedCards(draft)].sort(),
  };
  return draft;
}
