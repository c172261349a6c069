import type { Game } from './game.js';
import type { GameObject } from './types.js';

/**
 * State-based actions (704.3), repeated until none applies. They look only at permanents that
 * exist (phased in), except for the pre-2017 rule that phased-out tokens cease to exist.
 */
export function checkStateBasedActions(g: Game): void {
  for (let guard = 0; guard < 100; guard++) {
    if (!applyOnce(g)) return;
  }
}

function applyOnce(g: Game): boolean {
  let acted = false;
  // 704.5a: a player with 0 or less life loses the game.
  for (const p of g.playersInGame()) {
    if (p.life <= 0 && g.playersInGame().length > 1) { p.inGame = false; acted = true; }
  }
  const seen: GameObject[] = g.fault('phased-out-checked-by-sba') ? [...g.battlefield.values(), ...g.phasedOut.values()] : g.permanents();
  const toGraveyard = new Set<GameObject>();
  for (const o of seen) {
    const ch = g.characteristics(o);
    if (ch.types.has('Creature')) {
      if (ch.toughness <= 0) toGraveyard.add(o); // 704.5f
      else if (o.damage >= ch.toughness && !ch.keywords.has('indestructible')) toGraveyard.add(o); // 704.5g
    }
    if (ch.types.has('Planeswalker') && (o.counters.get('loyalty') ?? 0) <= 0) toGraveyard.add(o); // 704.5i
    if (ch.subtypes.has('Aura') && !o.bestowed && !auraAttachmentLegal(g, o)) toGraveyard.add(o); // 704.5m
    if (ch.subtypes.has('Aura') && o.bestowed && !auraAttachmentLegal(g, o)) { o.bestowed = false; o.attachedTo = null; acted = true; } // 702.103e
  }
  // 704.5j: the legend rule. The player keeps the newest (fixtures that care give no other choice).
  const legends = new Map<string, GameObject[]>();
  for (const o of g.permanents()) {
    if (!g.characteristics(o).supertypes.has('Legendary')) continue;
    const k = `${g.controller(o)}|${o.card.name}`;
    legends.set(k, [...(legends.get(k) ?? []), o]);
  }
  for (const list of legends.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => b.timestamp - a.timestamp);
    for (const o of list.slice(1)) toGraveyard.add(o);
  }
  for (const o of toGraveyard) { g.moveTo(o, 'graveyard'); acted = true; }
  // 704.5n: Equipment attached illegally becomes unattached.
  for (const o of g.permanents()) {
    const ch = g.characteristics(o);
    if ((ch.subtypes.has('Equipment') || ch.subtypes.has('Fortification')) && o.attachedTo) {
      const t = o.attachedTo;
      const host = 'object' in t ? g.objects.get(t.object) : undefined;
      if (!host || host.zone !== 'battlefield' || host.incarnation !== (t as { incarnation: number }).incarnation || ('object' in t && !g.isType(host, 'Creature'))) {
        o.attachedTo = null;
        acted = true;
      }
    }
  }
  // 704.5d: tokens outside the battlefield cease to exist; before 2017-08-25 phased-out ones too (702.23k).
  for (const o of [...g.objects.values()]) {
    if (!o.token) continue;
    const phasedOutCeases = o.phased !== null && g.rules['PH-TOKENS-CEASE'] && !g.fault('tokens-survive-old-rules');
    if (o.zone !== 'battlefield' || phasedOutCeases) {
      g.objects.delete(o.id);
      g.phasedOut.delete(o.id);
      acted = true;
    }
  }
  return acted;
}

function auraAttachmentLegal(g: Game, aura: GameObject): boolean {
  const t = aura.attachedTo;
  if (!t) return false;
  if ('player' in t) return g.player(t.player).inGame;
  const host = g.objects.get(t.object);
  if (!host || host.zone !== 'battlefield' || host.incarnation !== t.incarnation) return false;
  // A phased-out host is still on the battlefield; the Aura is phased out with it.
  const spec = g.behaviour(aura)?.enchant;
  return !spec?.filter || !g.isPhasedIn(host) || spec.filter(g, host, g.controller(aura));
}
