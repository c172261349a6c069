import type { Game } from './game-interface.js';
import { NOT_THE_BATTLEFIELD } from './vocabulary.js';
import { removeLosers } from './losers.js';
import type { GameObject } from './types.js';
import { enchantCreature } from './card-behaviour.js';
import { losersToCommanderDamage } from './commander.js';
import { sagasToSacrifice } from './saga.js';
import { assignProtectors, findBattleActions } from './battles.js';
import { prepareCopyCeases } from './prepare.js';
import type { PlayerId } from './types.js';

/**
 * State-based actions (704.3), repeated until none applies. They look only at permanents that
 * exist (phased in), except for the pre-2017 rule that phased-out tokens cease to exist.
 */
export function checkStateBasedActions(g: Game): void {
  for (let guard = 0; guard < 100; guard++) {
    if (!applyOnce(g)) return;
  }
}

/**
 * 704.5a (0 or less life), 704.5b (attempted to draw from an empty library since the last check),
 * 704.6c (903.10a, commander damage): every player who loses is found before any of them leaves the
 * game, as 704.3 performs the state-based actions simultaneously; if all the players left lose, it is
 * a draw (104.4a). A game with one player left is over (104.2a). In a multiplayer game the losers
 * leave it, and their objects with them (800.4, 800.4a), all at the same time. Whether any player lost.
 */
function playersLose(g: Game): boolean {
  const inGame = g.playersInGame();
  const commanderLosers = losersToCommanderDamage(g);
  const losers = inGame.filter((p) => {
    const drewFromEmpty = p.drewFromEmptyLibrary === true;
    p.drewFromEmptyLibrary = false;
    return (
      (p.life <= 0 && g.seams.players.losesAtZeroLife(g, p)) ||
      (drewFromEmpty && g.seams.players.losesForDrawingFromAnEmptyLibrary(g, p)) ||
      commanderLosers.includes(p.id)
    );
  });
  if (inGame.length <= 1) return false;
  removeLosers(g, losers, inGame.length);
  return losers.length > 0;
}

function applyOnce(g: Game): boolean {
  let acted = playersLose(g);
  const toGraveyard = new Set<GameObject>();
  const toUnbestow = new Set<GameObject>();
  // 704.3: every state-based action is checked against the same state; read it once, memoized, and act after.
  const protectorsChosen = assignProtectors(g.reading(() => findStateBasedDeaths(g, toGraveyard, toUnbestow)));
  // 704.5h looks at damage dealt "since the last time state-based actions were checked".
  g.forgetDeathtouchDamage();
  // 702.103f: a bestowed Aura attached to an illegal object becomes unattached and stops being bestowed.
  for (const o of toUnbestow) {
    unattach(g, o);
    o.bestowed = false;
    acted = true;
  }
  // Performed simultaneously (704.3): each dying permanent's leaves-the-battlefield abilities see the others die (603.10a).
  for (const dying of g.seams.sbaDeathEvents(g, [...toGraveyard])) {
    g.moveAllTo(dying, 'graveyard');
    acted = true;
  }
  for (const o of g.permanents()) {
    const t = o.attachedTo;
    if (!t) continue;
    const ch = g.characteristics(o);
    const isEquipment = ch.subtypes.has('Equipment');
    const isFortification = ch.subtypes.has('Fortification');
    if (
      ch.types.has('Creature') ||
      ch.types.has('Battle') ||
      (!ch.subtypes.has('Aura') && !isEquipment && !isFortification)
    ) {
      // 704.5p: a creature or battle, or a permanent that is none of Aura, Equipment and Fortification, can't stay attached.
      if (g.seams.performs(g, 'other-attached-unattaches', o)) {
        unattach(g, o);
        acted = true;
      }
      continue;
    }
    if (!isEquipment && !isFortification) continue;
    // 704.5n: an Equipment (Fortification) attached to a player or to anything but a creature (land)
    // becomes unattached and stays on the battlefield. A phased-out permanent doesn't exist (702.26b).
    const host = 'object' in t ? g.field.permanent({ id: t.object, incarnation: t.incarnation }, 'sba') : undefined;
    const legal = !!host && g.isType(host, isEquipment ? 'Creature' : 'Land');
    if (!legal) {
      unattach(g, o);
      acted = true;
    }
  }
  // 704.5d: tokens outside the battlefield cease to exist; before 2017-08-25 phased-out ones too (702.23k).
  // 704.5e: so does a copy of a prepare spell, unless it is kept in exile for its permanent (722.3c).
  // Deleting the entry being visited is safe while iterating a Map.
  const phasedOutCease = g.rules['PH-TOKENS-CEASE'] ? [...g.phasedOutFor('token-rule')] : [];
  for (const o of [...g.cardsIn(NOT_THE_BATTLEFIELD), ...phasedOutCease]) {
    if (!o.token && !(o.prepareCopyOf && prepareCopyCeases(g, o))) continue;
    g.ceaseToExist(o);
    acted = true;
  }
  return acted || protectorsChosen;
}

/** 704.5m: whether a (phased-in) Aura is attached to an object or player its enchant ability allows. */
function auraAttachmentLegal(g: Game, aura: GameObject): boolean {
  const t = aura.attachedTo;
  if (!t) return false;
  // A bestowed Aura has enchant creature (702.103b).
  const spec = aura.bestowed ? enchantCreature : g.behaviour(aura)?.enchant;
  if ('player' in t) {
    // 702.16j: a player with protection from everything can't be enchanted by Auras.
    const protectedFromAuras = g.seams.players.protectedFrom(g, t.player, 'enchanting');
    return g.player(t.player).inGame && !protectedFromAuras && (spec === undefined || spec.kind !== 'permanent');
  }
  if (spec?.kind === 'player') return false;
  // A phased-out permanent is treated as though it doesn't exist (702.26b): an Aura that stayed
  // phased in (it couldn't phase out) is attached to nothing that exists (Spatial Binding ruling 2012-07-01).
  const host = g.onBattlefield({ id: t.object, incarnation: t.incarnation }, 'aura-host');
  if (!host) return false;
  return !spec?.filter || spec.filter(g, host, g.controller(aura));
}

/** The SBA unattaches an object; "becomes unattached" abilities see it as it was attached (603.10c). */
function unattach(g: Game, o: GameObject): void {
  const before = g.snapshotObject(o);
  o.attachedTo = null;
  g.emit({ type: 'unattached', obj: before });
}

/**
 * The permanents state-based actions put into the graveyard (704.5f/g/i/j/k/m/v/w, 714.4), and the bestowed
 * Auras they unattach (702.103f); returns the protectors 704.5x-y choose for battles.
 */
function findStateBasedDeaths(
  g: Game,
  toGraveyard: Set<GameObject>,
  toUnbestow: Set<GameObject>,
): Map<GameObject, PlayerId> {
  const protectors = new Map<GameObject, PlayerId>();
  findBattleActions(g, toGraveyard, protectors); // 704.5v-y
  const worlds: GameObject[] = [];
  for (const o of g.existingFor('sba')) {
    const ch = g.characteristics(o);
    if (ch.supertypes.has('World')) worlds.push(o); // 704.5k, below
    if (ch.types.has('Creature')) {
      if (ch.toughness <= 0) {
        // 704.5f: not a destruction, so indestructible doesn't stop it (702.12b names only 704.5g).
        if (g.seams.performs(g, 'zero-toughness-dies', o)) toGraveyard.add(o);
      } else if (o.damage >= ch.toughness && !ch.keywords.has('indestructible'))
        toGraveyard.add(o); // 704.5g
      else if (
        o.deathtouchDamaged &&
        !ch.keywords.has('indestructible') &&
        g.seams.performs(g, 'deathtouch-destroys', o)
      )
        toGraveyard.add(o); // 704.5h
    }
    if (ch.types.has('Planeswalker') && (o.counters.get('loyalty') ?? 0) <= 0) toGraveyard.add(o); // 704.5i
    if (ch.subtypes.has('Aura') && !auraAttachmentLegal(g, o)) {
      // 702.103f: a bestowed Aura attached to an illegal object becomes unattached and stops being
      // bestowed (an exception to 704.5m). One attached to nothing stopped being bestowed as it
      // phased in (702.103g), so an unattached Aura that is still bestowed goes to the graveyard.
      if (o.bestowed && o.attachedTo) toUnbestow.add(o);
      else if (g.seams.performs(g, o.attachedTo ? 'illegally-attached-aura-dies' : 'unattached-aura-dies', o))
        toGraveyard.add(o); // 704.5m
    }
  }
  // 714.4: a Saga with enough lore counters and no chapter ability waiting is sacrificed.
  for (const o of sagasToSacrifice(g)) toGraveyard.add(o);
  // 704.5j: the legend rule. The player keeps the legend the action names (its legendRule), or else the
  // first found; before 2013-07-13 none is kept. A phased-out legendary permanent doesn't exist for the legend rule (702.26b; interaction 10, DERIVED).
  const legends = new Map<string, GameObject[]>();
  for (const o of g.existingFor('legend-rule')) {
    if (!g.characteristics(o).supertypes.has('Legendary')) continue;
    const k = g.seams.legendRuleGroup(g, o);
    legends.set(k, [...(legends.get(k) ?? []), o]);
  }
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    // Before 2013-07-13 (704.5k then): "all are put into their owners' graveyards", none is chosen.
    const chosen = group.find((o) => g.legendRuleKeeps.includes(o.id)) ?? group[0]!;
    const kept = g.rules['RR-LEGEND-RULE-ALL'] ? undefined : g.seams.legendRuleKept(g, group, chosen);
    for (const o of group) if (o !== kept) toGraveyard.add(o);
  }
  // 704.5k: only the newest world permanent stays (all of them if they share a timestamp).
  const newest = Math.max(...worlds.map((o) => o.timestamp));
  for (const o of worlds) if (o.timestamp !== newest) toGraveyard.add(o);
  return protectors;
}
