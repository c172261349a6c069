import type { Capability, Fixture } from '../generated/fixture.js';
import { expectationCapabilities } from '../expectations/registry.js';

/** The capabilities a fixture's content implies. The linter checks a fixture declares at least these,
 * so that engines (and runners in other languages) can filter on `requires` alone. */
export function impliedCapabilities(f: Fixture): Set<Capability> {
  const caps = new Set<Capability>();
  if (f.setup.players.length > 2) caps.add('multiplayer');
  // Any commander vocabulary needs a Commander game (903).
  if (f.setup.format === 'commander' || f.setup.players.some((p) => p.commanderDamage !== undefined))
    caps.add('format.commander');
  for (const o of f.setup.objects) {
    if (o.phased !== undefined && o.phased !== 'in') caps.add('setup.phased-out');
    if (o.attachedTo !== undefined) caps.add('setup.attachments');
    if (o.combat !== undefined) caps.add('setup.combat');
    if (o.counters !== undefined && Object.keys(o.counters).length > 0) caps.add('setup.counters');
    if (o.damage !== undefined && o.damage > 0) caps.add('setup.damage');
    if (o.phased !== undefined && o.phased !== 'in' && o.phased.how === 'indirectly') caps.add('phasing.indirect');
    if (o.commander === true || o.zone === 'command') caps.add('format.commander');
    if (o.damageBy !== undefined) caps.add('setup.damage-sources');
    if (o.zone === 'outside') caps.add('setup.outside-the-game');
    if (o.protector !== undefined) caps.add('card-type.battle');
    if (o.prepared !== undefined) caps.add('designation.prepared');
  }
  if (f.setup.players.some((p) => p.damageBy !== undefined)) caps.add('setup.damage-sources');
  if (f.setup.players.some((p) => p.citysBlessing !== undefined)) caps.add('designation.citys-blessing');
  if (f.setup.players.some((p) => p.monarch !== undefined)) caps.add('designation.monarch');
  if (f.setup.players.some((p) => p.initiative !== undefined)) caps.add('designation.initiative');
  if (f.setup.dayNight !== undefined) caps.add('designation.day-night');
  const byAction: Partial<Record<string, Capability>> = {
    advance: 'turn.advance',
    cast: 'stack.cast',
    activate: 'stack.activate',
    declareAttackers: 'combat',
    declareBlockers: 'combat',
    phaseOut: 'effect.phase-out',
    phaseIn: 'effect.phase-in',
    dealDamage: 'effect.damage',
    destroy: 'effect.destroy',
    gainControl: 'effect.control',
    tap: 'effect.tap',
    exile: 'effect.exile',
    returnToHand: 'effect.return-to-hand',
    putOnLibrary: 'effect.put-on-library',
    sacrifice: 'effect.sacrifice',
    putCounters: 'effect.counters',
    pump: 'effect.pump',
    skipNextUntapStep: 'effect.skip-untap',
    leaveGame: 'player.leave',
  };
  for (const a of f.actions) {
    const cap = byAction[a.do];
    if (cap) caps.add(cap);
    if (a.triggers && a.triggers.length > 0) caps.add('stack.triggers');
    // One effect phasing several permanents out at once: an engine that phases out one object at a
    // time can still run fixtures with a single object (702.26 phases a set simultaneously).
    if (a.do === 'phaseOut' && a.objects.length > 1) caps.add('effect.phase-out-set');
    if (a.do === 'resolve' && a.checkpoints !== undefined) caps.add('observe.mid-resolution');
    if (a.do === 'advance' && a.combatDamage !== undefined) caps.add('combat.damage-assignment');
    if (a.do === 'advance' && a.discards !== undefined) caps.add('turn.cleanup-discard');
    if (a.do === 'declareAttackers' && a.bands !== undefined) caps.add('combat.banding');
    if (a.legendRule !== undefined) caps.add('sba.legend-rule-choice');
    if (a.do === 'cast' && a.splice !== undefined) caps.add('stack.splice');
    if (a.do === 'cast' && a.prepareCopy !== undefined) caps.add('designation.prepared');
  }
  for (const e of f.expect) for (const cap of expectationCapabilities(e)) caps.add(cap);
  return caps;
}

/** Every card name the fixture uses in its setup. */
export function usedCards(f: Fixture): Set<string> {
  return new Set(f.setup.objects.map((o) => o.card));
}
