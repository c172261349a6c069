import type { ObservedObject, Snapshot } from '../../../harness/generated/observation.js';
import { protectorOf } from './battles.js';
import { controlsACommander } from './commander.js';
import type { Game } from './game-interface.js';

/** Everything the fixture vocabulary can observe, as the engine sees it now. */
export function observe(g: Game): Snapshot {
  return g.reading(() => observeNow(g));
}

function observeNow(g: Game): Snapshot {
  // Named (non-token) cards each player owns in hand, library and graveyard, counted in one pass.
  const named = new Map<string, { hand: number; library: number; graveyard: number }>();
  for (const o of g.objects.values()) {
    if (o.token || (o.zone !== 'hand' && o.zone !== 'library' && o.zone !== 'graveyard')) continue;
    let n = named.get(o.owner);
    if (!n) named.set(o.owner, (n = { hand: 0, library: 0, graveyard: 0 }));
    n[o.zone]++;
  }
  const players = g.players.map((p) => {
    const n = named.get(p.id);
    return {
      id: p.id,
      life: p.life,
      handSize: p.anonymousHand + (n?.hand ?? 0),
      librarySize: p.libraryCount + (n?.library ?? 0),
      graveyardSize: p.anonymousGraveyard + (n?.graveyard ?? 0),
      inGame: p.inGame,
      ...(p.citysBlessing === true ? { citysBlessing: true } : {}),
      ...(p.monarch === true ? { monarch: true } : {}),
      ...(p.initiative === true ? { initiative: true } : {}),
      ...(p.dungeonRoom !== undefined ? { dungeonRoom: p.dungeonRoom } : {}),
      ...(g.commander.on
        ? {
            commanderDamage: Object.fromEntries(g.commander.damageTo(p.id)),
            controlsCommander: controlsACommander(g, p.id),
          }
        : {}),
    };
  });
  const objects: ObservedObject[] = [];
  for (const o of g.objects.values()) {
    const base: ObservedObject = { id: o.id, card: o.card.name, zone: o.zone, owner: o.owner, token: o.token };
    if (o.zone === 'battlefield') {
      const ch = g.characteristics(o);
      base.controller = ch.controller;
      base.tapped = o.tapped;
      base.phased = o.phased ? { how: o.phased.how, under: o.phased.under } : 'in';
      const counters: Record<string, number> = {};
      for (const [kind, n] of o.counters) if (n > 0) counters[kind] = n;
      base.counters = counters;
      base.damage = o.damage;
      base.attachedTo =
        o.attachedTo === null ? null : 'object' in o.attachedTo ? o.attachedTo.object : { player: o.attachedTo.player };
      if (ch.types.has('Creature')) {
        base.power = ch.power;
        base.toughness = ch.toughness;
      }
      const protector = protectorOf(g, o);
      if (protector !== undefined && ch.types.has('Battle')) base.protector = protector;
      if (o.prepared === true) base.prepared = true;
      base.combat = o.combat?.attacking !== undefined ? 'attacking' : o.combat?.blocking ? 'blocking' : 'none';
    }
    objects.push(base);
  }
  return {
    players,
    objects,
    triggers: g.triggerLog.map((t) => ({ ...t })),
    ...(g.dayNight.is !== undefined ? { dayNight: g.dayNight.is } : {}),
  };
}
